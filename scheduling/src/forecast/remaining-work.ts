/**
 * A task that has taken longer than expected is not done: it keeps a remainder of at least
 * MIN_REMAINING_SHARE of its expected work, and never less than MIN_REMAINING_MINUTES.
 */
export const MIN_REMAINING_SHARE = 0.15;
export const MIN_REMAINING_MINUTES = 15;

/** Minutes of work left: expected (estimate × pace) minus what was already spent, with the floor above. */
export function remainingMinutes(expectedMinutes: number, spentMinutes: number): number {
  if (spentMinutes <= 0) return expectedMinutes;
  const floor = Math.max(MIN_REMAINING_MINUTES, MIN_REMAINING_SHARE * expectedMinutes);
  return Math.max(expectedMinutes - spentMinutes, Math.min(floor, expectedMinutes));
}
