import { expect } from '@playwright/test';

export interface CaughtMail {
  subject: string;
  text: string;
  html: string;
  to: Array<{ address: string }>;
  date: string;
}

/**
 * The local mail catcher (MailDev) every email of the stack goes to: tests read what a user would
 * find in their mailbox through its REST API.
 */
export class Mailbox {
  constructor(private readonly baseUrl: string) {}

  async all(address: string): Promise<CaughtMail[]> {
    const response = await fetch(`${this.baseUrl}/email`);
    const mails = (await response.json()) as CaughtMail[];
    return mails.filter((mail) => mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()));
  }

  /** Waits for an email to the address whose subject matches (the latest such). */
  waitFor(address: string, subject: RegExp): Promise<CaughtMail> {
    return this.waitForMail(address, (mails) => mails.filter((mail) => subject.test(mail.subject)).at(-1), `matching ${subject}`);
  }

  /** Waits for an email to the address whose text contains `text` (mail is sent after the request, by the outbox). */
  waitForText(address: string, text: string): Promise<CaughtMail> {
    return this.waitForMail(address, (mails) => mails.find((mail) => mail.text.includes(text)), `containing "${text}"`);
  }

  private async waitForMail(address: string, pick: (mails: CaughtMail[]) => CaughtMail | undefined, what: string): Promise<CaughtMail> {
    let found: CaughtMail | undefined;
    await expect
      .poll(
        async () => {
          found = pick(await this.all(address));
          return Boolean(found);
        },
        { timeout: 10_000, message: `an email to ${address} ${what}` },
      )
      .toBe(true);
    return found!;
  }
}

/** The first link in an email's text that starts with the given origin-relative path. */
export function linkIn(mail: CaughtMail, pathStart: string): string {
  const match = new RegExp(`https?://[^\\s"<>]+${pathStart.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^\\s"<>]*`).exec(mail.text);
  if (!match) throw new Error(`no ${pathStart} link in "${mail.subject}"`);
  return match[0];
}

export function codeIn(mail: CaughtMail): string {
  const match = /\b(\d{6})\b/.exec(mail.subject + ' ' + mail.text);
  if (!match) throw new Error(`no code in "${mail.subject}"`);
  return match[1];
}

let counter = 0;
/** A fresh address per test run and call. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}.${Date.now().toString(36)}.${(counter++).toString(36)}@example.com`;
}
