import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { memberRoles } from '@stepwise/contracts';
import { oneOf } from './checks.js';
import { users } from './users.js';
import { workspaces } from './workspaces.js';

/**
 * The statuses an invitation row stores. `expired` (contracts invitationStatuses) is not stored: a
 * pending invitation whose expires_at has passed is shown as expired.
 */
export const storedInvitationStatuses = ['pending', 'accepted', 'revoked'] as const;
export type StoredInvitationStatus = (typeof storedInvitationStatuses)[number];

/**
 * An invitation to join a workspace, emailed as `/invite/<token>`. Only the SHA-256 of the token is
 * kept; a re-send replaces it (and the expiry), so only the newest link works. A workspace has at most
 * one pending invitation per address.
 */
export const workspaceInvitations = pgTable(
  'workspace_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** Stored trimmed and lower-cased, like users.email. */
    email: text('email').notNull(),
    role: text('role', { enum: memberRoles }).notNull(),
    status: text('status', { enum: storedInvitationStatuses }).notNull().default('pending'),
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When the link was last emailed (the resend cooldown counts from it). */
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('workspace_invitations_token_hash_key').on(table.tokenHash),
    uniqueIndex('workspace_invitations_pending_email_key')
      .on(table.workspaceId, table.email)
      .where(sql`${table.status} = 'pending'`),
    index('workspace_invitations_workspace_id_idx').on(table.workspaceId, table.createdAt),
    check('workspace_invitations_role_check', oneOf(table.role, memberRoles)),
    check('workspace_invitations_status_check', oneOf(table.status, storedInvitationStatuses)),
    check('workspace_invitations_email_check', sql`${table.email} = lower(${table.email})`),
  ],
);

export type WorkspaceInvitationRow = typeof workspaceInvitations.$inferSelect;
