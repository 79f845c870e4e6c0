import type { SprintProposalResponse } from '@stepwise/contracts';
import { localDayOf, sprintStatus } from '@stepwise/scheduling';
import type { Database } from '../../db/database.js';
import { wholeMinute, type ForecastEngine } from '../forecast/index.js';
import { loadSprintCalendar } from './sprint-calendar.js';
import { estimatesOf, findSprint, selectOpenPlacements } from './sprint-repository.js';
import { sprintNotFound, sprintPast } from './sprints.js';

/**
 * The sprint's plan as the forecast sees it: the unfinished tasks whose P50 finish falls within its
 * dates (the workspace's zone), earliest first, read from the workspace's forecast as GET …/forecast
 * serves it now. Tasks already planned in another sprint that has not ended are left out.
 */
export async function sprintProposal(db: Database, engine: ForecastEngine, workspaceId: number, sprintId: number, now: Date): Promise<SprintProposalResponse> {
  const sprint = await findSprint(db, sprintId);
  if (!sprint || sprint.workspaceId !== workspaceId) throw sprintNotFound();
  const calendar = await loadSprintCalendar(db, workspaceId);
  const today = calendar.dayAt(now);
  if (sprintStatus(sprint, today) === 'past') throw sprintPast();
  const forecast = await engine.forecast(workspaceId, wholeMinute(now));
  const zone = calendar.schedule.time_zone;
  const inside = forecast.members
    .flatMap((member) => member.tasks.map((task) => ({ task_id: task.task_id, assignee_id: member.user_id, finish_p50: task.finish_p50 })))
    .filter((task) => {
      const day = localDayOf(zone, Date.parse(task.finish_p50));
      return day >= sprint.startsOn && day <= sprint.endsOn;
    });
  const elsewhere = new Set(
    (await selectOpenPlacements(db, workspaceId, today, { except: sprintId, taskIds: inside.map((task) => task.task_id) })).map(
      (placement) => placement.taskId,
    ),
  );
  const chosen = inside
    .filter((task) => !elsewhere.has(task.task_id))
    .sort((a, b) => (a.finish_p50 < b.finish_p50 ? -1 : a.finish_p50 > b.finish_p50 ? 1 : a.task_id - b.task_id));
  const estimates = await estimatesOf(
    db,
    workspaceId,
    chosen.map((task) => task.task_id),
  );
  const tasks = chosen.map((task) => ({ ...task, estimate_minutes: estimates.get(task.task_id) ?? null }));
  return {
    sprint_id: sprintId,
    forecast_version: forecast.version,
    tasks,
    estimate_minutes: tasks.reduce((sum, task) => sum + (task.estimate_minutes ?? 0), 0),
  };
}
