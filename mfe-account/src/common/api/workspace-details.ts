/** Workspace creation details (spec §3): what the wizard's first step asks. */
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

/** Team sizes as the API takes them: '0' is "only me", '50' is "50+". */
export const TEAM_SIZES = ['0', '5', '6-15', '16-30', '31-50', '50'] as const;
export type TeamSize = (typeof TEAM_SIZES)[number];

export const WORKSPACE_ROLES = ['top_manager', 'project_manager', 'team_lead', 'member', 'contractor', 'entrepreneur', 'student', 'other'] as const;
export type CreatorRole = (typeof WORKSPACE_ROLES)[number];

export function isDepartment(value: unknown): value is Department {
  return typeof value === 'string' && (DEPARTMENTS as readonly string[]).includes(value);
}

export function isTeamSize(value: unknown): value is TeamSize {
  return typeof value === 'string' && (TEAM_SIZES as readonly string[]).includes(value);
}
