import { useGetPlansQuery } from '@stepwise/shared/api';
import type { PlanCode } from '@stepwise/contracts/rules';
import type { JoinedWorkspace } from '../../../common/api/work-types';

/** Subscription statuses under which the workspace runs on its subscription's plan (else on `free`, as the API counts). */
const LIVE_STATUSES: ReadonlySet<string> = new Set(['trial', 'active', 'past_due']);

export interface MemberCapacity {
  plan: PlanCode;
  used: number;
  /** null: the plan has no member limit. */
  capacity: number | null;
}

/**
 * How many members the workspace's plan allows and how many it has: the plan of a live subscription
 * (else free), its `members` capacity from the plan catalogue. Undefined until both are known.
 */
export function useMemberCapacity(workspace: JoinedWorkspace | undefined, activeMembers: number | undefined): MemberCapacity | undefined {
  const { data: plans } = useGetPlansQuery();
  if (!workspace || !plans || activeMembers === undefined) return undefined;
  const subscription = workspace.subscription;
  const plan: PlanCode = subscription && LIVE_STATUSES.has(subscription.status) ? subscription.plan : 'free';
  const feature = plans.find((candidate) => candidate.code === plan)?.features.find((candidate) => candidate.code === 'members');
  if (!feature) return undefined;
  return { plan, used: activeMembers, capacity: feature.capacity_to };
}
