import type { UserLang } from '../../../db/schema/index.js';
import { formatMessage, type MessageId, type MessageValues } from './messages.js';

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

/** A catalogue message and its values, formatted in the recipient's language when the email is rendered. */
export type Message = readonly [MessageId, MessageValues?];

/** A block whose words come from the catalogue; codes, URLs and quoted text are not translated. */
export type MessageBlock =
  { kind: 'text'; message: Message } | { kind: 'code'; code: string } | { kind: 'link'; label: Message; url: string } | { kind: 'quote'; text: string };

export interface MailDefinition<Data> {
  name: string;
  essential: boolean;
  subject(data: Data): Message;
  blocks(data: Data, context: MailContext): MessageBlock[];
}

const format = (lang: UserLang, [id, values]: Message) => formatMessage(lang, id, values);

function localize(lang: UserLang, block: MessageBlock): MailBlock {
  switch (block.kind) {
    case 'text':
      return { kind: 'text', text: format(lang, block.message) };
    case 'link':
      return { kind: 'link', label: format(lang, block.label), url: block.url };
    default:
      return block;
  }
}

/** A template whose texts live in the ru/en catalogues: the same structure in every language. */
export function defineMail<Data>(definition: MailDefinition<Data>): MailTemplate<Data> {
  return {
    name: definition.name,
    essential: definition.essential,
    render: (lang, data, context) => ({
      subject: format(lang, definition.subject(data)),
      blocks: definition.blocks(data, context).map((block) => localize(lang, block)),
    }),
  };
}

export const text = (id: MessageId, values?: MessageValues): MessageBlock => ({ kind: 'text', message: [id, values] });
export const link = (id: MessageId, url: string): MessageBlock => ({ kind: 'link', label: [id], url });

/** "Здравствуйте, Анна!" or, without a name, "Здравствуйте!". */
export function greeting(firstName: string): MessageBlock {
  const name = firstName.trim();
  return text('greeting', { hasName: name ? 'yes' : 'no', name });
}
