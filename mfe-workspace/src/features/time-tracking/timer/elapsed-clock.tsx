import { useEffect, useState } from 'react';
import { formatElapsed } from '../../../common/time/clock-time';

/** Time since `since`, `h:mm:ss`, ticking each second in this element only (one interval while shown). */
export function ElapsedClock({ since }: { since: string }) {
  const start = Date.parse(since);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  // role="timer" is not announced on each change; the timer's own line says when it starts and stops.
  return (
    <time role="timer" dateTime={since} css={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
      {formatElapsed((Math.max(now, start) - start) / 1000)}
    </time>
  );
}
