/**
 * Small pieces every Stepwise Node server needs: reading ports from the environment, logger
 * settings with one compact log line per response, and a graceful stop on SIGINT / SIGTERM.
 */
import { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
type Env = Record<string, string | undefined>;
/** Reads a TCP port from `env[name]`; empty or unset → `fallback`. Throws on anything else than 0–65535. */
export declare function portFromEnv(env: Env, name: string, fallback: number): number;
/** Fastify logger options from `LOG_LEVEL` (default `info`). */
export declare function loggerFromEnv(env: Env): FastifyServerOptions['logger'];
/**
 * Fastify's request logging reduced to one line per response: `debug` for answers below 500,
 * `warn` for 5xx, `error` with the error when the response failed. Errors handled by the default
 * error handler are still logged as usual.
 */
export declare class CompactLogController extends LogController {
    incomingRequest(): void;
    requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void;
    routeNotFound(request: FastifyRequest): void;
}
/** Fastify constructor options for logging: `logger` from `LOG_LEVEL`, one line per response. */
export declare function loggingFromEnv(env: Env): Pick<FastifyServerOptions, 'logger' | 'logController'>;
/**
 * On the first SIGINT or SIGTERM: stop accepting connections, let in-flight requests finish
 * (up to `timeoutMs`), exit 0. A second signal exits at once. Returns a function that removes the handlers.
 */
export declare function closeOnSignals(app: Pick<FastifyInstance, 'close' | 'log'>, timeoutMs?: number): () => void;
export {};
