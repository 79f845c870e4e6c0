import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { baseStates, taskActivityKinds, TIME_ENTRY_SOURCES } from '@stepwise/contracts';
import { oneOf } from './checks.js';
import { users } from './users.js';
import { workspaces } from './workspaces.js';
import { goals, projects, spheres, stages } from './work-structure.js';

export const tasks = pgTable(
  'tasks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    sphereId: integer('sphere_id')
      .notNull()
      .references(() => spheres.id),
    stageId: integer('stage_id')
      .notNull()
      .references(() => stages.id),
    /** The base state of the stage, kept with the task so lists filter and sort without a join. */
    state: text('state', { enum: baseStates }).notNull(),
    goalId: integer('goal_id').references(() => goals.id, { onDelete: 'set null' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    creatorId: integer('creator_id').references(() => users.id, { onDelete: 'set null' }),
    estimateMinutes: integer('estimate_minutes'),
    complexity: integer('complexity'),
    dueOn: date('due_on', { mode: 'string' }),
    /** Minutes the assignee said it took when finishing; overrides the recorded intervals. */
    spentMinutesOverride: integer('spent_minutes_override'),
    /** Fractional index in the assignee's flow; null when finished or unassigned. */
    flowRank: text('flow_rank'),
    /** Fractional index within the stage on the board. */
    stageRank: text('stage_rank').notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('tasks_workspace_id_id_idx').on(table.workspaceId, table.id),
    index('tasks_flow_idx')
      .on(table.workspaceId, table.assigneeId, table.flowRank)
      .where(sql`${table.flowRank} is not null`),
    index('tasks_stage_rank_idx').on(table.stageId, table.stageRank),
    index('tasks_goal_id_idx').on(table.goalId),
    index('tasks_project_id_idx').on(table.projectId),
    check('tasks_state_check', oneOf(table.state, baseStates)),
    check('tasks_complexity_check', sql`${table.complexity} between 1 and 5`),
    check('tasks_estimate_check', sql`${table.estimateMinutes} > 0`),
    check('tasks_finished_check', sql`(${table.state} = 'finished') = (${table.finishedAt} is not null)`),
  ],
);

/** `taskId` waits for `blockerId`; both in one workspace, no cycles (checked by the service). */
export const taskBlockers = pgTable(
  'task_blockers',
  {
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ name: 'task_blockers_pkey', columns: [table.taskId, table.blockerId] }),
    index('task_blockers_blocker_id_idx').on(table.blockerId),
    check('task_blockers_not_self_check', sql`${table.taskId} <> ${table.blockerId}`),
  ],
);

/**
 * Each stretch of time a task was in progress for its member. An open interval (no end) is the
 * member's active task: the partial unique index makes a second one impossible, whatever races.
 */
export const taskIntervals = pgTable(
  'task_intervals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Whole minutes of a closed interval (null while it runs), kept by the database for the reports' sums. */
    minutes: integer('minutes').generatedAlwaysAs(sql`floor(date_part('epoch', ended_at - started_at) / 60)::int`),
    /** 'timer': opened and closed by the task's start and pause; 'manual': added by a member's hand. */
    source: text('source', { enum: TIME_ENTRY_SOURCES }).notNull().default('timer'),
    note: text('note'),
  },
  (table) => [
    check('task_intervals_source_check', oneOf(table.source, TIME_ENTRY_SOURCES)),
    uniqueIndex('task_intervals_one_active_per_member_key')
      .on(table.workspaceId, table.userId)
      .where(sql`${table.endedAt} is null`),
    uniqueIndex('task_intervals_one_open_per_task_key')
      .on(table.taskId)
      .where(sql`${table.endedAt} is null`),
    index('task_intervals_task_id_idx').on(table.taskId),
    index('task_intervals_user_started_idx').on(table.workspaceId, table.userId, table.startedAt),
    // The time report reads a workspace's intervals of a period, whoever tracked them.
    index('task_intervals_workspace_started_idx').on(table.workspaceId, table.startedAt),
    // …and the closed ones begun before the period that end inside it, read from the index alone.
    index('task_intervals_workspace_ended_idx').on(table.workspaceId, table.endedAt, table.startedAt),
    check('task_intervals_order_check', sql`${table.endedAt} is null or ${table.endedAt} >= ${table.startedAt}`),
  ],
);

/** Who changed what on a task, and when (`changes`: field → { from, to }). */
export const taskActivity = pgTable(
  'task_activity',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: taskActivityKinds }).notNull(),
    changes: jsonb('changes').notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('task_activity_task_id_idx').on(table.taskId, table.at),
    // The cumulative flow report reads the stage changes since its period began.
    index('task_activity_stage_changes_idx')
      .on(table.at)
      .where(sql`${table.changes} ? 'stage_id'`),
    check('task_activity_kind_check', oneOf(table.kind, taskActivityKinds)),
  ],
);

export type TaskRow = typeof tasks.$inferSelect;
export type TaskIntervalRow = typeof taskIntervals.$inferSelect;
export type TaskActivityRow = typeof taskActivity.$inferSelect;
