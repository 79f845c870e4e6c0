import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Addresses that opted out of non-essential email (by address, so it holds without an account too). */
export const emailUnsubscribes = pgTable('email_unsubscribes', {
  /** Trimmed and lower-cased. */
  email: text('email').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
