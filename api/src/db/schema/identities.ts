import { integer, pgTable, text, timestamp, uniqueIndex, index } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** An external sign-in account (provider + its subject id) linked to a user. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    /** The email the provider reported at the last sign-in. */
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('user_identities_provider_subject_key').on(table.provider, table.subject), index('user_identities_user_id_idx').on(table.userId)],
);

/**
 * A sign-in started with a provider and not finished yet: kept in the database, not in memory, so the
 * callback may reach another API instance than the redirect did.
 */
export const oidcAuthRequests = pgTable('oidc_auth_requests', {
  /** Hex SHA-256 of the `state` parameter. */
  stateHash: text('state_hash').primaryKey(),
  provider: text('provider').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
