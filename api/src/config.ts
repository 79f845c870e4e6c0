import { join } from 'node:path';
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import { repoRoot } from './package-root.js';

/** `<max>/<window>`, e.g. `20/1m`: at most 20 requests per minute (window units s, m, h). */
const RateLimitVariable = Type.Optional(Type.String({ pattern: '^[0-9]+/[1-9][0-9]*(s|m|h)$' }));

/** The environment variable that overrides each rate limit. */
const rateLimitVariables = {
  loginPerIp: 'RATE_LIMIT_LOGIN_PER_IP',
  passwordFailuresPerEmailAndIp: 'RATE_LIMIT_PASSWORD_FAILURES_PER_EMAIL_IP',
  passwordFailuresPerIp: 'RATE_LIMIT_PASSWORD_FAILURES_PER_IP',
  passwordFailuresPerDevice: 'RATE_LIMIT_PASSWORD_FAILURES_PER_DEVICE',
  registerPerIp: 'RATE_LIMIT_REGISTER_PER_IP',
  registerPerEmail: 'RATE_LIMIT_REGISTER_PER_EMAIL',
  rememberPerIp: 'RATE_LIMIT_REMEMBER_PER_IP',
  rememberPerEmail: 'RATE_LIMIT_REMEMBER_PER_EMAIL',
  sendCodePerUser: 'RATE_LIMIT_SEND_CODE_PER_USER',
  activatePerUser: 'RATE_LIMIT_ACTIVATE_PER_USER',
  feedbackPerIp: 'RATE_LIMIT_FEEDBACK_PER_IP',
  domainCheckPerUser: 'RATE_LIMIT_DOMAIN_CHECK_PER_USER',
  paymentInitPerUser: 'RATE_LIMIT_PAYMENT_INIT_PER_USER',
  paymentWithCardPerUser: 'RATE_LIMIT_PAYMENT_WITH_CARD_PER_USER',
  bankTransferPerUser: 'RATE_LIMIT_BANK_TRANSFER_PER_USER',
  invitationsPerUser: 'RATE_LIMIT_INVITATIONS_PER_USER',
} as const;

export type RateLimitName = keyof typeof rateLimitVariables;

export interface RateLimit {
  max: number;
  timeWindowMs: number;
}

export type RateLimits = Record<RateLimitName, RateLimit>;

const MINUTE = 60_000;

export const defaultRateLimits: RateLimits = {
  loginPerIp: { max: 20, timeWindowMs: MINUTE },
  // Wrong passwords (sign-in and the profile's current-password check): an account is paused only
  // for the address that guessed, so a stranger cannot lock its owner out. Past the per-address
  // number, a browser new to the account solves a proof of work per attempt instead of being refused;
  // one that signed in to it before counts its own wrong passwords only (docs/sign-in-limits.md).
  passwordFailuresPerEmailAndIp: { max: 10, timeWindowMs: 15 * MINUTE },
  passwordFailuresPerIp: { max: 30, timeWindowMs: 60 * MINUTE },
  passwordFailuresPerDevice: { max: 10, timeWindowMs: 15 * MINUTE },
  // Registration and recovery answer whether an address is registered (the specification's messages),
  // so both are kept tight per IP and cost something per address.
  registerPerIp: { max: 5, timeWindowMs: 60 * MINUTE },
  registerPerEmail: { max: 3, timeWindowMs: 60 * MINUTE },
  rememberPerIp: { max: 5, timeWindowMs: 60 * MINUTE },
  rememberPerEmail: { max: 3, timeWindowMs: 60 * MINUTE },
  sendCodePerUser: { max: 5, timeWindowMs: 60 * MINUTE },
  activatePerUser: { max: 10, timeWindowMs: 15 * MINUTE },
  feedbackPerIp: { max: 5, timeWindowMs: 10 * MINUTE },
  // The wizard checks the domain as the user types (after a pause), so a few dozen a minute is normal.
  domainCheckPerUser: { max: 60, timeWindowMs: MINUTE },
  paymentInitPerUser: { max: 20, timeWindowMs: MINUTE },
  paymentWithCardPerUser: { max: 10, timeWindowMs: MINUTE },
  bankTransferPerUser: { max: 10, timeWindowMs: 10 * MINUTE },
  // Each invitation emails an address the inviter typed: a workspace must not become a way to send mail to anyone.
  invitationsPerUser: { max: 50, timeWindowMs: 60 * MINUTE },
};

function parseRateLimit(value: string): RateLimit {
  const [, max, amount, unit] = /^(\d+)\/(\d+)([smh])$/.exec(value)!;
  const unitMs = { s: 1_000, m: MINUTE, h: 60 * MINUTE }[unit as 's' | 'm' | 'h'];
  return { max: Number(max), timeWindowMs: Number(amount) * unitMs };
}

