import type { UserLang } from '../../../db/schema/index.js';
import { defineMail, text } from './types.js';

export interface FeedbackMailData {
  /** The stored message's id, so support can find it again. */
  id: number;
  name: string;
  email: string;
  message: string;
  /** The sender's language (the email is written in it, and support answers in it). */
  senderLang: UserLang;
}

/** Line breaks and runs of spaces in a header-bound value become one space. */
function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/**
 * A feedback form message, to the support address. Replies go to the sender (the mailer's replyTo),
 * so support answers straight from the mail client. Essential: support mail is never suppressed.
 */
export const feedbackMail = defineMail<FeedbackMailData>({
  name: 'feedback',
  essential: true,
  subject: ({ name }) => ['feedback.subject', { sender: oneLine(name) }],
  blocks: ({ id, name, email, message, senderLang }) => [
    // The id as written, not as a locale's number (12345, never 12 345).
    text('feedback.intro', { id: String(id) }),
    text('feedback.name', { sender: oneLine(name) }),
    text('feedback.email', { email }),
    text('feedback.language', { senderLang }),
    { kind: 'quote', text: message },
    text('feedback.reply'),
  ],
});
