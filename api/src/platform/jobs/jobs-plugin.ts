import fp from 'fastify-plugin';
import { deleteFinishedJobs } from './jobs-repository.js';
import { JobQueue } from './job-queue.js';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

const DAY_MS = 24 * 60 * 60_000;
/** Done jobs are kept this long (what ran and when); dead ones until an operator deals with them. */
const DONE_JOBS_KEPT_MS = 7 * DAY_MS;

export interface JobsPluginOptions {
  pollIntervalMs: number;
}

/**
 * `app.jobs`: define and schedule jobs while plugins load; the server starts the worker once it
 * listens (`app.jobs.start()`), and closing the app stops it before the database closes.
 */
export default fp<JobsPluginOptions>(
  async (app, { pollIntervalMs }) => {
    const queue = new JobQueue({ db: app.db, clock: app.clock, log: app.log, pollIntervalMs });
    queue.schedule('jobs.cleanup', DAY_MS, async () => ({
      deleted: await deleteFinishedJobs(app.db, new Date(app.clock.now().getTime() - DONE_JOBS_KEPT_MS)),
    }));
    app.decorate('jobs', queue);
    app.addHook('preClose', () => queue.stop());
  },
  { name: 'jobs', dependencies: ['db'] },
);
