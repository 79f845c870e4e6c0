/** The start of the slot `now` falls in: slots of `everyMs` counted from the Unix epoch, the same on every instance. */
export function slotStart(now: Date, everyMs: number): Date {
  return new Date(Math.floor(now.getTime() / everyMs) * everyMs);
}
