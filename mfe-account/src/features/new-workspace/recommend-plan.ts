import type { Plan, PlanCode } from '@stepwise/shared';
import type { TeamSize } from '../../common/api/workspace-details';

/**
 * The most people each team-size answer can mean. "50+" is counted as 51: the answer says no more,
 * and the owner can move up later (the plan page shows members against the plan's capacity).
 */
export const TEAM_SIZE_HEADCOUNT: Readonly<Record<TeamSize, number>> = {
  '0': 1,
  '5': 5,
  '6-15': 15,
  '16-30': 30,
  '31-50': 50,
  '50': 51,
};

/** Used only while the catalogue is not loaded (or failed): the same rule on the catalogue of the migrations. */
const FALLBACK_BY_TEAM_SIZE: Readonly<Record<TeamSize, PlanCode>> = {
  '0': 'free',
  '5': 'start',
  '6-15': 'pro',
  '16-30': 'pro',
  '31-50': 'premium',
  '50': 'premium',
};

/** Whether the plan's member capacity holds this many people (capacity_to null: no limit). */
export function planFits(plan: Pick<Plan, 'features'>, headcount: number): boolean {
  const members = plan.features.find((feature) => feature.code === 'members');
  if (!members) return true;
  return members.capacity_from <= headcount && (members.capacity_to === null || members.capacity_to >= headcount);
}

/** What the plan costs a month for this many people (a per-member plan charges each of them). */
export function monthlyCost(plan: Pick<Plan, 'price_type' | 'prices'>, headcount: number): number {
  return plan.price_type === 'per_member_month' ? plan.prices.monthly * headcount : plan.prices.monthly;
}

/**
 * The plan the wizard recommends: the cheapest plan of the catalogue whose member capacity holds
 * the team at its largest (a tie goes to the plan listed first). An unknown team size counts as
 * "only me". Without a catalogue, the answer for the catalogue of the migrations.
 */
export function recommendPlan({ teamSize, plans }: { teamSize: TeamSize | undefined; plans: readonly Plan[] | undefined }): PlanCode {
  const size = teamSize ?? '0';
  const headcount = TEAM_SIZE_HEADCOUNT[size];
  const fitting = (plans ?? []).filter((plan) => planFits(plan, headcount));
  if (fitting.length === 0) return FALLBACK_BY_TEAM_SIZE[size];
  return fitting.reduce((best, plan) => (monthlyCost(plan, headcount) < monthlyCost(best, headcount) ? plan : best)).code;
}
