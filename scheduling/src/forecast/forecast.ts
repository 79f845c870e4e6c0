import type { HolidayCalendar } from '../calendar/holiday-calendar.js';
import { isoInstant, type DayKey } from '../dates/day-key.js';
import { median } from '../stats/median.js';
import type { PaceBasis, PaceModel } from '../pace/pace-model.js';
import type { DayOff } from '../schedule/member-day.js';
import type { WeeklySchedule } from '../schedule/weekly-schedule.js';
import { timelineFor, type WorkingTimeline } from '../schedule/working-timeline.js';
import { localDayOf } from '../dates/zone-clock.js';
import { EMPTY_QUEUE, p50Minutes, p85Minutes, withTask, type QueueMoments } from './queue-spread.js';
import { remainingMinutes } from './remaining-work.js';
import { riskOf, type Risk } from './risk.js';

/** Minutes an unestimated task is assumed to take when nobody has finished anything yet. */
export const DEFAULT_UNSCORED_MINUTES = 240;

export interface ForecastTask {
  id: number;
  assigneeId: number | null;
  estimateMinutes: number | null;
  complexity: number | null;
  /** In-progress time recorded so far. */
  spentMinutes: number;
  dueOn: DayKey | null;
  blockedBy: readonly number[];
  goalId: number | null;
  finished: boolean;
}

export interface ForecastMember {
  userId: number;
  schedule: WeeklySchedule;
  daysOff: readonly DayOff[];
  /** Share of scheduled time that goes to flow tasks (focus.ts); 1 until there is history. */
  focus?: number;
}

export interface ForecastInput {
  /** The forecast instant (ms). */
  at: number;
  calendar: HolidayCalendar;
  members: readonly ForecastMember[];
  /** Each member's unfinished tasks in flow order (the active task first). */
  flows: ReadonlyMap<number, readonly number[]>;
  /** The tasks by id: the flows' tasks, their blockers, and the goals' tasks. A server keeps this map between updates. */
  tasks: ReadonlyMap<number, ForecastTask>;
  paces: PaceModel;
}

export interface TaskForecast {
  task_id: number;
  start_at: string;
  finish_p50: string;
  finish_p85: string;
  risk: Risk | null;
  /** The dates assume an unestimated task earlier in the flow takes the member's usual time. */
  assumes_unscored: boolean;
}

export interface MemberForecast {
  user_id: number;
  pace: number;
  pace_basis: PaceBasis;
  pace_tasks: number;
  focus: number;
  tasks: TaskForecast[];
}

export interface Forecast {
  at: string;
  members: MemberForecast[];
  goals: Array<{ goal_id: number; finish_p50: string; finish_p85: string }>;
  /** Tasks in a flow without an estimate: they get no date of their own. */
  unscored: number[];
  /** Tasks whose working time could not be found within the horizon (a schedule without hours). */
  unplaced: number[];
}

interface Finish {
  p50: number;
  p85: number;
}

/** One member's part of a forecast, kept (by reference) by the next update when it does not move. */
interface MemberResult {
  output: MemberForecast;
  finishes: Map<number, Finish>;
  goals: Map<number, Finish>;
  unscored: number[];
  unplaced: number[];
  /** Where the P50 walk placed each task (unestimated ones too), in flow order. */
  spans: TaskSpan[];
}

/** The working time a task takes in the P50 walk: from its start to its P50 finish (ms). */
export interface TaskSpan {
  taskId: number;
  start: number;
  finish: number;
}

/** Where a member's walk stands: two walkers over one timeline, and the queue since the last wait. */
interface MemberWalk {
  member: ForecastMember;
  result: MemberResult;
  timeline: WorkingTimeline;
  /** The member's local date at the forecast instant. */
  today: DayKey;
  queue: readonly number[];
  next: number;
  /** Where each track's last task finished. */
  reached: Finish;
  /** Minutes an unestimated task is assumed to take for this member. */
  medianMinutes: number;
  /** The queue since the last wait for a blocker: its spread, and the work each track walked. */
  moments: QueueMoments;
  walked50: number;
  walked85: number;
  hint50: { index: number };
  hint85: { index: number };
  assumesUnscored: boolean;
}

const iso = isoInstant;

const resultsOf = new WeakMap<Forecast, ReadonlyMap<number, MemberResult>>();

/** A forecast to start from, and the members whose flow, schedule or pace changed since. */
export interface ForecastReuse {
  previous: Forecast;
  changedMembers: Iterable<number>;
}

