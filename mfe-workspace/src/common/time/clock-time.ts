/** Elapsed seconds as `h:mm:ss` (hours grow past 24: a timer left running). */
export function formatElapsed(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const two = (value: number) => String(value).padStart(2, '0');
  return `${Math.floor(seconds / 3600)}:${two(Math.floor(seconds / 60) % 60)}:${two(seconds % 60)}`;
}

/** The instant of a wall time (`HH:MM`) on a date (`YYYY-MM-DD`) in the browser's time zone, as ISO. */
export function localInstant(date: string, time: string): string {
  return new Date(`${date}T${time}:00`).toISOString();
}

/** The browser's local date and wall time of an instant. */
export function localParts(instant: string): { date: string; time: string } {
  const value = new Date(instant);
  const two = (part: number) => String(part).padStart(2, '0');
  return {
    date: `${value.getFullYear()}-${two(value.getMonth() + 1)}-${two(value.getDate())}`,
    time: `${two(value.getHours())}:${two(value.getMinutes())}`,
  };
}
