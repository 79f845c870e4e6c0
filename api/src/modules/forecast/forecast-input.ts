import {
  addDays,
  instantOfLocal,
  learnFocus,
  learnPaces,
  localDayOf,
  memberDay,
  weekdayOf,
  WorkingTimeline,
  type DayOff,
  type FinishedTask,
  type ForecastMember,
  type ForecastTask,
  type HolidayCalendar,
  type PaceModel,
  type WeeklySchedule,
  type WorkedWeek,
} from '@stepwise/scheduling';
import type { IntervalRow } from './forecast-input-repository.js';
import type { MemberHours, RowChanges, UserRows, WorkspaceRows } from './forecast-rows.js';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** Focus learns from the last this many weeks in which the member had a task in progress. */
export const FOCUS_WEEKS = 12;
/** History older than this is not measured (a timeline spans three years). */
const HISTORY_DAYS = 3 * 365;

/** Working minutes of in-progress intervals, measured through each member's timeline (kept between updates at one instant). */
class WorkingMinutes {
  constructor(
    private readonly hours: ReadonlyMap<number, MemberHours>,
    private readonly calendar: HolidayCalendar,
    private readonly from: number,
    private readonly timelines = new Map<number, WorkingTimeline>(),
  ) {}

  /** The same measure with the given members' hours read again. */
  with(hours: ReadonlyMap<number, MemberHours>, changed: ReadonlySet<number>): WorkingMinutes {
    const kept = new Map([...this.timelines].filter(([userId]) => !changed.has(userId)));
    return new WorkingMinutes(hours, this.calendar, this.from, kept);
  }

  between(userId: number, start: number, end: number): number {
    const hours = this.hours.get(userId);
    if (!hours) return Math.max(0, (end - start) / MINUTE_MS);
    let timeline = this.timelines.get(userId);
    if (!timeline) {
      timeline = new WorkingTimeline(hours.schedule, this.calendar, hours.daysOff, this.from);
      this.timelines.set(userId, timeline);
    }
    return timeline.minutesBetween(Math.max(start, this.from), end);
  }
}

/** Weeks (Monday to Sunday, the member's zone) with in-progress time: scheduled vs in-progress minutes. */
function workedWeeks(
  userId: number,
  schedule: WeeklySchedule,
  calendar: HolidayCalendar,
  daysOff: readonly DayOff[],
  intervals: IntervalRow[],
  at: number,
  minutes: WorkingMinutes,
): WorkedWeek[] {
  const today = localDayOf(schedule.time_zone, at);
  const thisMonday = addDays(today, -weekdayOf(today));
  const weeks: WorkedWeek[] = [];
  for (let back = 1; back <= FOCUS_WEEKS * 4 && weeks.length < FOCUS_WEEKS; back++) {
    const monday = addDays(thisMonday, -7 * back);
    const [start, end] = [instantOfLocal(schedule.time_zone, monday, 0), instantOfLocal(schedule.time_zone, addDays(monday, 7), 0)];
    let inProgress = 0;
    for (const interval of intervals) {
      const [from, to] = [Math.max(start, interval.startedAt.getTime()), Math.min(end, interval.endedAt?.getTime() ?? at)];
      if (to > from) inProgress += minutes.between(userId, from, to);
    }
    if (inProgress <= 0) continue;
    let scheduled = 0;
    for (let day = 0; day < 7; day++) scheduled += memberDay(schedule, calendar, daysOff, addDays(monday, day)).minutes;
    weeks.push({ memberId: userId, scheduledMinutes: scheduled, inProgressMinutes: inProgress });
  }
  return weeks;
}

/** What one user's rows give the forecast at an instant. */
interface UserPart {
  /** Their unfinished tasks in flow order, with the time already spent. */
  tasks: ForecastTask[];
  projectOf: Array<[number, number]>;
  inProgress: number[];
  /** Their finished tasks as pace learns from them. */
  history: FinishedTask[];
  complexityCounts: Map<number, number>;
  /** Their weeks with in-progress time (members only). */
  weeks: WorkedWeek[];
  /** Whose working time the part's minutes were counted in. */
  timelineUsers: ReadonlySet<number>;
}

