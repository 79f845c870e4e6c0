import type { SprintDetailResponse, SprintResponse, SprintSettingsBody, WorkspaceEventPayloads } from '@stepwise/contracts';
import {
  isDoneBy,
  localDayOf,
  missingSprints,
  redatedSprints,
  sprintBurndown,
  sprintStatus,
  sprintWorkingDays,
  type DayKey,
  type SprintSettings,
} from '@stepwise/scheduling';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import type { SprintRow } from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';
import type { WorkspaceScope } from '../../platform/workspace-scope/index.js';
import { loadSprintCalendar, type SprintCalendar } from './sprint-calendar.js';
import { sprintSummary } from './sprint-summary.js';
import {
  findLastSprint,
  findSprint,
  findSprintSettings,
  insertSprints,
  lockSprintSettings,
  selectScopeChanges,
  selectSprints,
  selectSprintTasks,
  toSprintDates,
  updateSprintDates,
  updateSprintSettings,
} from './sprint-repository.js';

/** What a change of a workspace's sprints needs: the database, the live channel and the time of the change. */
export interface SprintChangeDeps {
  db: Database;
  live: FastifyInstance['live'];
  now: Date;
}

export function sprintNotFound(): AppError {
  return new AppError(404, 'not_found', 'Sprint not found');
}

export function sprintPast(): AppError {
  return new AppError(409, 'sprint_past', 'The sprint has ended: its plan can no longer change');
}

export function toSettingsResponse(settings: SprintSettings): SprintSettingsBody {
  return { length_weeks: settings.lengthWeeks, start_weekday: settings.startWeekday };
}

export function toSprintResponse(sprint: SprintRow, today: DayKey): SprintResponse {
  return { id: sprint.id, number: sprint.number, starts_on: sprint.startsOn, ends_on: sprint.endsOn, status: sprintStatus(sprint, today) };
}

/** Writes the sprints missing up to the one after the sprint containing `today`; the caller holds the sprint lock. */
export async function writeMissingSprints(
  tx: Database,
  workspaceId: number,
  settings: SprintSettings,
  createdOn: DayKey,
  today: DayKey,
  now: Date,
): Promise<void> {
  const last = await findLastSprint(tx, workspaceId);
  await insertSprints(tx, workspaceId, missingSprints(last && toSprintDates(last), createdOn, settings, today), now);
}

/**
 * Makes sure the sprint containing `today` and the one after it exist. Nothing is written when they
 * do; otherwise under the workspace's sprint lock, and a sprint written meanwhile by another request
 * or instance is kept (unique number), so concurrent callers never create one twice.
 */
export async function ensureSprints(db: Database, workspaceId: number, calendar: SprintCalendar, today: DayKey, now: Date): Promise<void> {
  const last = await findLastSprint(db, workspaceId);
  if (last && last.number >= 2 && last.startsOn > today) return;
  await db.transaction(async (tx) => {
    const settings = await lockSprintSettings(tx, workspaceId);
    await writeMissingSprints(tx, workspaceId, settings, calendar.createdOn, today, now);
  });
}

/** Every sprint of the workspace so far, past ones included, with the status they have at `at`. */
export async function listSprints(db: Database, workspaceId: number, at: Date, now: Date): Promise<SprintResponse[]> {
  const calendar = await loadSprintCalendar(db, workspaceId);
  const today = calendar.dayAt(at);
  await ensureSprints(db, workspaceId, calendar, today, now);
  return (await selectSprints(db, workspaceId)).map((sprint) => toSprintResponse(sprint, today));
}

