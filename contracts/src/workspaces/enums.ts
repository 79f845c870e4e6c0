/** Workspace creation details (spec §3), as the wizard sends them. */
export const departments = [
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
/** '0' is "only me", '50' is "50+". */
export const teamSizes = ['0', '5', '6-15', '16-30', '31-50', '50'] as const;
/** The creator's role in the team (a creation detail, not a workspace permission). */
export const creatorRoles = ['top_manager', 'project_manager', 'team_lead', 'member', 'contractor', 'entrepreneur', 'student', 'other'] as const;
/** Permissions in the workspace: admin is shown as owner/founder. */
export const memberRoles = ['admin', 'member'] as const;
export const memberStatuses = ['active', 'inactive'] as const;

export type Department = (typeof departments)[number];
export type TeamSize = (typeof teamSizes)[number];
export type CreatorRole = (typeof creatorRoles)[number];
export type MemberRole = (typeof memberRoles)[number];
export type MemberStatus = (typeof memberStatuses)[number];

export const WORKSPACE_NAME_MAX_LENGTH = 100;
export const CUSTOM_DEPARTMENT_MAX_LENGTH = 100;

function oneOf<T extends string>(values: readonly T[]) {
  return (value: unknown): value is T => typeof value === 'string' && (values as readonly string[]).includes(value);
}

export const isDepartment = oneOf(departments);
export const isTeamSize = oneOf(teamSizes);
export const isCreatorRole = oneOf(creatorRoles);
