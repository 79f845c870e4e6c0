import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { DAY_OFF_KINDS, FORECAST_OUTCOMES } from '@stepwise/contracts';
import { oneOf } from './checks.js';
import { users } from './users.js';
import { workspaces } from './workspaces.js';
import { tasks } from './tasks.js';

/** `{ mon: [["09:00","13:00"], …], …, sun: [] }` */
export type WeekIntervalsJson = Record<'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun', Array<[string, string]>>;

/** The schedule new members inherit; without a row, Monday–Friday 09:00–18:00 in the workspace's zone. */
export const workspaceSchedules = pgTable('workspace_schedules', {
  workspaceId: integer('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  timeZone: text('time_zone').notNull(),
  week: jsonb('week').$type<WeekIntervalsJson>().notNull(),
});

/** A member's own schedule; without a row they follow the workspace default. */
export const memberSchedules = pgTable(
  'member_schedules',
  {
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    timeZone: text('time_zone').notNull(),
    week: jsonb('week').$type<WeekIntervalsJson>().notNull(),
  },
  (table) => [primaryKey({ name: 'member_schedules_pkey', columns: [table.workspaceId, table.userId] })],
);

export const daysOff = pgTable(
  'days_off',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromDay: date('from_day', { mode: 'string' }).notNull(),
    toDay: date('to_day', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: DAY_OFF_KINDS }).notNull(),
    /** Only this wall-time interval of each day; both null = whole days. */
    partFrom: text('part_from'),
    partTo: text('part_to'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('days_off_member_idx').on(table.workspaceId, table.userId, table.fromDay),
    check('days_off_order_check', sql`${table.toDay} >= ${table.fromDay}`),
    check('days_off_kind_check', oneOf(table.kind, DAY_OFF_KINDS)),
    check('days_off_part_check', sql`(${table.partFrom} is null) = (${table.partTo} is null)`),
  ],
);

/** A workspace's calendar; without a row, derived from its creator's language (ru → RU). */
export const workspaceCalendars = pgTable('workspace_calendars', {
  workspaceId: integer('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  country: text('country'),
  holidays: jsonb('holidays').$type<string[]>().notNull(),
  workingDays: jsonb('working_days').$type<string[]>().notNull(),
});

/** The change counter of a workspace's forecast: bumped in the transaction of every change that can move a date. */
export const forecastVersions = pgTable('forecast_versions', {
  workspaceId: integer('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
  /** The version the last `forecast.changed` event announced. */
  publishedVersion: integer('published_version').notNull().default(0),
});

/** Each open task's forecast as it stood on a day (kept by the daily job). */
export const taskForecastSnapshots = pgTable(
  'task_forecast_snapshots',
  {
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    p50: timestamp('p50', { withTimezone: true }).notNull(),
    p85: timestamp('p85', { withTimezone: true }).notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'task_forecast_snapshots_pkey', columns: [table.taskId, table.day] }),
    index('task_forecast_snapshots_workspace_idx').on(table.workspaceId),
  ],
);

/** Where a finished task's real finish fell in its latest snapshot before it finished. */
export const taskForecastOutcomes = pgTable(
  'task_forecast_outcomes',
  {
    taskId: integer('task_id')
      .primaryKey()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    p50: timestamp('p50', { withTimezone: true }).notNull(),
    p85: timestamp('p85', { withTimezone: true }).notNull(),
    outcome: text('outcome', { enum: FORECAST_OUTCOMES }).notNull(),
  },
  (table) => [
    index('task_forecast_outcomes_workspace_idx').on(table.workspaceId, table.userId),
    check('task_forecast_outcomes_outcome_check', oneOf(table.outcome, FORECAST_OUTCOMES)),
  ],
);
