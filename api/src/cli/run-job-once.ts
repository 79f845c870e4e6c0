import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { MAIL_JOB } from '../platform/mail-outbox/queued-mail.js';
import { billingDeps, type BillingDeps } from '../modules/billing/index.js';

/**
 * The command-line form of a billing job (`npm run billing:renew|billing:reconcile -w api`): one pass
 * against DATABASE_URL, its summary printed as JSON, its emails handed to the mail server, then exit;
 * a failed pass exits non-zero so a cron or an operator sees it.
 */
export function runJobOnce(name: string, run: (deps: BillingDeps, app: FastifyInstance) => Promise<unknown>): void {
  const main = async () => {
    const app = await buildApp(loadConfig());
    try {
      console.log(JSON.stringify(await run(billingDeps(app), app)));
      // The pass's emails go out now when the mail server answers; otherwise a running API's worker retries them.
      await app.jobs.drain([MAIL_JOB]);
    } finally {
      await app.close();
    }
  };
  main().catch((error: unknown) => {
    console.error(`${name} run failed:`, error);
    process.exit(1);
  });
}
