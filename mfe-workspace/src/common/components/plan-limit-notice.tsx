import { FormAlert, RouteLink, type ApiError, errorBodyNumber } from '@stepwise/shared';
import { usePlanName } from '@stepwise/shared/api';
import type { PlanCode, PlanLimitKind } from '@stepwise/contracts/rules';
import { FormattedMessage } from 'react-intl';

const LIMIT_MESSAGES: Readonly<Record<PlanLimitKind, string>> = {
  members: 'work.planLimit.members',
  projects: 'work.planLimit.projects',
};

/** The `limit`, `capacity` and `plan` a 409 plan_limit carries (PlanLimitDetails of the contract). */
export function planLimitDetails(error: ApiError): { limit: PlanLimitKind; capacity: number | null; plan: PlanCode | null } {
  const body = error as unknown as Record<string, unknown>;
  return {
    limit: body.limit === 'members' ? 'members' : 'projects',
    capacity: errorBodyNumber(error, 'capacity'),
    plan: typeof body.plan === 'string' ? (body.plan as PlanCode) : null,
  };
}

/**
 * A change refused because the plan is full: which capacity, how much the plan allows, and the way
 * out — the workspace's plan page, where an admin upgrades.
 */
export function PlanLimitNotice({ error, workspaceId }: { error: ApiError; workspaceId: number }) {
  const planName = usePlanName('mfe_workspace');
  const { limit, capacity, plan } = planLimitDetails(error);
  return (
    <FormAlert>
      <FormattedMessage id={LIMIT_MESSAGES[limit]} values={{ capacity: capacity ?? 0, plan: plan ? planName(plan) : '' }} />{' '}
      <RouteLink to="account-workspaces-workspace-plan" params={{ workspace: workspaceId }}>
        <FormattedMessage id="work.planLimit.upgrade" />
      </RouteLink>
    </FormAlert>
  );
}
