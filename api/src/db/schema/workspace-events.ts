import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { workspaces } from './workspaces.js';

/**
 * Each workspace's last event number. Taking the next number updates this row, whose lock is held
 * until the transaction commits, so a workspace's events commit in the order of their numbers and
 * a reader that has seen number n has seen every number below it.
 */
export const workspaceEventCounters = pgTable('workspace_event_counters', {
  workspaceId: integer('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  lastSeq: bigint('last_seq', { mode: 'number' }).notNull(),
});

/**
 * The live channel's outbox: every change other members should see, written in the transaction of
 * the change and pushed to their open screens (docs/live.md).
 */
export const workspaceEvents = pgTable(
  'workspace_events',
  {
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    /** Who made the change; null for the system (a job, an import). */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'workspace_events_pkey', columns: [table.workspaceId, table.seq] }),
    index('workspace_events_created_at_idx').on(table.createdAt),
  ],
);
