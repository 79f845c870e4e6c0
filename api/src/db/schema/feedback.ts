import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { oneOf } from './checks.js';
import { userLangs } from './users.js';

/** Messages of the public feedback form; each is also mailed to the support address. */
export const feedback = pgTable(
  'feedback',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    /** The sender's language, from Accept-Language. */
    lang: text('lang', { enum: userLangs }).notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the message reached the mail server; null while it has not (e.g. SMTP was down). */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (table) => [check('feedback_lang_check', oneOf(table.lang, userLangs))],
);

export type FeedbackRow = typeof feedback.$inferSelect;