/** Used outside production when APP_SECRET is unset; the API warns at start-up when it is in use. */
export const DEV_APP_SECRET = 'stepwise-development-secret-not-for-production';

/** The payment sandbox's credentials, used outside production when PAYMENT_API_SECRET is unset. */
export const SANDBOX_PAYMENT_PUBLIC_ID = 'pk_sandbox_stepwise';
export const SANDBOX_PAYMENT_API_SECRET = 'sandbox_secret_stepwise_0123456789';

export const GOOGLE_ISSUER_URL = 'https://accounts.google.com';
export const DEFAULT_OIDC_TEST_ISSUER_URL = 'http://127.0.0.1:3020';

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
  PUBLIC_URL: Type.String({ pattern: '^https?://', default: 'http://localhost:8080' }),
  APP_SECRET: Type.Optional(Type.String({ minLength: 32 })),
  SMTP_URL: Type.String({ pattern: '^smtps?://', default: 'smtp://127.0.0.1:1025' }),
  MAIL_FROM: Type.String({ minLength: 1, default: 'Stepwise <no-reply@stepwise.app>' }),
  SUPPORT_EMAIL: Type.String({ format: 'email', default: 'support@stepwise.app' }),
  GOOGLE_CLIENT_ID: Type.Optional(Type.String({ minLength: 1 })),
  GOOGLE_CLIENT_SECRET: Type.Optional(Type.String({ minLength: 1 })),
  OIDC_ISSUER_URL: Type.Optional(Type.String({ pattern: '^https://' })),
  OIDC_TEST_ISSUER_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  RATE_LIMIT_LOGIN_PER_IP: RateLimitVariable,
  RATE_LIMIT_PASSWORD_FAILURES_PER_EMAIL_IP: RateLimitVariable,
  RATE_LIMIT_PASSWORD_FAILURES_PER_IP: RateLimitVariable,
  RATE_LIMIT_PASSWORD_FAILURES_PER_DEVICE: RateLimitVariable,
  RATE_LIMIT_REGISTER_PER_IP: RateLimitVariable,
  RATE_LIMIT_REGISTER_PER_EMAIL: RateLimitVariable,
  RATE_LIMIT_REMEMBER_PER_IP: RateLimitVariable,
  RATE_LIMIT_REMEMBER_PER_EMAIL: RateLimitVariable,
  RATE_LIMIT_SEND_CODE_PER_USER: RateLimitVariable,
  RATE_LIMIT_ACTIVATE_PER_USER: RateLimitVariable,
  RATE_LIMIT_FEEDBACK_PER_IP: RateLimitVariable,
  RATE_LIMIT_DOMAIN_CHECK_PER_USER: RateLimitVariable,
  RATE_LIMIT_PAYMENT_INIT_PER_USER: RateLimitVariable,
  RATE_LIMIT_PAYMENT_WITH_CARD_PER_USER: RateLimitVariable,
  RATE_LIMIT_BANK_TRANSFER_PER_USER: RateLimitVariable,
  RATE_LIMIT_INVITATIONS_PER_USER: RateLimitVariable,
  PAYMENT_PROVIDER_URL: Type.String({ pattern: '^https?://', default: 'http://127.0.0.1:3010' }),
  PAYMENT_WIDGET_URL: Type.String({ pattern: '^https?://', default: 'http://localhost:3010/widget.js' }),
  PAYMENT_PUBLIC_ID: Type.String({ minLength: 1, default: SANDBOX_PAYMENT_PUBLIC_ID }),
  PAYMENT_API_SECRET: Type.Optional(Type.String({ minLength: 16 })),
  RENEWAL_INTERVAL: Type.String({ pattern: '^(off|[1-9][0-9]*(s|m|h))$', default: '1h' }),
  RECONCILE_INTERVAL: Type.String({ pattern: '^(off|[1-9][0-9]*(s|m|h))$', default: '15m' }),
  JOB_POLL_INTERVAL: Type.String({ pattern: '^[1-9][0-9]*(ms|s|m)$', default: '1s' }),
  REPORT_TIMEOUT: Type.String({ pattern: '^[1-9][0-9]*(ms|s|m)$', default: '10s' }),
  REPORTS_PER_WORKSPACE: Type.String({ pattern: '^[1-9][0-9]?$', default: '3' }),
  OPERATOR_TOKEN: Type.Optional(Type.String({ minLength: 16 })),
  OPERATOR_PORT: Type.Integer({ minimum: 1, maximum: 65535, default: 3009 }),
  OPERATOR_HOST: Type.String({ minLength: 1, default: '127.0.0.1' }),
  DEMO_WORKSPACE: Type.Optional(Type.Enum(['0', '1'] as const)),
});

