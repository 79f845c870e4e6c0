import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs a job every `intervalMs` inside the API process; a run still going when the next is due is not
 * overlapped, and a failed run is logged and tried again at the next tick. Each run logs what it did
 * under `name`. Returns the function that stops it.
 */
export function startJobScheduler(log: FastifyBaseLogger, name: string, intervalMs: number, run: () => Promise<unknown>): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const summary = await run();
      log.info({ [name]: summary }, `${name} job ran`);
    } catch (error) {
      log.error({ err: error }, `${name} job failed`);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