/** A sprint with its tasks, its committed and done work, its burndown, its scope changes and, once past, its closing summary, as they stand at `today`. */
export async function sprintDetail(db: Database, calendar: SprintCalendar, sprint: SprintRow, today: DayKey): Promise<SprintDetailResponse> {
  const planned = await selectSprintTasks(db, sprint.id);
  const zone = calendar.schedule.time_zone;
  const progress = planned.map((task) => ({
    estimateMinutes: task.estimateMinutes ?? 0,
    assigneeId: task.assigneeId,
    finishedOn: task.finishedAt ? localDayOf(zone, task.finishedAt.getTime()) : null,
  }));
  const workingDays = sprintWorkingDays(sprint.startsOn, sprint.endsOn, calendar.schedule, calendar.calendar);
  const burndown = sprintBurndown(workingDays, sprint.endsOn, progress, today);
  const point = ({ date, remainingMinutes }: { date: DayKey; remainingMinutes: number }) => ({ date, remaining_minutes: remainingMinutes });
  const scopeChanges = (await selectScopeChanges(db, sprint.id)).map((change) => ({
    task_id: change.taskId,
    kind: change.kind,
    actor_id: change.actorId,
    at: change.at.toISOString(),
  }));
  const response = toSprintResponse(sprint, today);
  return {
    ...response,
    task_ids: planned.map((task) => task.taskId),
    carried_over_task_ids: planned.filter((task) => task.carriedOver).map((task) => task.taskId),
    done_task_ids: planned.filter((_, index) => isDoneBy(progress[index]!.finishedOn, sprint.endsOn)).map((task) => task.taskId),
    committed_minutes: burndown.committedMinutes,
    done_minutes: burndown.doneMinutes,
    burndown: burndown.actual.map(point),
    ideal: burndown.ideal.map(point),
    scope_changes: scopeChanges,
    summary: response.status === 'past' ? sprintSummary(sprint.endsOn, progress, scopeChanges) : null,
  };
}

/** A sprint of the workspace as it stands at `at`, or 404. */
export async function getSprint(db: Database, workspaceId: number, sprintId: number, at: Date): Promise<SprintDetailResponse> {
  const sprint = await findSprint(db, sprintId);
  if (!sprint || sprint.workspaceId !== workspaceId) throw sprintNotFound();
  const calendar = await loadSprintCalendar(db, workspaceId);
  return sprintDetail(db, calendar, sprint, calendar.dayAt(at));
}

/** Publishes `sprint.updated` for each sprint, as it stands after the change. */
export async function publishSprints(
  deps: SprintChangeDeps,
  tx: Database,
  workspaceId: number,
  actorId: number | null,
  calendar: SprintCalendar,
  sprintIds: Iterable<number>,
): Promise<void> {
  const today = calendar.dayAt(deps.now);
  for (const sprintId of sprintIds) {
    const sprint = await sprintDetail(tx, calendar, (await findSprint(tx, sprintId))!, today);
    const payload: WorkspaceEventPayloads['sprint.updated'] = { sprint };
    await deps.live.publish(tx, { workspaceId, type: 'sprint.updated', payload, actorId, at: deps.now });
  }
}

export async function getSprintSettings(db: Database, workspaceId: number): Promise<SprintSettingsBody> {
  return toSettingsResponse(await findSprintSettings(db, workspaceId));
}

/**
 * Saves the length and start weekday. The current sprint keeps its dates (it and every earlier one
 * are written first, under the old settings); sprints that have not started follow the new ones.
 */
export async function saveSprintSettings(deps: SprintChangeDeps, scope: WorkspaceScope, body: SprintSettingsBody): Promise<SprintSettingsBody> {
  const settings: SprintSettings = { lengthWeeks: body.length_weeks, startWeekday: body.start_weekday };
  const calendar = await loadSprintCalendar(deps.db, scope.workspaceId);
  const today = calendar.dayAt(deps.now);
  return deps.db.transaction(async (tx) => {
    const previous = await lockSprintSettings(tx, scope.workspaceId);
    await writeMissingSprints(tx, scope.workspaceId, previous, calendar.createdOn, today, deps.now);
    await updateSprintSettings(tx, scope.workspaceId, settings);
    const all = await selectSprints(tx, scope.workspaceId);
    const started = all.filter((sprint) => sprint.startsOn <= today);
    const upcoming = all.filter((sprint) => sprint.startsOn > today);
    const fixed = started.at(-1);
    const redated = redatedSprints(fixed && toSprintDates(fixed), calendar.createdOn, upcoming.map(toSprintDates), settings);
    for (const [index, dates] of redated.entries()) {
      const row = upcoming[index]!;
      if (row.startsOn !== dates.startsOn || row.endsOn !== dates.endsOn) await updateSprintDates(tx, row.id, dates);
    }
    const response = toSettingsResponse(settings);
    const payload: WorkspaceEventPayloads['sprint_settings.updated'] = { settings: response };
    await deps.live.publish(tx, { workspaceId: scope.workspaceId, type: 'sprint_settings.updated', payload, actorId: scope.userId, at: deps.now });
    return response;
  });
}
