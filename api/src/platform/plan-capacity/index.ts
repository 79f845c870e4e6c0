/** Plan capacities (members, projects): the one place a change is checked against the workspace's plan. */
export { assertPlanCapacity, planLimitReached, type CapacityCheck, type CapacityCounter } from './plan-capacity.js';
export { lockWorkspaceRow } from './plan-capacity-repository.js';
export { planLimitErrorResponse } from './plan-limit-response.js';
