import { join } from 'node:path';
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import { repoRoot } from './package-root.js';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const nodeEnvs = ['development', 'production', 'test'] as const;

const EnvSchema = Type.Object({
  PORT: Type.Integer({ minimum: 1, maximum: 65535, default: 3000 }),
  HOST: Type.String({ minLength: 1, default: '127.0.0.1' }),
  DATABASE_URL: Type.Optional(Type.String()),
  REDIS_URL: Type.Optional(Type.String({ pattern: '^rediss?://' })),
  LOG_LEVEL: Type.Enum(logLevels, { default: 'info' }),
  NODE_ENV: Type.Enum(nodeEnvs, { default: 'development' }),
  TRUST_PROXY: Type.Optional(Type.String({ minLength: 1 })),
});

export type LogLevel = (typeof logLevels)[number];
export type NodeEnv = (typeof nodeEnvs)[number];

export type DatabaseConfig =
  /** `dataDir` absent: an in-memory database that disappears with the process. */
  | { driver: 'pglite'; dataDir?: string }
  | { driver: 'postgres'; url: string };

export interface Config {
  port: number;
  host: string;
  logLevel: LogLevel;
  nodeEnv: NodeEnv;
  database: DatabaseConfig;
  /** Shared store for rate-limit counters; in-process memory when absent. */
  redisUrl?: string;
  /** Passed to Fastify's `trustProxy`: `true`, or addresses/CIDRs/`loopback` of trusted proxies. */
  trustProxy: boolean | string;
}

export const defaultPgliteDataDir = join(repoRoot, '.data', 'pglite');

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const databaseUrlProblem =
  'DATABASE_URL must be memory://, postgres://… or postgresql://… (or unset for the embedded database)';

/** Undefined when the URL is not one we accept. */
function parseDatabaseUrl(url: string | undefined): DatabaseConfig | undefined {
  if (url === undefined) return { driver: 'pglite', dataDir: defaultPgliteDataDir };
  if (url === 'memory://') return { driver: 'pglite' };
  if (/^postgres(ql)?:\/\//.test(url) && URL.canParse(url)) return { driver: 'postgres', url };
  return undefined;
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  return value;
}

/** Reads and validates the environment; throws a ConfigError listing every problem found. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`DATABASE_URL=`) counts as unset, as in most deployment tools.
  const raw: Record<string, unknown> = Object.fromEntries(
    Object.keys(EnvSchema.properties)
      .filter((key) => env[key] !== undefined && env[key] !== '')
      .map((key) => [key, env[key]]),
  );
  // Only digit strings become numbers: a lenient conversion would turn PORT=80.5 into 80.
  if (typeof raw.PORT === 'string' && /^\d+$/.test(raw.PORT)) raw.PORT = Number(raw.PORT);
  const candidate = Value.Default(EnvSchema, raw);
  const problems = Value.Errors(EnvSchema, candidate).map((error) => {
    const name = error.instancePath.slice(1);
    return name ? `${name}: ${error.message}` : error.message;
  });
  const database = parseDatabaseUrl(typeof raw.DATABASE_URL === 'string' ? raw.DATABASE_URL : undefined);
  // The value is not echoed: it may carry a password.
  if (!database) problems.push(databaseUrlProblem);
  if (!database || !Value.Check(EnvSchema, candidate)) {
    throw new ConfigError(problems);
  }
  const parsed: Static<typeof EnvSchema> = candidate;
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    logLevel: parsed.LOG_LEVEL,
    nodeEnv: parsed.NODE_ENV,
    database,
    redisUrl: parsed.REDIS_URL,
    trustProxy: parseTrustProxy(parsed.TRUST_PROXY),
  };
}
