import { SPRINT_AT_MAX_DAYS_AHEAD } from '@stepwise/contracts';
import { validationFailed } from '../../errors/app-error.js';

const DAY_MS = 86_400_000;

/**
 * The instant of a sprint request: `at` when given, else now. An `at` that is not an instant, or
 * further ahead than a year (sprints up to it would be created), is refused (400 `at: invalid`).
 */
export function sprintInstant(at: string | undefined, now: Date): Date {
  if (at === undefined) return now;
  const instant = Date.parse(at);
  if (Number.isNaN(instant) || instant > now.getTime() + SPRINT_AT_MAX_DAYS_AHEAD * DAY_MS) throw validationFailed({ at: 'invalid' });
  return new Date(instant);
}
