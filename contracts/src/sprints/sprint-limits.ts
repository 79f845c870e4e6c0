/** A sprint lasts 1 to 4 weeks. */
export const SPRINT_LENGTH_WEEKS_MIN = 1;
export const SPRINT_LENGTH_WEEKS_MAX = 4;
export const SPRINT_START_WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type SprintStartWeekday = (typeof SPRINT_START_WEEKDAYS)[number];
export const SPRINT_STATUSES = ['past', 'current', 'future'] as const;
export type SprintStatusCode = (typeof SPRINT_STATUSES)[number];
/** Tasks one plan may hold. */
export const SPRINT_PLAN_MAX_TASKS = 1_000;
/** `at` of the sprint routes may be at most this many days ahead (sprints up to it are created). */
export const SPRINT_AT_MAX_DAYS_AHEAD = 366;
/** What a change of a sprint's plan after its start was. */
export const SPRINT_SCOPE_CHANGE_KINDS = ['added', 'removed'] as const;
