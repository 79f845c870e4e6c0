import type { UserLang } from '../../db/schema/index.js';

/** A piece of an email body; the layout renders each as plain text and as HTML. */
export type MailBlock =
  | { kind: 'text'; text: string }
  /** A one-time code, shown large. */
  | { kind: 'code'; code: string }
  /** A button in HTML; in plain text the label followed by the URL. */
  | { kind: 'link'; label: string; url: string }
  /** Text someone else wrote (e.g. a feedback message), line breaks kept, set off from the rest. */
  | { kind: 'quote'; text: string };

export interface MailContent {
  subject: string;
  blocks: MailBlock[];
}

export interface MailContext {
  /** The public origin, without a trailing slash. */
  publicUrl: string;
}

export interface MailTemplate<Data> {
  name: string;
  /**
   * Essential mail (codes, recovery, security notices) always goes and carries no unsubscribe link;
   * non-essential mail skips opted-out addresses and carries the link.
   */
  essential: boolean;
  render(lang: UserLang, data: Data, context: MailContext): MailContent;
}

/** "Здравствуйте, Анна!" or, without a name, "Здравствуйте!". */
export function greeting(lang: UserLang, firstName: string): string {
  const name = firstName.trim();
  if (lang === 'ru') return name ? `Здравствуйте, ${name}!` : 'Здравствуйте!';
  return name ? `Hello, ${name}!` : 'Hello!';
}
