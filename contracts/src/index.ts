// The whole contract: the pure part (rules, limits, enums, codes, email links, the live protocol)
// and the request and response schemas of each area.
export * from './rules/index.js';
export * from './common/schemas.js';
export * from './live/live-messages.js';
export * from './auth/schemas.js';
export * from './users/schemas.js';
export * from './workspaces/schemas.js';
export * from './plans/schemas.js';
export * from './auth/recovery-schemas.js';
export * from './auth/activation-schemas.js';
export * from './auth/provider-schemas.js';
export * from './users/unsubscribe-schemas.js';
export * from './feedback/schemas.js';
export * from './cards/card-schemas.js';
export * from './payments/payment-schemas.js';
export * from './billing/billing-schemas.js';
export * from './work/common-work-schemas.js';
export * from './work/member-schemas.js';
export * from './work/invitation-schemas.js';
export * from './work/sphere-schemas.js';
export * from './work/goal-schemas.js';
export * from './work/project-schemas.js';
export * from './work/task-schemas.js';
export * from './forecast/index.js';
export * from './sprints/index.js';
export * from './time/index.js';
export * from './reports/index.js';
