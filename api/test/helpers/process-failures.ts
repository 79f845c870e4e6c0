/**
 * Records every unhandled rejection and uncaught exception of this process while it watches. Outside a test
 * either would end (or should end) the API process: an in-process test that sends hostile input watches for
 * them to prove the process would have survived.
 */
export interface ProcessFailureWatch {
  readonly failures: ReadonlyArray<{ kind: 'unhandledRejection' | 'uncaughtException'; error: unknown }>;
  stop(): void;
}

export function watchProcessFailures(): ProcessFailureWatch {
  const failures: Array<{ kind: 'unhandledRejection' | 'uncaughtException'; error: unknown }> = [];
  const onRejection = (error: unknown) => failures.push({ kind: 'unhandledRejection', error });
  const onException = (error: unknown) => failures.push({ kind: 'uncaughtException', error });
  process.on('unhandledRejection', onRejection);
  process.on('uncaughtException', onException);
  return {
    failures,
    stop() {
      process.off('unhandledRejection', onRejection);
      process.off('uncaughtException', onException);
    },
  };
}

/** A failure as one line for a test's message. */
export function describeFailure({ kind, error }: { kind: string; error: unknown }): string {
  return `${kind}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`.split('\n').slice(0, 4).join(' | ');
}
