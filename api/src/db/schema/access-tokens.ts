import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** Bearer tokens: only the SHA-256 of each token is kept, so a database leak yields no usable token. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Hex SHA-256 of the token. */
    tokenHash: text('token_hash').notNull().unique('access_tokens_token_hash_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [index('access_tokens_user_id_idx').on(table.userId)],
);

export type AccessToken = typeof accessTokens.$inferSelect;