function userPart(userId: number, rows: UserRows, workspace: WorkspaceRows, at: number, minutes: WorkingMinutes): UserPart {
  const intervalsByTask = new Map<number, IntervalRow[]>();
  const timelineUsers = new Set([userId]);
  for (const interval of [...rows.flowIntervals, ...rows.finishedIntervals]) {
    intervalsByTask.set(interval.taskId, [...(intervalsByTask.get(interval.taskId) ?? []), interval]);
    timelineUsers.add(interval.userId);
  }
  const workedMinutes = (taskId: number) =>
    (intervalsByTask.get(taskId) ?? []).reduce(
      (sum, interval) => sum + minutes.between(interval.userId, interval.startedAt.getTime(), Math.min(interval.endedAt?.getTime() ?? at, at)),
      0,
    );

  const history: FinishedTask[] = [];
  const complexityCounts = new Map<number, number>();
  for (const task of rows.finished) {
    if (task.estimateMinutes === null) continue;
    const actual = task.spentMinutesOverride ?? Math.round(workedMinutes(task.id));
    if (actual <= 0) continue;
    history.push({ memberId: userId, estimateMinutes: task.estimateMinutes, actualMinutes: actual, complexity: task.complexity });
    if (task.complexity !== null) complexityCounts.set(task.complexity, (complexityCounts.get(task.complexity) ?? 0) + 1);
  }
  const tasks: ForecastTask[] = [];
  const projectOf: Array<[number, number]> = [];
  const inProgress: number[] = [];
  for (const task of rows.open) {
    tasks.push({
      id: task.id,
      assigneeId: userId,
      estimateMinutes: task.estimateMinutes,
      complexity: task.complexity,
      spentMinutes: intervalsByTask.has(task.id) ? workedMinutes(task.id) : 0,
      dueOn: task.dueOn,
      blockedBy: task.blockedBy,
      goalId: task.goalId,
      finished: false,
    });
    if (task.projectId !== null) projectOf.push([task.id, task.projectId]);
    if (task.state === 'in_progress') inProgress.push(task.id);
  }
  const hours = workspace.hours.get(userId);
  const weeks = hours ? workedWeeks(userId, hours.schedule, workspace.calendar, hours.daysOff, rows.worked, at, minutes) : [];
  return { tasks, projectOf, inProgress, history, complexityCounts, weeks, timelineUsers };
}

/** Everything the forecast of a workspace reads at an instant, as the scheduling core takes it. */
export interface WorkspaceForecastData {
  at: number;
  rows: WorkspaceRows;
  calendar: HolidayCalendar;
  members: ForecastMember[];
  flows: Map<number, number[]>;
  tasks: Map<number, ForecastTask>;
  paces: PaceModel;
  projectOf: Map<number, number>;
  /** The flow tasks in progress (each first in its member's flow). */
  inProgress: Set<number>;
  /** Finished tasks per member and complexity (the basis of each complexity pace). */
  complexityCounts: Map<number, Map<number, number>>;
  /** What each member's forecast depends on, to walk again only the members whose part changed. */
  signatures: Map<number, string>;
  /** The members to walk again since the data this was derived from: everyone when derived afresh or the paces may have moved. */
  changedMembers: number[] | 'everyone';
  parts: Map<number, UserPart>;
  minutes: WorkingMinutes;
}

const sameHistory = (a: readonly FinishedTask[], b: readonly FinishedTask[]) =>
  a.length === b.length &&
  a.every(
    (task, index) =>
      task.estimateMinutes === b[index]!.estimateMinutes && task.actualMinutes === b[index]!.actualMinutes && task.complexity === b[index]!.complexity,
  );

/** Tasks no longer in any flow that someone's flow task waits for: their waiters' members walk again. */
function waitersOfRemoved(previous: WorkspaceForecastData, tasks: ReadonlyMap<number, ForecastTask>, members: Iterable<number>): number[] {
  const removed = new Set<number>();
  for (const userId of members) {
    for (const taskId of previous.flows.get(userId) ?? []) if (!tasks.has(taskId)) removed.add(taskId);
  }
  if (removed.size === 0) return [];
  const waiting = new Set<number>();
  for (const task of tasks.values()) {
    if (task.blockedBy.some((id) => removed.has(id))) waiting.add(task.assigneeId!);
  }
  return [...waiting];
}

