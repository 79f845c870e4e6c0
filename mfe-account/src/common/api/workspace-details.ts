import { creatorRoles, departments, teamSizes, type CreatorRole, type Department, type TeamSize } from '@stepwise/contracts/rules';

/** Workspace creation details (spec §3): the contract's lists, which the API and the database check too. */
export const DEPARTMENTS = departments;
/** Team sizes as the API takes them: '0' is "only me", '50' is "50+". */
export const TEAM_SIZES = teamSizes;
export const WORKSPACE_ROLES = creatorRoles;
export type { CreatorRole, Department, TeamSize };

export function isDepartment(value: unknown): value is Department {
  return typeof value === 'string' && (DEPARTMENTS as readonly string[]).includes(value);
}

export function isTeamSize(value: unknown): value is TeamSize {
  return typeof value === 'string' && (TEAM_SIZES as readonly string[]).includes(value);
}
