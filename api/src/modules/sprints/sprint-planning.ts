import type { FieldCode, PlanSprintBody, SprintDetailResponse } from '@stepwise/contracts';
import { sprintStatus } from '@stepwise/scheduling';
import { validationFailed } from '../../errors/app-error.js';
import type { WorkspaceScope } from '../../platform/workspace-scope/index.js';
import { loadSprintCalendar } from './sprint-calendar.js';
import {
  deleteSprintTasks,
  findSprint,
  insertScopeChanges,
  insertSprintTasks,
  lockSprintSettings,
  selectOpenPlacements,
  selectSprintTasks,
  selectWorkspaceTaskIds,
  type ScopeChange,
} from './sprint-repository.js';
import { publishSprints, sprintDetail, sprintNotFound, sprintPast, type SprintChangeDeps } from './sprints.js';

/**
 * Replaces a sprint's set of tasks (any member). A task is in at most one sprint that has not ended:
 * one planned here leaves the other. Once a sprint has started, each task added or removed is
 * recorded as a scope change. An ended sprint refuses (409 sprint_past).
 */
export async function planSprint(deps: SprintChangeDeps, scope: WorkspaceScope, sprintId: number, body: PlanSprintBody): Promise<SprintDetailResponse> {
  const { workspaceId } = scope;
  const calendar = await loadSprintCalendar(deps.db, workspaceId);
  const today = calendar.dayAt(deps.now);
  return deps.db.transaction(async (tx) => {
    await lockSprintSettings(tx, workspaceId);
    const sprint = await findSprint(tx, sprintId);
    if (!sprint || sprint.workspaceId !== workspaceId) throw sprintNotFound();
    if (sprintStatus(sprint, today) === 'past') throw sprintPast();

    const known = await selectWorkspaceTaskIds(tx, workspaceId, body.task_ids);
    const fields: Record<string, FieldCode> = {};
    body.task_ids.forEach((taskId, index) => {
      if (!known.has(taskId)) fields[`task_ids.${index}`] = 'invalid';
    });
    if (Object.keys(fields).length > 0) throw validationFailed(fields);

    const wanted = [...new Set(body.task_ids)];
    const current = new Set((await selectSprintTasks(tx, sprintId)).map((task) => task.taskId));
    const removed = [...current].filter((taskId) => !wanted.includes(taskId));
    const added = wanted.filter((taskId) => !current.has(taskId));
    const changes: ScopeChange[] = [];
    const started = sprint.startsOn <= today;

    await deleteSprintTasks(tx, sprintId, removed);
    if (started) changes.push(...removed.map((taskId) => ({ sprintId, taskId, kind: 'removed' as const })));

    const elsewhere = await selectOpenPlacements(tx, workspaceId, today, { except: sprintId, taskIds: added });
    for (const placement of elsewhere) {
      await deleteSprintTasks(tx, placement.sprintId, [placement.taskId]);
      if (placement.startsOn <= today) changes.push({ sprintId: placement.sprintId, taskId: placement.taskId, kind: 'removed' });
    }
    await insertSprintTasks(tx, workspaceId, sprintId, added, false, deps.now);
    if (started) changes.push(...added.map((taskId) => ({ sprintId, taskId, kind: 'added' as const })));
    await insertScopeChanges(tx, changes, scope.userId, deps.now);

    const touched = new Set([sprintId, ...elsewhere.map((placement) => placement.sprintId)]);
    await publishSprints(deps, tx, workspaceId, scope.userId, calendar, touched);
    return sprintDetail(tx, calendar, sprint, today);
  });
}
