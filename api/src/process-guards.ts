/** The part of a logger the guards need (Fastify's, or the console before the app exists). */
export interface GuardLog {
  error(details: object, message: string): void;
  fatal(details: object, message: string): void;
}

export interface ProcessGuards {
  /** The logger from now on (the app's, once it is built). */
  useLog(log: GuardLog): void;
}

/**
 * What the API process does with an error no handler caught. Every request, socket message and job
 * handler catches its own errors, so either of these is a bug, and it is logged loudly:
 *
 * - an uncaught exception (a throw out of a callback or an event handler) may have left any state
 *   half-changed: the process exits with code 1 after `shutdown` (bounded by its caller), and its
 *   supervisor (`npm start`, compose) starts it again;
 * - an unhandled rejection (a promise nobody awaited) is logged and the process keeps running: its
 *   failure belonged to one request or connection, whose transaction rolled back, and exiting would let
 *   whoever triggers it stop the API for every user. The API's tests fail on any unhandled rejection,
 *   so none is expected.
 */
export function installProcessGuards(initialLog: GuardLog, shutdown: () => Promise<void>, exit: (code: number) => void = process.exit): ProcessGuards {
  let log = initialLog;
  let exiting = false;
  process.on('unhandledRejection', (reason) => {
    log.error({ err: reason }, 'unhandled promise rejection (a bug: its caller should catch it); the API keeps running');
  });
  process.on('uncaughtException', (error, origin) => {
    log.fatal({ err: error, origin }, 'uncaught exception: the API exits (its state is unknown) to be started again');
    if (exiting) return;
    exiting = true;
    shutdown().then(
      () => exit(1),
      () => exit(1),
    );
  });
  return {
    useLog: (next) => {
      log = next;
    },
  };
}

/** Until the app's logger exists: one JSON-free line on stderr. */
export const consoleGuardLog: GuardLog = {
  error: (details, message) => console.error(message, details),
  fatal: (details, message) => console.error(message, details),
};
