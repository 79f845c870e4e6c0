import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Database } from '../../db/database.js';
import { isUnsubscribed } from '../mail/unsubscribe.js';
import { PermanentJobError } from '../jobs/permanent-job-error.js';
import type { QueuedMail } from './queued-mail.js';

export type ReceiptHook = (id: number, sentAt: Date) => Promise<void>;

export interface SendQueuedMailDeps {
  db: Database;
  transporter: Transporter;
  now: () => Date;
  receiptHooks: ReadonlyMap<string, ReceiptHook>;
}

/** A 5xx SMTP reply (the address or the message was refused) or a refused envelope: sending again changes nothing. */
function isPermanent(error: unknown): boolean {
  const { responseCode, code } = error as { responseCode?: unknown; code?: unknown };
  return (typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600) || code === 'EENVELOPE';
}

/** The outbox job's handler: hands one email to the mail server; an unreachable server fails the attempt (retried later). */
export function sendQueuedMail({ db, transporter, now, receiptHooks }: SendQueuedMailDeps) {
  return async (mail: QueuedMail, { log }: { log: FastifyBaseLogger }) => {
    // Checked again at sending time: the address may have opted out since the email was written.
    if (!mail.essential && (await isUnsubscribed(db, mail.to))) {
      log.info({ mail: mail.template }, 'mail skipped: recipient unsubscribed');
      return { sent: false };
    }
    try {
      await transporter.sendMail({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.replyTo && { replyTo: mail.replyTo }),
        ...(mail.unsubscribe && { list: { unsubscribe: mail.unsubscribe } }),
        headers: { 'X-Stepwise-Mail': mail.template },
      });
    } catch (error) {
      if (isPermanent(error)) throw new PermanentJobError(`mail refused: ${(error as Error).message}`, { cause: error });
      throw error;
    }
    log.info({ mail: mail.template }, 'mail sent');
    if (mail.receipt) {
      const hook = receiptHooks.get(mail.receipt.kind);
      // The email is out: a failing receipt must not send it again.
      await hook?.(mail.receipt.id, now()).catch((error: unknown) => log.error({ err: error, receipt: mail.receipt }, 'mail receipt not recorded'));
    }
    return { sent: true };
  };
}
