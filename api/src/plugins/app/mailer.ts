import fp from 'fastify-plugin';
import nodemailer, { type Transport } from 'nodemailer';
import type { UserLang } from '../../db/schema/index.js';
import { renderMail, type MailTemplate } from '../../mail/templates/index.js';
import { isUnsubscribed, unsubscribeUrl } from '../../mail/unsubscribe.js';

export interface MailRequest<Data> {
  to: string;
  lang: UserLang;
  data: Data;
  /** Where replies go instead of MAIL_FROM (e.g. the sender of a feedback message). */
  replyTo?: { name: string; address: string };
}

export interface Mailer {
  /**
   * Renders and sends one email; rejects when the transport fails. Non-essential mail to an address
   * that opted out is not sent (`{ sent: false }`).
   */
  send<Data>(template: MailTemplate<Data>, request: MailRequest<Data>): Promise<{ sent: boolean }>;
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

/** Bounds an SMTP outage: a request that sends mail waits at most about this long for it. */
const SMTP_TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 15_000 };

export default fp<MailerPluginOptions>(
  async (app, { smtpUrl, from, publicUrl, appSecret, transport }) => {
    const transporter = transport
      ? nodemailer.createTransport(transport, { from })
      : nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS }, { from });
    app.addHook('onClose', () => transporter.close());

    const mailer: Mailer = {
      async send(template, { to, lang, data, replyTo }) {
        let unsubscribe: string | undefined;
        if (!template.essential) {
          if (await isUnsubscribed(app.db, to)) {
            app.log.info({ mail: template.name }, 'mail skipped: recipient unsubscribed');
            return { sent: false };
          }
          unsubscribe = unsubscribeUrl(publicUrl, appSecret, to);
        }
        const { subject, text, html } = renderMail(lang, template.render(lang, data, { publicUrl }), unsubscribe);
        await transporter.sendMail({
          to,
          subject,
          text,
          html,
          ...(replyTo && { replyTo }),
          ...(unsubscribe && { list: { unsubscribe } }),
          headers: { 'X-Stepwise-Mail': template.name },
        });
        app.log.info({ mail: template.name }, 'mail sent');
        return { sent: true };
      },
    };
    app.decorate('mailer', mailer);
  },
  { name: 'mailer', dependencies: ['db'] },
);
