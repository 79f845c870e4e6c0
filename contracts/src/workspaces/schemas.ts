import { Type, type Static } from 'typebox';
import { planCodes } from '../plans/enums.js';
import { subscriptionStatuses } from '../subscriptions/statuses.js';
import { DOMAIN_MAX_LENGTH, DOMAIN_MIN_LENGTH } from '../limits.js';
import { creatorRoles, CUSTOM_DEPARTMENT_MAX_LENGTH, departments, memberRoles, teamSizes, WORKSPACE_NAME_MAX_LENGTH } from './enums.js';

/** A workspace's subscription as the workspace views show it (the whole of it: GET subscriptions/{uuid}). */
export const WorkspaceSubscriptionResponse = Type.Object(
  {
    uuid: Type.String({ format: 'uuid' }),
    plan: Type.Enum(planCodes),
    status: Type.Enum(subscriptionStatuses),
    price_type: Type.String({ description: 'per_member_month, monthly or annual' }),
    ends_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
      description: 'End of the current period or trial; null for the free plan',
    }),
  },
  { title: 'WorkspaceSubscription' },
);
export type WorkspaceSubscriptionResponse = Static<typeof WorkspaceSubscriptionResponse>;

export const WorkspaceResponse = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    domain: Type.String({ description: 'Lower case' }),
    role: Type.Enum(memberRoles, { description: "The signed-in user's role: admin (owner/founder) or member" }),
    member_count: Type.Integer({ minimum: 0, description: 'Active members' }),
    created_at: Type.String({ format: 'date-time' }),
    subscription: Type.Union([WorkspaceSubscriptionResponse, Type.Null()], {
      description: 'null while the workspace has no subscription',
    }),
  },
  { title: 'Workspace' },
);
export type WorkspaceResponse = Static<typeof WorkspaceResponse>;

export const WorkspaceListResponse = Type.Object({ data: Type.Array(WorkspaceResponse) }, { title: 'WorkspaceList' });
export type WorkspaceListResponse = Static<typeof WorkspaceListResponse>;

export const CreateWorkspaceBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: WORKSPACE_NAME_MAX_LENGTH, description: 'Trimmed; required' }),
  domain: Type.String({
    minLength: 1,
    description:
      `Trimmed and lower-cased; ${DOMAIN_MIN_LENGTH}–${DOMAIN_MAX_LENGTH} Latin letters, digits and hyphens, ` +
      'starting with a letter or digit, not ending with a hyphen, not reserved, not taken',
  }),
  department: Type.Enum(departments),
  custom_department: Type.Optional(Type.String({ maxLength: CUSTOM_DEPARTMENT_MAX_LENGTH, description: "Required (trimmed) when department is 'other'" })),
  team_size: Type.Enum(teamSizes, { description: "'0' is only me, '50' is 50+" }),
  role: Type.Enum(creatorRoles, { description: "The creator's role in the team" }),
  plan: Type.Optional(Type.Enum(planCodes, { description: 'The plan chosen in the wizard, kept for the checkout' })),
});
export type CreateWorkspaceBody = Static<typeof CreateWorkspaceBody>;

/** At most this many alternatives are offered for an unavailable domain. */
export const MAX_DOMAIN_SUGGESTIONS = 3;

export const DomainAvailabilityBody = Type.Object({
  domain: Type.String({
    minLength: 1,
    maxLength: DOMAIN_MAX_LENGTH,
    description: `Trimmed and lower-cased; at most ${DOMAIN_MAX_LENGTH} characters (no domain is longer)`,
  }),
});
export type DomainAvailabilityBody = Static<typeof DomainAvailabilityBody>;

export const domainUnavailableReasons = ['taken', 'reserved', 'invalid'] as const;

export const DomainAvailabilityResponse = Type.Object(
  {
    domain: Type.String({ description: 'The domain as it would be stored (trimmed, lower case)' }),
    available: Type.Boolean(),
    reason: Type.Optional(Type.Enum(domainUnavailableReasons, { description: 'Why it is not available; invalid covers the character and length rules' })),
    suggestions: Type.Array(Type.String(), {
      maxItems: MAX_DOMAIN_SUGGESTIONS,
      description: 'Valid, free alternatives (e.g. name-team, name-hq, name2) when not available; else empty',
    }),
  },
  { title: 'DomainAvailability' },
);
export type DomainAvailabilityResponse = Static<typeof DomainAvailabilityResponse>;

export const WorkspaceIdParams = Type.Object({ id: Type.String({ description: 'Workspace id (digits)' }) });
