import type { BaseState, TaskActivityKind, TaskResponse, TaskTransition } from '@stepwise/contracts';
import { AppError } from '../../errors/app-error.js';
import { isUniqueViolation } from '../../platform/database-errors/unique-violation.js';
import { illegalTransition } from './task-errors.js';
import { timeOfTasks } from './task-interval-repository.js';
import { updateTask } from './task-repository.js';
import { assertLegalMove, endOfStage, enterStage, firstStageOf, flowRankAfter } from './task-stages.js';
import { writeTasks, type FieldChanges, type TaskDeps } from './task-write-context.js';

interface TransitionRule {
  /** The states the transition starts from. */
  from: readonly BaseState[];
  /** Stages it goes to, by base state, the first one the sphere has. */
  to: readonly BaseState[];
  kind: TaskActivityKind;
}

const rules: Record<TaskTransition, TransitionRule> = {
  start: { from: ['open', 'paused'], to: ['in_progress'], kind: 'started' },
  pause: { from: ['in_progress'], to: ['paused', 'open'], kind: 'paused' },
  finish: { from: ['open', 'in_progress', 'paused'], to: ['finished'], kind: 'finished' },
  reopen: { from: ['finished'], to: ['open'], kind: 'reopened' },
};

export interface TransitionRequest {
  workspaceId: number;
  taskId: number;
  actorId: number;
  transition: TaskTransition;
  confirmBlocked?: boolean;
  spentMinutes?: number;
}

/**
 * start, pause, finish or reopen one task, in one transaction with everything it implies: starting
 * assigns an unassigned task to the one who starts it and pauses their task in progress; finishing
 * leaves the flow; reopening rejoins its end. The task and every task it changed are published.
 */
export async function transitionTask(deps: TaskDeps, request: TransitionRequest): Promise<TaskResponse> {
  const rule = rules[request.transition];
  try {
    return await writeTasks(deps, request.workspaceId, request.actorId, async (write) => {
      const task = await write.lockTaskAndMembers(request.taskId, request.transition === 'start' ? [request.actorId] : []);
      const target = rule.from.includes(task.state) ? await firstStageOf(write, task.sphereId, ...rule.to) : undefined;
      if (!target) throw illegalTransition(task.state, rule.to[0]);
      assertLegalMove(task.state, target.state);
      const assigneeId = task.assigneeId ?? (request.transition === 'start' ? request.actorId : null);
      const recordedMinutes = (await timeOfTasks(write.tx, [task.id], write.now)).get(task.id)?.recordedMinutes ?? 0;
      const stateChanges = await enterStage(write, {
        task,
        assigneeId,
        target,
        confirmBlocked: request.confirmBlocked,
        spentMinutes: request.spentMinutes,
      });
      const row = await updateTask(write.tx, task.id, {
        ...stateChanges,
        assigneeId,
        stageRank: target.id === task.stageId ? task.stageRank : await endOfStage(write, target.id, task.id),
        flowRank: await flowRankAfter(write, task, assigneeId, target.state),
        updatedAt: write.now,
      });
      const changes: FieldChanges = { stage_id: { from: task.stageId, to: row.stageId } };
      if (row.assigneeId !== task.assigneeId) changes.assignee_id = { from: task.assigneeId, to: row.assigneeId };
      if (request.spentMinutes !== undefined) changes.spent_minutes = { from: recordedMinutes, to: request.spentMinutes };
      await write.record(row, rule.kind, changes);
      return (await write.publish()).get(row.id)!;
    });
  } catch (error) {
    // The locks serialize a member's starts; the one-open-interval index is the last line behind them.
    if (isUniqueViolation(error)) throw new AppError(409, 'conflict', 'The member started another task at the same moment: try again');
    throw error;
  }
}
