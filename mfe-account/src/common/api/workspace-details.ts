/** Workspace creation details (spec §3): what the wizard's first step asks; the lists are the API contract's. */
export {
  creatorRoles as WORKSPACE_ROLES,
  departments as DEPARTMENTS,
  teamSizes as TEAM_SIZES,
  isDepartment,
  isTeamSize,
  type CreatorRole,
  type Department,
  type TeamSize,
} from '@stepwise/contracts/rules';
