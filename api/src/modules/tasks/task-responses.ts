import { taskStatus, type TaskResponse } from '@stepwise/contracts';
import type { Database } from '../../db/database.js';
import { blockersOfTasks } from './task-blocker-repository.js';
import { timeOfTasks } from './task-interval-repository.js';
import type { TaskRow } from './task-repository.js';
import { workspaceToday } from './workspace-today.js';

/** Tasks as the API answers them, at `now`: blockers and recorded time of all of them in two queries. */
export async function toTaskResponses(db: Database, rows: readonly TaskRow[], now: Date): Promise<TaskResponse[]> {
  const ids = rows.map((row) => row.id);
  const [blockers, times] = await Promise.all([blockersOfTasks(db, ids), timeOfTasks(db, ids, now)]);
  const blockedBy = new Map<number, number[]>();
  const waitingFor = new Map<number, number[]>();
  for (const blocker of blockers) {
    blockedBy.set(blocker.taskId, [...(blockedBy.get(blocker.taskId) ?? []), blocker.blockerId]);
    if (!blocker.blockerFinished) waitingFor.set(blocker.taskId, [...(waitingFor.get(blocker.taskId) ?? []), blocker.blockerId]);
  }
  const today = workspaceToday(now);
  return rows.map((row) => {
    const time = times.get(row.id);
    return {
      id: row.id,
      workspace_id: row.workspaceId,
      title: row.title,
      description: row.description,
      status: taskStatus({ state: row.state, due_on: row.dueOn, estimate_minutes: row.estimateMinutes }, today),
      state: row.state,
      sphere_id: row.sphereId,
      stage_id: row.stageId,
      goal_id: row.goalId,
      project_id: row.projectId,
      assignee_id: row.assigneeId,
      creator_id: row.creatorId,
      estimate_minutes: row.estimateMinutes,
      complexity: row.complexity,
      due_on: row.dueOn,
      blocked_by: blockedBy.get(row.id) ?? [],
      waiting_for: waitingFor.get(row.id) ?? [],
      spent_minutes: row.spentMinutesOverride ?? time?.recordedMinutes ?? 0,
      started_at: row.state === 'in_progress' && time?.startedAt ? time.startedAt.toISOString() : null,
      finished_at: row.finishedAt?.toISOString() ?? null,
      flow_rank: row.flowRank,
      stage_rank: row.stageRank,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  });
}

export async function toTaskResponse(db: Database, row: TaskRow, now: Date): Promise<TaskResponse> {
  const [response] = await toTaskResponses(db, [row], now);
  return response;
}
