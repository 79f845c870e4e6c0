import type { Transport } from 'nodemailer';
import type MailMessage from 'nodemailer/lib/mailer/mail-message.js';

export interface CapturedMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  /** The Reply-To address as nodemailer was given it (absent when none was set). */
  replyTo?: unknown;
  /** The whole MIME message as nodemailer built it (headers included). */
  raw: string;
}

/** A nodemailer transport that keeps every message instead of sending it, and can be told to fail. */
export class MailCatcher implements Transport<{ messageId: string }> {
  readonly name = 'mail-catcher';
  readonly version = '1.0.0';
  readonly messages: CapturedMail[] = [];
  /** Delivers the outbox's due mail once (the test app sets it); waitFor calls it while it waits. */
  settle: () => Promise<void> = async () => {};
  #failures: Error[] = [];
  #held: Array<() => void> = [];
  #holding = false;

  /** The next `count` sends fail as an unreachable SMTP server would (or with `error`, e.g. a 550 refusal). */
  failNext(count = 1, error: Error = new Error('connect ECONNREFUSED 127.0.0.1:1025')): void {
    for (let i = 0; i < count; i += 1) this.#failures.push(error);
  }

  /** Every send hangs, as on a mail server that stopped answering, until the returned function is called. */
  hang(): () => void {
    this.#holding = true;
    return () => {
      this.#holding = false;
      for (const release of this.#held.splice(0)) release();
    };
  }

  /** Resolves once `count` sends are hanging (see hang()). */
  async waitUntilHanging(count: number, timeoutMs = 5_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.#held.length < count) {
      if (Date.now() > deadline) throw new Error(`${count} send(s) were expected to hang`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  send(mail: MailMessage<{ messageId: string }>, callback: (err: Error | null, info: { messageId: string }) => void): void {
    if (this.#holding) {
      this.#held.push(() => this.send(mail, callback));
      return;
    }
    const failure = this.#failures.shift();
    if (failure) {
      callback(failure, { messageId: '' });
      return;
    }
    mail.message.build((error, raw) => {
      if (error) {
        callback(error, { messageId: '' });
        return;
      }
      const { to, from, subject, text, html, replyTo } = mail.data;
      this.messages.push({
        to: String(to),
        from: String(from),
        subject: String(subject),
        text: String(text),
        html: String(html),
        ...(replyTo !== undefined && { replyTo }),
        raw: raw.toString('utf8'),
      });
      callback(null, { messageId: mail.message.messageId() });
    });
  }

  /**
   * Resolves with the first message matching `predicate` once it has been sent: for mail the app queues
   * after the response (the sign-in paused notice) or a test queues itself.
   */
  async waitFor(predicate: (message: CapturedMail) => boolean, timeoutMs = 5_000): Promise<CapturedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.find(predicate);
      if (found) return found;
      if (Date.now() > deadline) throw new Error('the expected mail was not sent in time');
      await this.settle();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  /** Messages to an address, oldest first. */
  to(address: string): CapturedMail[] {
    return this.messages.filter((message) => message.to === address);
  }

  last(address: string): CapturedMail {
    const message = this.to(address).at(-1);
    if (!message) throw new Error(`no mail was sent to ${address}`);
    return message;
  }
}

/** The 6-digit code of an activation email. */
export function activationCodeIn(mail: CapturedMail): string {
  const code = /^\d{6}$/m.exec(mail.text)?.[0];
  if (!code) throw new Error(`no activation code in: ${mail.text}`);
  return code;
}

/** The token of the /restore/<token> link of a recovery email. */
export function restoreTokenIn(mail: CapturedMail): string {
  const token = /\/restore\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no recovery link in: ${mail.text}`);
  return token;
}

/** The template name the app put in the X-Stepwise-Mail header (e.g. welcome, activation_code). */
export function mailKind(mail: CapturedMail): string | undefined {
  return /^X-Stepwise-Mail: (\S+)\r?$/m.exec(mail.raw.split('\r\n\r\n')[0] ?? '')?.[1];
}
