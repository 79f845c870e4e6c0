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
import type { Database } from '../../db/database.js';
import { calendarSettings, holidayCalendarOf } from '../calendar/index.js';
import { daysOffByMember } from '../days-off/index.js';
import { memberSchedules, selectActiveMemberIds } from '../schedules/index.js';
import { selectBlockers, selectFinishedTasks, selectIntervals, selectOpenTasks, type IntervalRow } from './forecast-input-repository.js';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** Focus learns from the last this many weeks in which the member had a task in progress. */
export const FOCUS_WEEKS = 12;
/** History older than this is not measured (a timeline spans three years). */
const HISTORY_DAYS = 3 * 365;

/** Everything the forecast of a workspace reads from the database, as the scheduling core takes it. */
export interface WorkspaceForecastData {
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
  /** What every member's forecast depends on (calendar, paces, blockers across flows). */
  sharedSignature: string;
}

/** Working minutes of in-progress intervals, measured through each member's timeline. */
class WorkingMinutes {
  private readonly timelines = new Map<number, WorkingTimeline>();

  constructor(
    private readonly schedules: Map<number, WeeklySchedule>,
    private readonly calendar: HolidayCalendar,
    private readonly daysOff: Map<number, DayOff[]>,
    private readonly from: number,
  ) {}

  between(userId: number, start: number, end: number): number {
    const schedule = this.schedules.get(userId);
    if (!schedule) return Math.max(0, (end - start) / MINUTE_MS);
    let timeline = this.timelines.get(userId);
    if (!timeline) {
      timeline = new WorkingTimeline(schedule, this.calendar, this.daysOff.get(userId) ?? [], this.from);
      this.timelines.set(userId, timeline);
    }
    return timeline.minutesBetween(Math.max(start, this.from), end);
  }
}

/** Weeks (Monday to Sunday, the member's zone) with in-progress time: scheduled vs in-progress minutes. */
function workedWeeks(userId: number, schedule: WeeklySchedule, calendar: HolidayCalendar, daysOff: readonly DayOff[], intervals: IntervalRow[], at: number, minutes: WorkingMinutes): WorkedWeek[] {
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

/** Reads a workspace's forecast inputs at `at`: members with their hours, flows, tasks, and paces learned from finished tasks. */
export async function loadForecastData(db: Database, workspaceId: number, at: number): Promise<WorkspaceForecastData> {
  const memberIds = await selectActiveMemberIds(db, workspaceId);
  const settings = await calendarSettings(db, workspaceId);
  const calendar = holidayCalendarOf(settings);
  const schedules = await memberSchedules(db, workspaceId, memberIds);
  const daysOff = await daysOffByMember(db, workspaceId);
  const [open, finished, blockers, intervals] = [
    await selectOpenTasks(db, workspaceId),
    await selectFinishedTasks(db, workspaceId),
    await selectBlockers(db, workspaceId),
    await selectIntervals(db, workspaceId),
  ];
  const minutes = new WorkingMinutes(schedules, calendar, daysOff, at - HISTORY_DAYS * DAY_MS);

  const intervalsByTask = new Map<number, IntervalRow[]>();
  const intervalsByMember = new Map<number, IntervalRow[]>();
  for (const interval of intervals) {
    if (!intervalsByTask.has(interval.taskId)) intervalsByTask.set(interval.taskId, []);
    intervalsByTask.get(interval.taskId)!.push(interval);
    if (!intervalsByMember.has(interval.userId)) intervalsByMember.set(interval.userId, []);
    intervalsByMember.get(interval.userId)!.push(interval);
  }
  const workedMinutes = (taskId: number) =>
    (intervalsByTask.get(taskId) ?? []).reduce((sum, interval) => sum + minutes.between(interval.userId, interval.startedAt.getTime(), Math.min(interval.endedAt?.getTime() ?? at, at)), 0);

  const history: FinishedTask[] = [];
  const complexityCounts = new Map<number, Map<number, number>>();
  for (const task of finished) {
    if (task.estimateMinutes === null) continue;
    const actual = task.spentMinutesOverride ?? Math.round(workedMinutes(task.id));
    if (actual <= 0) continue;
    history.push({ memberId: task.assigneeId, estimateMinutes: task.estimateMinutes, actualMinutes: actual, complexity: task.complexity });
    if (task.complexity !== null) {
      if (!complexityCounts.has(task.assigneeId)) complexityCounts.set(task.assigneeId, new Map());
      const counts = complexityCounts.get(task.assigneeId)!;
      counts.set(task.complexity, (counts.get(task.complexity) ?? 0) + 1);
    }
  }
  const paces = learnPaces(history);

  const blockedBy = new Map<number, number[]>();
  for (const { taskId, blockerId } of blockers) {
    if (!blockedBy.has(taskId)) blockedBy.set(taskId, []);
    blockedBy.get(taskId)!.push(blockerId);
  }
  const active = new Set(memberIds);
  const tasks = new Map<number, ForecastTask>();
  const flows = new Map<number, number[]>(memberIds.map((id) => [id, []]));
  const projectOf = new Map<number, number>();
  const inProgress = new Set<number>();
  for (const task of open) {
    tasks.set(task.id, {
      id: task.id,
      assigneeId: task.assigneeId,
      estimateMinutes: task.estimateMinutes,
      complexity: task.complexity,
      spentMinutes: intervalsByTask.has(task.id) ? workedMinutes(task.id) : 0,
      dueOn: task.dueOn,
      blockedBy: blockedBy.get(task.id) ?? [],
      goalId: task.goalId,
      finished: false,
    });
    if (task.projectId !== null) projectOf.set(task.id, task.projectId);
    if (task.state === 'in_progress') inProgress.add(task.id);
    if (task.assigneeId !== null && active.has(task.assigneeId)) flows.get(task.assigneeId)!.push(task.id);
  }

  const weeks = memberIds.flatMap((userId) =>
    workedWeeks(userId, schedules.get(userId)!, calendar, daysOff.get(userId) ?? [], intervalsByMember.get(userId) ?? [], at, minutes),
  );
  const focus = learnFocus(weeks);
  const members: ForecastMember[] = memberIds.map((userId) => ({
    userId,
    schedule: schedules.get(userId)!,
    daysOff: daysOff.get(userId) ?? [],
    focus: weeks.length === 0 ? 1 : focus.focusOf(userId),
  }));

  const signatures = new Map<number, string>();
  for (const member of members) {
    const flow = flows.get(member.userId)!;
    signatures.set(member.userId, JSON.stringify([member, flow.map((id) => tasks.get(id))]));
  }
  const sharedSignature = JSON.stringify([settings, paces.team, history.length, blockers.length]);
  return { calendar, members, flows, tasks, paces, projectOf, inProgress, complexityCounts, signatures, sharedSignature };
}
