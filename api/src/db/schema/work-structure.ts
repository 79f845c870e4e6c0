import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { baseStates } from '@stepwise/contracts';
import { oneOf } from './checks.js';
import { users } from './users.js';
import { workspaces } from './workspaces.js';

/** An area of responsibility of a workspace, with its own ordered stages. */
export const spheres = pgTable(
  'spheres',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('spheres_workspace_id_idx').on(table.workspaceId, table.position)],
);

/** A sphere's stage; every stage maps to one base state, which is what the task rules read. */
export const stages = pgTable(
  'stages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sphereId: integer('sphere_id')
      .notNull()
      .references(() => spheres.id, { onDelete: 'cascade' }),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    state: text('state', { enum: baseStates }).notNull(),
    position: integer('position').notNull(),
  },
  (table) => [index('stages_sphere_id_idx').on(table.sphereId, table.position), check('stages_state_check', oneOf(table.state, baseStates))],
);

export const goals = pgTable(
  'goals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    dueOn: date('due_on', { mode: 'string' }),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('goals_workspace_id_idx').on(table.workspaceId)],
);

export const projects = pgTable(
  'projects',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Upper case, unique in the workspace (contracts PROJECT_KEY_PATTERN). */
    key: text('key').notNull(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('projects_workspace_id_key_key').on(table.workspaceId, table.key),
    check('projects_key_check', sql`${table.key} ~ '^[A-Z][A-Z0-9]{1,9}$'`),
  ],
);

export type SphereRow = typeof spheres.$inferSelect;
export type StageRow = typeof stages.$inferSelect;
export type GoalRow = typeof goals.$inferSelect;
export type ProjectRow = typeof projects.$inferSelect;