export type LogLevel = (typeof logLevels)[number];
export type NodeEnv = (typeof nodeEnvs)[number];

export type DatabaseConfig =
  /** `dataDir` absent: an in-memory database that disappears with the process. */
  { driver: 'pglite'; dataDir?: string } | { driver: 'postgres'; url: string };

/** An OpenID Connect provider the API signs users in with. */
export interface OidcProviderConfig {
  issuerUrl: string;
  clientId: string;
  /** Absent for the local test issuer, which authenticates no client. */
  clientSecret?: string;
  /** The local test issuer (src/dev/oidc-test-issuer.ts): plain http is allowed for it alone. */
  testIssuer: boolean;
}

/** Client id the API presents to the local test issuer. */
export const TEST_ISSUER_CLIENT_ID = 'stepwise-local';

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
  /** The public origin (the shell server), without a trailing slash: links in emails, redirect URIs. */
  publicUrl: string;
  /** Keys the HMACs of activation codes and unsubscribe links. */
  appSecret: string;
  /** True when appSecret is the built-in development value (never in production). */
  appSecretIsDevDefault: boolean;
  /** supportEmail receives the feedback form's messages. */
  mail: { smtpUrl: string; from: string; supportEmail: string };
  /** Sign-in providers by the name used in /api/auth/provider/…/:provider; absent ones are disabled. */
  oidcProviders: { google?: OidcProviderConfig };
  rateLimits: RateLimits;
  payments: PaymentsConfig;
  /** How often the API runs the renewal job; 0 when RENEWAL_INTERVAL=off. */
  renewalIntervalMs: number;
  /** How often the API reconciles provider transactions with payments; 0 when RECONCILE_INTERVAL=off. */
  reconcileIntervalMs: number;
  /** How often an idle job worker looks for due jobs (JOB_POLL_INTERVAL); enqueuing wakes it at once. */
  jobPollIntervalMs: number;
  /**
   * How long a report may compute (REPORT_TIMEOUT) and how many reports of one workspace may compute
   * at once per API instance (REPORTS_PER_WORKSPACE): one workspace cannot hold the database for others.
   */
  reports: { timeoutMs: number; perWorkspace: number };
  /** Bearer token of the operator routes (bank-transfer confirmation); absent: there is no operator listener. */
  operatorToken?: string;
  /** Where the operator listener binds: never the public API's port, loopback unless told otherwise. */
  operatorPort: number;
  operatorHost: string;
  /** Seed the demo account and workspace on start, once (DEMO_WORKSPACE=1; never in production). */
  demoWorkspace?: boolean;
}

/** The card provider (docs/payments.md §2). */
export interface PaymentsConfig {
  /** Base URL of the provider's server API, without a trailing slash. */
  providerUrl: string;
  /** The widget script the checkout loads. */
  widgetUrl: string;
  publicId: string;
  /** Basic-auth password of the server API and key of the notifications' Content-HMAC. */
  apiSecret: string;
}

