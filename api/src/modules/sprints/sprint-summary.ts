import type { SprintScopeChange, SprintSummary } from '@stepwise/contracts';
import { isDoneBy, type DayKey } from '@stepwise/scheduling';

/** A planned task as the summary counts it: its estimate (0 when none), assignee and the day it was finished in the workspace zone. */
export interface SummaryTask {
  estimateMinutes: number;
  assigneeId: number | null;
  finishedOn: DayKey | null;
}

/**
 * How a sprint closed: committed and done by estimate and by count (done = finished by its last
 * day), the tasks left unfinished (carried over), the scope added and removed after it started, and
 * the done work of each assignee, most done first.
 */
export function sprintSummary(endsOn: DayKey, planned: readonly SummaryTask[], scopeChanges: readonly Pick<SprintScopeChange, 'kind'>[]): SprintSummary {
  const done = planned.filter((task) => isDoneBy(task.finishedOn, endsOn));
  const minutes = (list: readonly SummaryTask[]) => list.reduce((sum, task) => sum + task.estimateMinutes, 0);
  const members = new Map<number, { user_id: number; done_count: number; done_minutes: number }>();
  for (const task of done) {
    if (task.assigneeId === null) continue;
    const member = members.get(task.assigneeId) ?? { user_id: task.assigneeId, done_count: 0, done_minutes: 0 };
    member.done_count += 1;
    member.done_minutes += task.estimateMinutes;
    members.set(task.assigneeId, member);
  }
  return {
    committed_minutes: minutes(planned),
    done_minutes: minutes(done),
    committed_count: planned.length,
    done_count: done.length,
    carried_over_count: planned.length - done.length,
    added_count: scopeChanges.filter((change) => change.kind === 'added').length,
    removed_count: scopeChanges.filter((change) => change.kind === 'removed').length,
    members: [...members.values()].sort((a, b) => b.done_minutes - a.done_minutes || b.done_count - a.done_count || a.user_id - b.user_id),
  };
}