/**
 * The forecast inputs at `at` from the rows. Given the data of the previous rows at the same
 * instant and what changed since, only the touched users' parts are computed again (and those
 * whose time was counted in a changed member's hours); the rest is taken as it was.
 */
export function forecastData(rows: WorkspaceRows, at: number, previous?: { data: WorkspaceForecastData; changes: RowChanges }): WorkspaceForecastData {
  const reuse =
    previous && previous.data.at === at && previous.data.rows.calendar === rows.calendar && previous.data.rows.memberIds === rows.memberIds
      ? previous
      : undefined;
  const minutes = reuse ? reuse.data.minutes.with(rows.hours, reuse.changes.hours) : new WorkingMinutes(rows.hours, rows.calendar, at - HISTORY_DAYS * DAY_MS);
  const userIds = [...rows.users.keys()].sort((a, b) => a - b);
  const parts = new Map<number, UserPart>();
  const recomputed = new Set<number>();
  let historyChanged = !reuse;
  for (const userId of userIds) {
    const kept = reuse?.data.parts.get(userId);
    const stale = !kept || reuse!.changes.users.has(userId) || [...reuse!.changes.hours].some((id) => kept.timelineUsers.has(id));
    if (!stale) {
      parts.set(userId, kept);
      continue;
    }
    const part = userPart(userId, rows.users.get(userId)!, rows, at, minutes);
    parts.set(userId, part);
    recomputed.add(userId);
    if (!kept || !sameHistory(kept.history, part.history)) historyChanged = true;
  }

  let paces = reuse?.data.paces;
  let complexityCounts = reuse?.data.complexityCounts;
  if (historyChanged || !paces || !complexityCounts) {
    paces = learnPaces(userIds.flatMap((userId) => parts.get(userId)!.history));
    complexityCounts = new Map(
      userIds.flatMap((userId) => (parts.get(userId)!.complexityCounts.size > 0 ? [[userId, parts.get(userId)!.complexityCounts] as const] : [])),
    );
  }
  const weeks = rows.memberIds.flatMap((userId) => parts.get(userId)?.weeks ?? []);
  const focus = learnFocus(weeks);
  const members: ForecastMember[] = rows.memberIds.map((userId) => ({
    userId,
    schedule: rows.hours.get(userId)!.schedule,
    daysOff: rows.hours.get(userId)!.daysOff,
    focus: weeks.length === 0 ? 1 : focus.focusOf(userId),
  }));

  const tasks = new Map<number, ForecastTask>();
  const flows = new Map<number, number[]>();
  const projectOf = new Map<number, number>();
  const inProgress = new Set<number>();
  for (const userId of rows.memberIds) {
    const part = parts.get(userId);
    flows.set(userId, part ? part.tasks.map((task) => task.id) : []);
    if (!part) continue;
    for (const task of part.tasks) tasks.set(task.id, task);
    for (const [taskId, projectId] of part.projectOf) projectOf.set(taskId, projectId);
    for (const taskId of part.inProgress) inProgress.add(taskId);
  }

  const signatures = new Map(reuse?.data.signatures);
  const candidates = reuse
    ? members.filter(
        (member, index) => recomputed.has(member.userId) || reuse.changes.hours.has(member.userId) || member.focus !== reuse.data.members[index]!.focus,
      )
    : members;
  const changed: number[] = [];
  for (const member of candidates) {
    const signature = JSON.stringify([member, flows.get(member.userId)!.map((id) => tasks.get(id))]);
    if (signatures.get(member.userId) !== signature) changed.push(member.userId);
    signatures.set(member.userId, signature);
  }
  const changedMembers =
    reuse && !historyChanged
      ? [
          ...new Set([
            ...changed,
            ...waitersOfRemoved(
              reuse.data,
              tasks,
              candidates.map((member) => member.userId),
            ),
          ]),
        ]
      : 'everyone';
  return {
    at,
    rows,
    calendar: rows.calendar,
    members,
    flows,
    tasks,
    paces,
    projectOf,
    inProgress,
    complexityCounts,
    signatures,
    changedMembers,
    parts,
    minutes,
  };
}
