import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { oneOf } from './checks.js';
import { planCodes, plans } from './plans.js';
import { users } from './users.js';
import { creatorRoles, departments, memberRoles, memberStatuses, teamSizes } from '@stepwise/contracts';

// The enums are the contract's, so the API, the database checks and the front ends share one list.
export {
  creatorRoles,
  departments,
  memberRoles,
  memberStatuses,
  teamSizes,
  type CreatorRole,
  type Department,
  type MemberRole,
  type MemberStatus,
  type TeamSize,
} from '@stepwise/contracts';

export const workspaces = pgTable(
  'workspaces',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** Stored trimmed and lower-cased (contracts/src/workspaces/domain-names.ts); unique whatever its case. */
    domain: text('domain').notNull(),
    department: text('department', { enum: departments }).notNull(),
    /** Only with department 'other'. */
    customDepartment: text('custom_department'),
    teamSize: text('team_size', { enum: teamSizes }).notNull(),
    creatorRole: text('creator_role', { enum: creatorRoles }).notNull(),
    /** The plan chosen in the wizard, for the checkout; null when none was chosen. */
    planCode: text('plan_code', { enum: planCodes }).references(() => plans.code),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('workspaces_domain_lower_key').on(sql`lower(${table.domain})`),
    // The last line of defence behind the API's domain rules: lower case, 3–63 characters, no hyphen at the ends.
    check('workspaces_domain_check', sql`${table.domain} ~ '^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$'`),
    check('workspaces_department_check', oneOf(table.department, departments)),
    check('workspaces_custom_department_check', sql`(${table.department} = 'other') = (${table.customDepartment} is not null)`),
    check('workspaces_team_size_check', oneOf(table.teamSize, teamSizes)),
    check('workspaces_creator_role_check', oneOf(table.creatorRole, creatorRoles)),
  ],
);

/** Who belongs to a workspace; a member who leaves stays as 'inactive' (the history is in the events). */
export const workspaceMembers = pgTable(
  'workspace_members',
  {
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: memberRoles }).notNull(),
    status: text('status', { enum: memberStatuses }).notNull().default('active'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'workspace_members_pkey', columns: [table.workspaceId, table.userId] }),
    index('workspace_members_user_id_idx').on(table.userId),
    check('workspace_members_role_check', oneOf(table.role, memberRoles)),
    check('workspace_members_status_check', oneOf(table.status, memberStatuses)),
  ],
);

/**
 * Every change of a membership's status (joining counts as becoming active), written in the same
 * transaction as the change (src/modules/workspaces/member-repository.ts). Per-member billing reads the peak of
 * simultaneously active members of a period from it.
 */
export const workspaceMemberEvents = pgTable(
  'workspace_member_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The status the membership has from `at` on. */
    status: text('status', { enum: memberStatuses }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('workspace_member_events_workspace_id_at_idx').on(table.workspaceId, table.at),
    check('workspace_member_events_status_check', oneOf(table.status, memberStatuses)),
  ],
);

export type WorkspaceRow = typeof workspaces.$inferSelect;
export type WorkspaceMemberRow = typeof workspaceMembers.$inferSelect;
export type WorkspaceMemberEventRow = typeof workspaceMemberEvents.$inferSelect;
