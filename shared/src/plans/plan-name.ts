import type { PlanCode } from './plan-types';

/** Our own names of the plans, used until (or when failing) the plan catalogue gives its names. */
export const PLAN_NAME_IDS: Record<PlanCode, string> = {
  free: 'plans.name.free',
  flex: 'plans.name.flex',
  start: 'plans.name.start',
  pro: 'plans.name.pro',
  premium: 'plans.name.premium',
  corporate: 'plans.name.corporate',
};