function finishIn(results: ReadonlyMap<number, MemberResult> | undefined, tasks: ReadonlyMap<number, ForecastTask>, taskId: number): Finish | undefined {
  const assignee = tasks.get(taskId)?.assigneeId;
  return assignee === null || assignee === undefined ? undefined : results?.get(assignee)?.finishes.get(taskId);
}

/** Whether some task waits for one of these (tasks that found no working time have no date to wait for). */
function waitsForAny(waiters: ReadonlyMap<number, readonly ForecastTask[]>, taskIds: readonly number[]): boolean {
  return taskIds.some((id) => waiters.has(id));
}

/**
 * Whether a flow task waits, through its blockers and the tasks before it in flows, for itself. A
 * flow alone is a line, so every cycle has a blocker in it: the graph of the flow tasks at either end
 * of a blocker, each waiting for the one before it in its flow, is enough (and small).
 */
function hasWaitCycle(input: ForecastInput, waiters: ReadonlyMap<number, readonly ForecastTask[]>): boolean {
  const ends = new Set<number>();
  for (const [blockerId, blocked] of waiters) {
    if (input.tasks.get(blockerId)?.finished !== false) continue;
    for (const task of blocked) {
      if (task.finished) continue;
      ends.add(task.id);
      ends.add(blockerId);
    }
  }
  if (ends.size === 0) return false;
  // Positions of the ends that stand in a flow (the first place only), and who waits for whom.
  const position = new Map<number, number>();
  const next: number[][] = [];
  const waitsFor: number[] = [];
  const place = (id: number) => {
    position.set(id, next.length);
    next.push([]);
    waitsFor.push(0);
    return next.length - 1;
  };
  const waits = (waiter: number, on: number) => {
    next[on]!.push(waiter);
    waitsFor[waiter]!++;
  };
  for (const flow of input.flows.values()) {
    let previous = -1;
    for (const id of flow) {
      if (!ends.has(id) || position.has(id) || input.tasks.get(id)?.finished !== false) continue;
      const here = place(id);
      if (previous >= 0) waits(here, previous);
      previous = here;
    }
  }
  for (const [id, here] of position) {
    for (const blockerId of input.tasks.get(id)!.blockedBy) {
      const blocker = position.get(blockerId);
      if (blocker !== undefined) waits(here, blocker);
    }
  }
  // Kahn's order: what never becomes free to walk waits in a cycle.
  const free = waitsFor.flatMap((count, task) => (count === 0 ? [task] : []));
  let walked = 0;
  while (free.length > 0) {
    const task = free.pop()!;
    walked++;
    for (const waiter of next[task]!) if (--waitsFor[waiter]! === 0) free.push(waiter);
  }
  return walked < next.length;
}

/** Tasks that wait for each task, for the tasks that have blockers. */
function waitersOf(tasks: ReadonlyMap<number, ForecastTask>): Map<number, ForecastTask[]> {
  const waiters = new Map<number, ForecastTask[]>();
  for (const task of tasks.values()) {
    if (task.blockedBy.length === 0) continue;
    for (const blocker of task.blockedBy) {
      const list = waiters.get(blocker);
      if (list) list.push(task);
      else waiters.set(blocker, [task]);
    }
  }
  return waiters;
}

/**
 * Walks every member's flow through their working time and gives each task a start, a P50 and a
 * P85 finish. Deterministic: the same input always gives the same dates. With `reuse`, only the
 * changed members are walked again, then anyone waiting for a task whose dates moved, until
 * nothing else moves; the rest is taken as it was.
 */
export function computeForecast(input: ForecastInput, reuse?: ForecastReuse): Forecast {
  const before = reuse && resultsOf.get(reuse.previous);
  // Which waiting task goes ahead in a cycle (or behind a task without a date) depends on who is
  // walked: then an update walks everyone, as a first forecast does.
  if (!reuse || !before) return forecastMembers(input, null);
  const waiters = waitersOf(input.tasks);
  if (waitsForAny(waiters, reuse.previous.unplaced) || hasWaitCycle(input, waiters)) return forecastMembers(input, null);
  const affected = new Set(reuse.changedMembers);
  for (;;) {
    const forecast = forecastMembers(input, { before, affected });
    const after = resultsOf.get(forecast)!;
    const grown: number[] = [];
    for (const memberId of affected) {
      for (const taskId of input.flows.get(memberId) ?? []) {
        const [was, now] = [finishIn(before, input.tasks, taskId), finishIn(after, input.tasks, taskId)];
        if (was && now && was.p50 === now.p50 && was.p85 === now.p85) continue;
        for (const waiter of waiters.get(taskId) ?? []) {
          if (waiter.assigneeId !== null && !affected.has(waiter.assigneeId)) grown.push(waiter.assigneeId);
        }
      }
    }
    if (grown.length === 0) return waitsForAny(waiters, forecast.unplaced) ? forecastMembers(input, null) : forecast;
    for (const memberId of grown) affected.add(memberId);
  }
}

