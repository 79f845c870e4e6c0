import { useEffect, useState } from 'react';
import type { Task } from '../api/work-types';
import { minutesSince } from '../tasks/minutes';

/**
 * The minutes recorded on a task, counting on while it is in progress: the API's figure is as of
 * its answer, so the clock runs from when this copy of the task arrived.
 */
export function useRecordedMinutes(task: Pick<Task, 'spent_minutes' | 'state' | 'updated_at'>): number {
  const running = task.state === 'in_progress';
  const copy = `${task.spent_minutes}|${task.updated_at}|${running}`;
  const [arrival, setArrival] = useState(() => ({ copy, at: Date.now() }));
  const [now, setNow] = useState(arrival.at);
  if (arrival.copy !== copy) {
    const at = Date.now();
    setArrival({ copy, at });
    setNow(at);
  }
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, [running]);
  return running ? task.spent_minutes + minutesSince(new Date(arrival.at).toISOString(), Math.max(now, arrival.at)) : task.spent_minutes;
}
