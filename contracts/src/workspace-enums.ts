/** Workspace creation details (spec §3) and membership values, as the API stores and the wizard sends them. */

export const DEPARTMENTS = [
  'software',
  'web_agency',
  'marketing',
  'outsource',
  'product',
  'smm',
  'hr',
  'design',
  'sales',
  'finance',
  'ecommerce',
  'games',
  'education',
  'entertainment',
  'consulting',
  'health',
  'non_commercial',
  'personal',
  'other',
] as const;
export type Department = (typeof DEPARTMENTS)[number];

/** '0' is "only me", '50' is "50+". */
export const TEAM_SIZES = ['0', '5', '6-15', '16-30', '31-50', '50'] as const;
export type TeamSize = (typeof TEAM_SIZES)[number];

/** The creator's role in the team (a creation detail, not a workspace permission). */
export const CREATOR_ROLES = [
  'top_manager',
  'project_manager',
  'team_lead',
  'member',
  'contractor',
  'entrepreneur',
  'student',
  'other',
] as const;
export type CreatorRole = (typeof CREATOR_ROLES)[number];

/** Permissions in the workspace: admin is shown as owner/founder. */
export const MEMBER_ROLES = ['admin', 'member'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export const MEMBER_STATUSES = ['active', 'inactive'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

function oneOf<T extends string>(values: readonly T[]) {
  return (value: unknown): value is T => typeof value === 'string' && (values as readonly string[]).includes(value);
}

export const isDepartment = oneOf(DEPARTMENTS);
export const isTeamSize = oneOf(TEAM_SIZES);
export const isCreatorRole = oneOf(CREATOR_ROLES);
