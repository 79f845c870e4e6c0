/** Where the app reads the time: expiry checks use it, so tests can move time instead of sleeping. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function addMs(date: Date, ms: number): Date {
  return new Date(date.getTime() + ms);
}
