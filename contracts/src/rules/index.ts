export * from './email.js';
export * from './password.js';
export * from './phone.js';
export * from './requisites.js';
export * from './workspace-domain.js';
export * from './identifiers.js';
export * from './supported-dates.js';
export * from './time-zones.js';

// Everything else a screen may need that is not a schema: `@stepwise/contracts/rules` is the whole
// contract minus TypeBox, so a browser bundle that imports only from here never includes it.
export * from '../email-links.js';
export * from '../error-codes.js';
export * from '../field-codes.js';
export * from '../limits.js';
export * from '../auth/limits.js';
export * from '../auth/proof-of-work.js';
export * from '../plans/enums.js';
export * from '../subscriptions/statuses.js';
export * from '../users/enums.js';
export * from '../workspaces/enums.js';
export * from '../live/live-protocol.js';
export * from '../money/roubles.js';
export * from '../cards/card-enums.js';
export * from '../payments/payment-enums.js';
export * from '../billing/billing-enums.js';
export * from '../work/work-limits.js';
export * from '../work/work-enums.js';
export * from '../work/task-status.js';
export * from '../work/default-stages.js';
export * from '../work/project-key.js';
export * from '../work/stage-rules.js';
export * from '../work/calendar-date.js';
export * from '../forecast/forecast-limits.js';
export type * from '../work/workspace-events.js';
export * from '../forecast/history-skip-reasons.js';
export * from '../forecast/work-intervals.js';
export * from '../time/time-entry-limits.js';
export * from '../time/iso-week.js';
