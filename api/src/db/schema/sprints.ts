import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { SPRINT_LENGTH_WEEKS_MAX, SPRINT_LENGTH_WEEKS_MIN, SPRINT_SCOPE_CHANGE_KINDS, SPRINT_START_WEEKDAYS } from '@stepwise/contracts';
import { oneOf } from './checks.js';
import { tasks } from './tasks.js';
import { users } from './users.js';
import { workspaces } from './workspaces.js';

/**
 * How a workspace cuts time into sprints. The row is also the workspace's sprint lock: creating,
 * planning and rolling over sprints lock it first, so they never interleave.
 */
export const sprintSettings = pgTable(
  'sprint_settings',
  {
    workspaceId: integer('workspace_id')
      .primaryKey()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    lengthWeeks: integer('length_weeks').notNull(),
    startWeekday: text('start_weekday', { enum: SPRINT_START_WEEKDAYS }).notNull(),
  },
  (table) => [
    check(
      'sprint_settings_length_check',
      sql`${table.lengthWeeks} between ${sql.raw(String(SPRINT_LENGTH_WEEKS_MIN))} and ${sql.raw(String(SPRINT_LENGTH_WEEKS_MAX))}`,
    ),
    check('sprint_settings_weekday_check', oneOf(table.startWeekday, SPRINT_START_WEEKDAYS)),
  ],
);

/** A workspace's sprints, numbered from 1, created as time reaches them; dates in the workspace's zone, both included. */
export const sprints = pgTable(
  'sprints',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    /** When its unfinished tasks were carried over to the sprint then current; null until it has ended and that ran. */
    rolledOverAt: timestamp('rolled_over_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // Lazy creation by concurrent requests or API instances writes each sprint once.
    uniqueIndex('sprints_workspace_number_key').on(table.workspaceId, table.number),
    index('sprints_not_rolled_over_idx')
      .on(table.endsOn)
      .where(sql`${table.rolledOverAt} is null`),
    check('sprints_dates_check', sql`${table.endsOn} >= ${table.startsOn}`),
    check('sprints_number_check', sql`${table.number} >= 1`),
  ],
);

/** Tasks planned in a sprint. A task stays in a past sprint's list; carried over, it is also in a later one. */
export const sprintTasks = pgTable(
  'sprint_tasks',
  {
    sprintId: integer('sprint_id')
      .notNull()
      .references(() => sprints.id, { onDelete: 'cascade' }),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** Came unfinished from an earlier sprint at its roll-over. */
    carriedOver: boolean('carried_over').notNull().default(false),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ name: 'sprint_tasks_pkey', columns: [table.sprintId, table.taskId] }), index('sprint_tasks_task_idx').on(table.taskId)],
);

/** A task added to or removed from a sprint's plan after the sprint started. */
export const sprintScopeChanges = pgTable(
  'sprint_scope_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sprintId: integer('sprint_id')
      .notNull()
      .references(() => sprints.id, { onDelete: 'cascade' }),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SPRINT_SCOPE_CHANGE_KINDS }).notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('sprint_scope_changes_sprint_idx').on(table.sprintId, table.at),
    check('sprint_scope_changes_kind_check', oneOf(table.kind, SPRINT_SCOPE_CHANGE_KINDS)),
  ],
);

export type SprintRow = typeof sprints.$inferSelect;
