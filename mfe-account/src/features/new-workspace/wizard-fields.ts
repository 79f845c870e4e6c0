import type { FieldCodeMessages, PlanCode } from '@stepwise/shared';
import type { CreatorRole, Department, TeamSize } from '../../common/api/workspace-details';
import type { DomainUnavailableReason } from '../../common/api/workspaces-api';

export type WizardStep = 1 | 2 | 3;
export const WIZARD_STEPS: readonly WizardStep[] = [1, 2, 3];

/** The wizard's values; field names are the API's. */
export interface WizardValues {
  department?: Department;
  custom_department?: string;
  team_size?: TeamSize;
  role?: CreatorRole;
  name?: string;
  domain?: string;
  plan?: PlanCode;
}

export const STEP_TITLES: Record<WizardStep, string> = {
  1: 'account.newWorkspace.step.details',
  2: 'account.newWorkspace.step.name',
  3: 'account.newWorkspace.step.plan',
};

/** The step that shows each field, to go back to when the server finds a problem there. */
export const FIELD_STEPS: Readonly<Record<string, WizardStep>> = {
  department: 1,
  custom_department: 1,
  team_size: 1,
  role: 1,
  name: 2,
  domain: 2,
};

export const DEPARTMENT_LABELS: Record<Department, string> = {
  software: 'account.department.software',
  web_agency: 'account.department.webAgency',
  marketing: 'account.department.marketing',
  outsource: 'account.department.outsource',
  product: 'account.department.product',
  smm: 'account.department.smm',
  hr: 'account.department.hr',
  design: 'account.department.design',
  sales: 'account.department.sales',
  finance: 'account.department.finance',
  ecommerce: 'account.department.ecommerce',
  games: 'account.department.games',
  education: 'account.department.education',
  entertainment: 'account.department.entertainment',
  consulting: 'account.department.consulting',
  health: 'account.department.health',
  non_commercial: 'account.department.nonCommercial',
  personal: 'account.department.personal',
  other: 'account.department.other',
};

export const TEAM_SIZE_LABELS: Record<TeamSize, string> = {
  '0': 'account.teamSize.onlyMe',
  '5': 'account.teamSize.upTo5',
  '6-15': 'account.teamSize.6to15',
  '16-30': 'account.teamSize.16to30',
  '31-50': 'account.teamSize.31to50',
  '50': 'account.teamSize.over50',
};

export const ROLE_LABELS: Record<CreatorRole, string> = {
  top_manager: 'account.creatorRole.topManager',
  project_manager: 'account.creatorRole.projectManager',
  team_lead: 'account.creatorRole.teamLead',
  member: 'account.creatorRole.member',
  contractor: 'account.creatorRole.contractor',
  entrepreneur: 'account.creatorRole.entrepreneur',
  student: 'account.creatorRole.student',
  other: 'account.creatorRole.other',
};

/** What an unavailable domain is called, live while typing and as the field's error. */
export const DOMAIN_REASON_MESSAGES: Record<DomainUnavailableReason, string> = {
  taken: 'account.newWorkspace.domain.taken',
  reserved: 'account.newWorkspace.domain.reserved',
  invalid: 'account.newWorkspace.domain.invalid',
};

/** The API's field codes of POST workspaces (400 validation_failed) as message ids. */
export const CREATE_FIELD_MESSAGES: FieldCodeMessages = {
  department: { required: 'account.newWorkspace.validation.departmentRequired', invalid: 'account.newWorkspace.validation.invalidChoice' },
  custom_department: { required: 'account.newWorkspace.validation.customDepartmentRequired', max_length: 'account.newWorkspace.validation.tooLong' },
  team_size: { required: 'account.newWorkspace.validation.teamSizeRequired', invalid: 'account.newWorkspace.validation.invalidChoice' },
  role: { required: 'account.newWorkspace.validation.roleRequired', invalid: 'account.newWorkspace.validation.invalidChoice' },
  name: { required: 'account.newWorkspace.validation.nameRequired', max_length: 'account.newWorkspace.validation.tooLong' },
  domain: {
    required: 'account.newWorkspace.validation.domainRequired',
    invalid: 'account.newWorkspace.validation.domainFormat',
    reserved: 'account.newWorkspace.domain.reserved',
    taken: 'account.newWorkspace.domain.taken',
    too_short: 'account.newWorkspace.validation.domainTooShort',
    too_long: 'account.newWorkspace.validation.domainTooLong',
  },
};

export const CREATE_FIELD_FALLBACK = 'validation.invalid';
