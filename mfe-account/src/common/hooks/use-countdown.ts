import { useEffect, useState } from 'react';

/**
 * Counts whole seconds down to zero against the clock (a throttled background tab still ends on
 * time). Starts when `active` becomes true; `secondsLeft` is `seconds` until then.
 */
export function useCountdown(seconds: number, active: boolean): number {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (!active) return;
    const start = Date.now();
    const end = start + seconds * 1000;
    setNow(start);
    setEndsAt(end);
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= end) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [active, seconds]);

  if (endsAt === null) return seconds;
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}
