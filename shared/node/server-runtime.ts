/**
 * Small pieces every Stepwise Node server needs: reading ports from the environment, logger
 * settings with one compact log line per response, and a graceful stop on SIGINT / SIGTERM.
 */
import { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';

type Env = Record<string, string | undefined>;

/** Reads a TCP port from `env[name]`; empty or unset → `fallback`. Throws on anything else than 0–65535. */
export function portFromEnv(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${name} must be a TCP port number (0-65535), got "${raw}"`);
  }
  return port;
}

const LOG_LEVELS = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

/** Fastify logger options from `LOG_LEVEL` (default `info`). */
export function loggerFromEnv(env: Env): FastifyServerOptions['logger'] {
  const level = (env.LOG_LEVEL ?? '').trim().toLowerCase() || 'info';
  if (!LOG_LEVELS.has(level)) {
    throw new Error(`LOG_LEVEL must be one of ${[...LOG_LEVELS].join(', ')}, got "${env.LOG_LEVEL}"`);
  }
  return { level };
}

/**
 * Fastify's request logging reduced to one line per response: `debug` for answers below 500,
 * `warn` for 5xx, `error` with the error when the response failed. Errors handled by the default
 * error handler are still logged as usual.
 */
export class CompactLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const entry = { method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) };
    if (error) reply.log.error({ ...entry, err: error }, 'request errored');
    else if (reply.statusCode >= 500) reply.log.warn(entry, 'request failed');
    else reply.log.debug(entry, 'request');
  }

  override routeNotFound(request: FastifyRequest): void {
    request.log.debug({ method: request.method, url: request.url }, 'route not found');
  }
}

/** Fastify constructor options for logging: `logger` from `LOG_LEVEL`, one line per response. */
export function loggingFromEnv(env: Env): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  return { logger: loggerFromEnv(env), logController: new CompactLogController() };
}

/**
 * On the first SIGINT or SIGTERM: stop accepting connections, let in-flight requests finish
 * (up to `timeoutMs`), exit 0. A second signal exits at once. Returns a function that removes the handlers.
 */
export function closeOnSignals(app: Pick<FastifyInstance, 'close' | 'log'>, timeoutMs = 10_000): () => void {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals): void => {
    if (closing) {
      app.log.warn({ signal }, 'second signal, exiting now');
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error({ timeoutMs }, 'graceful shutdown timed out');
      process.exit(1);
    }, timeoutMs);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return () => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  };
}
