import type { UserLang } from '../../db/schema/index.js';

/** The job that sends one email of the outbox. */
export const MAIL_JOB = 'mail.send';

export interface MailRequest<Data> {
  to: string;
  lang: UserLang;
  data: Data;
  /** Where replies go instead of MAIL_FROM (e.g. the sender of a feedback message). */
  replyTo?: { name: string; address: string };
  /** Reported to the hook registered under `kind` (Mailer.onSent) once the mail server has accepted the email. */
  receipt?: { kind: string; id: number };
}

/** An email as the outbox keeps it: rendered when the change happened, sent by the worker. */
export interface QueuedMail {
  template: string;
  essential: boolean;
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: { name: string; address: string };
  /** The one-click unsubscribe link of non-essential mail. */
  unsubscribe?: string;
  receipt?: { kind: string; id: number };
}
