import fp from 'fastify-plugin';
import nodemailer, { type Transport } from 'nodemailer';
import type { Database } from '../../db/database.js';
import { renderMail, type MailTemplate } from '../../platform/mail/templates/index.js';
import { isUnsubscribed, unsubscribeUrl } from '../../platform/mail/unsubscribe.js';
import { MAIL_JOB, type MailRequest, type QueuedMail } from '../../platform/mail-outbox/queued-mail.js';
import { sendQueuedMail, type ReceiptHook } from '../../platform/mail-outbox/send-queued-mail.js';

export type { MailRequest } from '../../platform/mail-outbox/queued-mail.js';

export interface Mailer {
  /**
   * Renders one email and writes it to the outbox through `db`: pass the transaction of the change the
   * email reports, so both happen or neither. The job worker sends it; no request waits for the mail
   * server. Non-essential mail to an address that opted out is not written (`{ queued: false }`).
   */
  enqueue<Data>(db: Database, template: MailTemplate<Data>, request: MailRequest<Data>): Promise<{ queued: boolean }>;
  /** Runs `hook` with the receipt's id once an email enqueued with `receipt.kind === kind` is accepted by the mail server. */
  onSent(kind: string, hook: ReceiptHook): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export interface MailerPluginOptions {
  smtpUrl: string;
  from: string;
  publicUrl: string;
  appSecret: string;
  /** A nodemailer transport to use instead of SMTP (tests capture mail with one). */
  transport?: Transport;
}

/** Bounds one delivery attempt when the mail server is slow or unreachable; the outbox tries again later. */
const SMTP_TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 15_000 };
/** About two hours of retries (30 s, 1, 2, 4 … 30 min) before an email is given up as dead. */
const MAIL_RETRIES = { maxAttempts: 10, backoff: { baseMs: 30_000, maxMs: 30 * 60_000 } };

export default fp<MailerPluginOptions>(
  async (app, { smtpUrl, from, publicUrl, appSecret, transport }) => {
    const transporter = transport ? nodemailer.createTransport(transport, { from }) : nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS }, { from });
    app.addHook('onClose', () => transporter.close());
    const receiptHooks = new Map<string, ReceiptHook>();
    app.jobs.define(MAIL_JOB, sendQueuedMail({ db: app.db, transporter, now: () => app.clock.now(), receiptHooks }), {
      ...MAIL_RETRIES,
      discardPayloadWhenDone: true,
    });

    const mailer: Mailer = {
      async enqueue(db, template, { to, lang, data, replyTo, receipt }) {
        let unsubscribe: string | undefined;
        if (!template.essential) {
          if (await isUnsubscribed(db, to)) {
            app.log.info({ mail: template.name }, 'mail skipped: recipient unsubscribed');
            return { queued: false };
          }
          unsubscribe = unsubscribeUrl(publicUrl, appSecret, to);
        }
        const { subject, text, html } = renderMail(lang, template.render(lang, data, { publicUrl }), unsubscribe);
        const mail: QueuedMail = {
          template: template.name,
          essential: template.essential,
          to,
          subject,
          text,
          html,
          ...(replyTo && { replyTo }),
          ...(unsubscribe && { unsubscribe }),
          ...(receipt && { receipt }),
        };
        await app.jobs.enqueue(db, MAIL_JOB, mail);
        return { queued: true };
      },
      onSent(kind, hook) {
        receiptHooks.set(kind, hook);
      },
    };
    app.decorate('mailer', mailer);
  },
  { name: 'mailer', dependencies: ['db', 'jobs'] },
);
