import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** The one live activation code of a user who has not activated yet; a new code replaces the row. */
export const activationCodes = pgTable('activation_codes', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Hex HMAC-SHA256 (app secret) of `activation:<user id>:<code>`: six digits alone would be trivial to reverse. */
  codeHash: text('code_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** Checks made against this code; at the limit the code is dead. */
  attempts: integer('attempts').notNull().default(0),
  /** Before this moment no new code is sent. */
  resendAvailableAt: timestamp('resend_available_at', { withTimezone: true }).notNull(),
});

export type ActivationCode = typeof activationCodes.$inferSelect;