function forecastMembers(input: ForecastInput, reuse: { before: ReadonlyMap<number, MemberResult>; affected: Set<number> } | null): Forecast {
  const tasks = input.tasks;
  const results = new Map<number, MemberResult>();
  const kept = new Set<number>();
  // A task is in someone's flow when it is unfinished and its assignee has a flow.
  const scheduled = (task: ForecastTask) => !task.finished && task.assigneeId !== null && input.flows.has(task.assigneeId);
  const walks: MemberWalk[] = [];
  for (const member of input.members) {
    const previous = reuse && !reuse.affected.has(member.userId) ? reuse.before.get(member.userId) : undefined;
    if (previous) {
      results.set(member.userId, previous);
      kept.add(member.userId);
      continue;
    }
    const queue = (input.flows.get(member.userId) ?? []).filter((id) => tasks.get(id) && !tasks.get(id)!.finished);
    const pace = input.paces.paceOf(member.userId, null);
    const estimates = queue.map((id) => tasks.get(id)!.estimateMinutes).filter((value): value is number => value !== null && value > 0);
    const start = { p50: input.at, p85: input.at };
    const result: MemberResult = {
      output: { user_id: member.userId, pace: pace.pace, pace_basis: pace.basis, pace_tasks: pace.tasks, focus: member.focus ?? 1, tasks: [] },
      finishes: new Map(),
      goals: new Map(),
      unscored: [],
      unplaced: [],
      spans: [],
    };
    results.set(member.userId, result);
    walks.push({
      member,
      result,
      timeline: timelineFor(member.schedule, input.calendar, member.daysOff, input.at),
      today: localDayOf(member.schedule.time_zone, input.at),
      queue,
      next: 0,
      reached: start,
      medianMinutes: input.paces.medianTaskMinutes(member.userId) ?? median(estimates) ?? DEFAULT_UNSCORED_MINUTES,
      moments: EMPTY_QUEUE,
      walked50: 0,
      walked85: 0,
      hint50: { index: 0 },
      hint85: { index: 0 },
      assumesUnscored: false,
    });
  }

  /** A blocker of the task still to be walked (in someone's flow, unfinished, not yet placed). */
  function pendingBlocker(task: ForecastTask): number | undefined {
    for (const blockerId of task.blockedBy) {
      const blocker = tasks.get(blockerId);
      // Finished blockers hold nothing up; one in nobody's flow has no date to wait for, nor has
      // an unestimated or unplaced task of a member whose forecast was kept.
      if (!blocker || !scheduled(blocker) || kept.has(blocker.assigneeId!) || finishIn(results, tasks, blockerId)) continue;
      return blockerId;
    }
    return undefined;
  }

  /** The latest finish among the task's placed blockers. */
  function blockersFinish(task: ForecastTask): Finish | undefined {
    let latest: Finish | undefined;
    for (const blockerId of task.blockedBy) {
      const finish = finishIn(results, tasks, blockerId);
      if (!finish) continue;
      latest = latest ? { p50: Math.max(latest.p50, finish.p50), p85: Math.max(latest.p85, finish.p85) } : finish;
    }
    return latest;
  }

  function place(walk: MemberWalk, task: ForecastTask, waitFor: Finish | undefined): void {
    const focus = walk.member.focus ?? 1;
    if (waitFor && (waitFor.p50 > walk.reached.p50 || waitFor.p85 > walk.reached.p85)) {
      // The task waits for work in someone's flow: the queue's spread starts again from that finish.
      walk.reached = { p50: Math.max(walk.reached.p50, waitFor.p50), p85: Math.max(walk.reached.p85, waitFor.p85) };
      walk.moments = EMPTY_QUEUE;
      walk.walked50 = 0;
      walk.walked85 = 0;
    }
    const pace = input.paces.paceOf(walk.member.userId, task.complexity);
    const estimated = task.estimateMinutes !== null && task.estimateMinutes > 0;
    const work = remainingMinutes(estimated ? task.estimateMinutes! * pace.pace : walk.medianMinutes, task.spentMinutes);
    walk.moments = withTask(walk.moments, work, pace.logSpread);
    const target50 = pace.basis === 'default' ? walk.walked50 + work : Math.max(walk.walked50, p50Minutes(walk.moments));
    const target85 = Math.max(target50, p85Minutes(walk.moments));
    const p50 = walk.timeline.walk(walk.reached.p50, target50 - walk.walked50, focus, walk.hint50);
    const p85 = walk.timeline.walk(walk.reached.p85, Math.max(0, target85 - walk.walked85), focus, walk.hint85);
    if (!p50 || !p85) {
      walk.result.unplaced.push(task.id);
      return;
    }
    walk.walked50 = target50;
    walk.walked85 = Math.max(walk.walked85, target85);
    const finish = { p50: p50.finish, p85: Math.max(p85.finish, p50.finish) };
    walk.result.finishes.set(task.id, finish);
    walk.result.spans.push({ taskId: task.id, start: p50.start, finish: p50.finish });
    walk.reached = { p50: p50.finish, p85: p85.finish };
    if (task.goalId !== null) {
      const goal = walk.result.goals.get(task.goalId);
      walk.result.goals.set(task.goalId, goal ? { p50: Math.max(goal.p50, finish.p50), p85: Math.max(goal.p85, finish.p85) } : finish);
    }
    if (!estimated) {
      walk.result.unscored.push(task.id);
      walk.assumesUnscored = true;
      return;
    }
    walk.result.output.tasks.push({
      task_id: task.id,
      start_at: iso(p50.start),
      finish_p50: iso(finish.p50),
      finish_p85: iso(finish.p85),
      risk: task.dueOn ? riskOf(task.dueOn, walk.member.schedule.time_zone, walk.today, finish.p50, finish.p85) : null,
      assumes_unscored: walk.assumesUnscored,
    });
  }

  // Each member walks their flow until a task waits for a blocker still to be placed; placing that
  // blocker wakes them. When everyone waits (a blocker later in its own flow, or a cycle), the first
  // waiting task goes ahead without waiting.
  const waiting = new Map<number, MemberWalk[]>();
  const ready = [...walks].reverse();
  let left = walks.reduce((sum, walk) => sum + walk.queue.length, 0);
  const placeNext = (walk: MemberWalk, task: ForecastTask) => {
    place(walk, task, task.blockedBy.length > 0 ? blockersFinish(task) : undefined);
    walk.next++;
    left--;
    const woken = waiting.get(task.id);
    if (woken) {
      waiting.delete(task.id);
      ready.push(...woken);
    }
  };
  while (left > 0) {
    const walk = ready.pop();
    if (!walk) {
      const stuck = walks.find((candidate) => candidate.next < candidate.queue.length)!;
      for (const [blockerId, walkers] of waiting) {
        const index = walkers.indexOf(stuck);
        if (index >= 0) walkers.splice(index, 1);
        if (walkers.length === 0) waiting.delete(blockerId);
      }
      placeNext(stuck, tasks.get(stuck.queue[stuck.next])!);
      ready.push(stuck);
      continue;
    }
    while (walk.next < walk.queue.length) {
      const task = tasks.get(walk.queue[walk.next])!;
      const blocker = task.blockedBy.length > 0 ? pendingBlocker(task) : undefined;
      if (blocker !== undefined) {
        waiting.set(blocker, [...(waiting.get(blocker) ?? []), walk]);
        break;
      }
      placeNext(walk, task);
    }
  }

  const goals = new Map<number, Finish>();
  for (const result of results.values()) {
    for (const [goalId, finish] of result.goals) {
      const goal = goals.get(goalId);
      goals.set(goalId, goal ? { p50: Math.max(goal.p50, finish.p50), p85: Math.max(goal.p85, finish.p85) } : finish);
    }
  }
  const ordered = input.members.map((member) => results.get(member.userId)!);
  const forecast: Forecast = {
    at: iso(input.at),
    members: ordered.map((result) => result.output),
    goals: [...goals].map(([goalId, finish]) => ({ goal_id: goalId, finish_p50: iso(finish.p50), finish_p85: iso(finish.p85) })),
    unscored: ordered.flatMap((result) => result.unscored),
    unplaced: ordered.flatMap((result) => result.unplaced),
  };
  resultsOf.set(forecast, results);
  return forecast;
}

/** Each member's task spans in a forecast (by user id): where the P50 walk placed their work, in flow order. */
export function forecastSpans(forecast: Forecast): ReadonlyMap<number, readonly TaskSpan[]> {
  const results = resultsOf.get(forecast);
  return new Map([...(results ?? [])].map(([userId, result]) => [userId, result.spans]));
}