export const defaultPgliteDataDir = join(repoRoot, '.data', 'pglite');

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const databaseUrlProblem = 'DATABASE_URL must be memory://, postgres://… or postgresql://… (or unset for the embedded database)';

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
  for (const name of ['PORT', 'OPERATOR_PORT']) {
    const value = raw[name];
    if (typeof value === 'string' && /^\d+$/.test(value)) raw[name] = Number(value);
  }
  const candidate = Value.Default(EnvSchema, raw);
  const problems = Value.Errors(EnvSchema, candidate).map((error) => {
    const name = error.instancePath.slice(1);
    return name ? `${name}: ${error.message}` : error.message;
  });
  const database = parseDatabaseUrl(typeof raw.DATABASE_URL === 'string' ? raw.DATABASE_URL : undefined);
  // The value is not echoed: it may carry a password.
  if (!database) problems.push(databaseUrlProblem);
  const nodeEnv = typeof raw.NODE_ENV === 'string' ? raw.NODE_ENV : 'development';
  if (nodeEnv === 'production' && raw.APP_SECRET === undefined) {
    problems.push('APP_SECRET is required in production (at least 32 characters, e.g. `openssl rand -base64 48`)');
  }
  if (nodeEnv === 'production' && raw.PAYMENT_API_SECRET === undefined) {
    problems.push('PAYMENT_API_SECRET is required in production (the payment provider account secret)');
  }
  for (const name of ['PUBLIC_URL', 'OIDC_ISSUER_URL', 'OIDC_TEST_ISSUER_URL', 'PAYMENT_PROVIDER_URL', 'PAYMENT_WIDGET_URL']) {
    const value = raw[name];
    if (typeof value === 'string' && !URL.canParse(value)) problems.push(`${name}: must be a valid URL`);
  }
  const ports = candidate as { PORT?: unknown; OPERATOR_PORT?: unknown };
  if (ports.PORT === ports.OPERATOR_PORT) {
    problems.push('OPERATOR_PORT must differ from PORT: the operator routes never share the public listener');
  }
  if ((raw.GOOGLE_CLIENT_ID === undefined) !== (raw.GOOGLE_CLIENT_SECRET === undefined)) {
    problems.push('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together');
  }
  if (!database || problems.length > 0 || !Value.Check(EnvSchema, candidate)) {
    throw new ConfigError(problems);
  }
  const parsed: Static<typeof EnvSchema> = candidate;
  const rateLimits = Object.fromEntries(
    (Object.keys(rateLimitVariables) as RateLimitName[]).map((name) => {
      const value = parsed[rateLimitVariables[name]];
      return [name, value === undefined ? defaultRateLimits[name] : parseRateLimit(value)];
    }),
  ) as RateLimits;
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    logLevel: parsed.LOG_LEVEL,
    nodeEnv: parsed.NODE_ENV,
    database,
    redisUrl: parsed.REDIS_URL,
    trustProxy: parseTrustProxy(parsed.TRUST_PROXY),
    publicUrl: parsed.PUBLIC_URL.replace(/\/+$/, ''),
    appSecret: parsed.APP_SECRET ?? DEV_APP_SECRET,
    appSecretIsDevDefault: parsed.APP_SECRET === undefined,
    mail: { smtpUrl: parsed.SMTP_URL, from: parsed.MAIL_FROM, supportEmail: parsed.SUPPORT_EMAIL },
    oidcProviders: { google: googleProvider(parsed) },
    rateLimits,
    payments: {
      providerUrl: parsed.PAYMENT_PROVIDER_URL.replace(/\/+$/, ''),
      widgetUrl: parsed.PAYMENT_WIDGET_URL,
      publicId: parsed.PAYMENT_PUBLIC_ID,
      apiSecret: parsed.PAYMENT_API_SECRET ?? SANDBOX_PAYMENT_API_SECRET,
    },
    renewalIntervalMs: parseInterval(parsed.RENEWAL_INTERVAL),
    reconcileIntervalMs: parseInterval(parsed.RECONCILE_INTERVAL),
    jobPollIntervalMs: parseInterval(parsed.JOB_POLL_INTERVAL),
    reports: { timeoutMs: parseInterval(parsed.REPORT_TIMEOUT), perWorkspace: Number(parsed.REPORTS_PER_WORKSPACE) },
    ...(parsed.OPERATOR_TOKEN !== undefined && { operatorToken: parsed.OPERATOR_TOKEN }),
    operatorPort: parsed.OPERATOR_PORT,
    operatorHost: parsed.OPERATOR_HOST,
    demoWorkspace: parsed.DEMO_WORKSPACE === '1' && parsed.NODE_ENV !== 'production',
  };
}

function parseInterval(value: string): number {
  if (value === 'off') return 0;
  const [, amount, unit] = /^(\d+)(ms|s|m|h)$/.exec(value)!;
  return Number(amount) * { ms: 1, s: 1_000, m: MINUTE, h: 60 * MINUTE }[unit as 'ms' | 's' | 'm' | 'h'];
}

/**
 * Google itself when its credentials are set; otherwise the local test issuer, so sign-in works offline.
 * In production the test issuer is used only when OIDC_TEST_ISSUER_URL names one explicitly.
 */
function googleProvider(parsed: Static<typeof EnvSchema>): OidcProviderConfig | undefined {
  if (parsed.GOOGLE_CLIENT_ID !== undefined && parsed.GOOGLE_CLIENT_SECRET !== undefined) {
    return {
      issuerUrl: parsed.OIDC_ISSUER_URL ?? GOOGLE_ISSUER_URL,
      clientId: parsed.GOOGLE_CLIENT_ID,
      clientSecret: parsed.GOOGLE_CLIENT_SECRET,
      testIssuer: false,
    };
  }
  if (parsed.NODE_ENV === 'production' && parsed.OIDC_TEST_ISSUER_URL === undefined) return undefined;
  return {
    issuerUrl: parsed.OIDC_TEST_ISSUER_URL ?? DEFAULT_OIDC_TEST_ISSUER_URL,
    clientId: TEST_ISSUER_CLIENT_ID,
    testIssuer: true,
  };
}
