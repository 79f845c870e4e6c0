/** The year Stepwise was first published; the copyright line runs from it to the current year. */
export const FIRST_PUBLISHED_YEAR = 2021;

/** "2021–2026": from the first year to the current one (a single year when they are the same). */
export function copyrightYears(now: Date, since = FIRST_PUBLISHED_YEAR): string {
  const current = now.getFullYear();
  return current > since ? `${since}–${current}` : String(since);
}
