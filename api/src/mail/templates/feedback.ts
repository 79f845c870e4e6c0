import type { UserLang } from '../../db/schema/index.js';
import type { MailTemplate } from './types.js';

export interface FeedbackMailData {
  /** The stored message's id, so support can find it again. */
  id: number;
  name: string;
  email: string;
  message: string;
  /** The sender's language (the email is written in it, and support answers in it). */
  senderLang: UserLang;
}

const languageNames: Record<UserLang, Record<UserLang, string>> = {
  ru: { ru: 'русский', en: 'английский' },
  en: { ru: 'Russian', en: 'English' },
};

/** Line breaks and runs of spaces in a header-bound value become one space. */
function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/**
 * A feedback form message, to the support address. Replies go to the sender (the mailer's replyTo),
 * so support answers straight from the mail client. Essential: support mail is never suppressed.
 */
export const feedbackMail: MailTemplate<FeedbackMailData> = {
  name: 'feedback',
  essential: true,
  render(lang, { id, name, email, message, senderLang }) {
    const sender = oneLine(name);
    if (lang === 'ru') {
      return {
        subject: `Stepwise: сообщение с сайта от ${sender}`,
        blocks: [
          { kind: 'text', text: `Новое сообщение из формы обратной связи (№ ${id}).` },
          { kind: 'text', text: `Имя: ${sender}` },
          { kind: 'text', text: `Email: ${email}` },
          { kind: 'text', text: `Язык: ${languageNames.ru[senderLang]}` },
          { kind: 'quote', text: message },
          { kind: 'text', text: 'Чтобы ответить отправителю, просто ответьте на это письмо.' },
        ],
      };
    }
    return {
      subject: `Stepwise: website message from ${sender}`,
      blocks: [
        { kind: 'text', text: `A new message from the feedback form (no. ${id}).` },
        { kind: 'text', text: `Name: ${sender}` },
        { kind: 'text', text: `Email: ${email}` },
        { kind: 'text', text: `Language: ${languageNames.en[senderLang]}` },
        { kind: 'quote', text: message },
        { kind: 'text', text: 'To answer the sender, just reply to this email.' },
      ],
    };
  },
};
