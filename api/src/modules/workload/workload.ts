import { WORKLOAD_MAX_DAYS, type WorkloadMember, type WorkloadQuery } from '@stepwise/contracts';
import { epochDay, forecastSpans, workloadDays, type WorkloadDayResult } from '@stepwise/scheduling';
import type { Database } from '../../db/database.js';
import { validationFailed } from '../../errors/app-error.js';
import { forecastEngineOf } from '../forecast/index.js';
import { selectWorkloadTasks, type WorkloadTaskRow } from './workload-repository.js';

/** 400 for `to` before `from`, or a range longer than WORKLOAD_MAX_DAYS (both are supported dates by the schema). */
function assertRange(query: WorkloadQuery): void {
  if (query.to < query.from || epochDay(query.to) - epochDay(query.from) >= WORKLOAD_MAX_DAYS) throw validationFailed({ to: 'invalid' });
}

/** Whether a task's work counts under the query's filters (sphere, goal, project: all that are given). */
function matchesFilters(query: WorkloadQuery): (row: WorkloadTaskRow | undefined) => boolean {
  const [sphere, goal, project] = [query.sphere_id, query.goal_id, query.project_id].map((id) => (id === undefined ? undefined : Number(id)));
  return (row) =>
    row !== undefined &&
    (sphere === undefined || row.sphereId === sphere) &&
    (goal === undefined || row.goalId === goal) &&
    (project === undefined || row.projectId === project);
}

export interface Workload {
  version: number;
  members: WorkloadMember[];
}

/**
 * Every active member's days from `from` to `to` (their local dates): the working minutes of their
 * schedule, calendar and days off, and the minutes the current forecast (at `at`) places their
 * unfinished tasks in. Reads the forecast engine's cached forecast and inputs, and one statement
 * for the tasks on the board.
 */
export async function workspaceWorkload(db: Database, workspaceId: number, at: number, query: WorkloadQuery): Promise<Workload> {
  assertRange(query);
  const { version, data, forecast } = await forecastEngineOf(db).state(workspaceId, at);
  const spans = forecastSpans(forecast);
  const perMember = data.members.map((member) => ({
    member,
    days: workloadDays(member.schedule, data.calendar, member.daysOff, query.from, query.to, spans.get(member.userId) ?? []),
  }));
  const shown = new Set<number>();
  for (const { days } of perMember) for (const day of days) for (const piece of day.pieces) shown.add(piece.taskId);
  const rows = new Map((await selectWorkloadTasks(db, workspaceId, [...shown])).map((row) => [row.id, row]));
  const counts = matchesFilters(query);
  const late = new Set(
    forecast.members.flatMap((member) => member.tasks.filter((task) => task.risk === 'late' || task.risk === 'overdue').map((task) => task.task_id)),
  );
  const toDay = ({ day, capacityMinutes, pieces }: WorkloadDayResult) => {
    const kept = pieces.filter((piece) => counts(rows.get(piece.taskId)));
    const name = data.calendar.dayOf(day.date).name;
    return {
      date: day.date,
      capacity_minutes: capacityMinutes,
      planned_minutes: kept.reduce((sum, piece) => sum + piece.minutes, 0),
      reason: day.reason,
      ...(name && { name }),
      tasks: kept.map((piece) => ({ task_id: piece.taskId, minutes: piece.minutes, title: rows.get(piece.taskId)!.title, late: late.has(piece.taskId) })),
    };
  };
  return {
    version,
    members: perMember.map(({ member, days }) => ({ user_id: member.userId, time_zone: member.schedule.time_zone, days: days.map(toDay) })),
  };
}
