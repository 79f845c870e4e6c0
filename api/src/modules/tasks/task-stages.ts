import { generateKeyBetween } from 'fractional-indexing';
import type { BaseState } from '@stepwise/contracts';
import { blockersOfTasks } from './task-blocker-repository.js';
import { illegalTransition, taskBlocked } from './task-errors.js';
import type { TaskIntervalRow } from '../../db/schema/index.js';
import { toTimeEntryResponse } from './time-entry-response.js';
import { activeTaskIdOf, closeOpenInterval, openInterval } from './task-interval-repository.js';
import { lastFlowRank, lastStageRank, lockTask, updateTask, type TaskChanges, type TaskRow } from './task-repository.js';
import type { TaskWrite } from './task-write-context.js';
import { stagesOfSphere, type StageRow } from './work-structure-repository.js';

/** Base-state changes a task may make; staying in its state (another stage of it) is always allowed. */
const legalMoves: Record<BaseState, readonly BaseState[]> = {
  open: ['in_progress', 'finished'],
  in_progress: ['paused', 'finished', 'open'],
  paused: ['in_progress', 'finished', 'open'],
  finished: ['open'],
};

export function assertLegalMove(from: BaseState, to: BaseState): void {
  if (from !== to && !legalMoves[from].includes(to)) throw illegalTransition(from, to);
}

/** The sphere's first stage of one of the states, in the order of preference; undefined when it has none. */
export async function firstStageOf(write: TaskWrite, sphereId: number, ...states: BaseState[]): Promise<StageRow | undefined> {
  const stages = await stagesOfSphere(write.tx, sphereId);
  for (const state of states) {
    const stage = stages.find((candidate) => candidate.state === state);
    if (stage) return stage;
  }
  return undefined;
}

/** A rank after every other task of the stage. */
export async function endOfStage(write: TaskWrite, stageId: number, taskId?: number): Promise<string> {
  return generateKeyBetween(await lastStageRank(write.tx, stageId, taskId), null);
}

/**
 * The task's place in its assignee's flow after a change: none when finished or unassigned; kept while
 * it stays with the same assignee; the end of the flow when it joins one.
 */
export async function flowRankAfter(write: TaskWrite, task: TaskRow, assigneeId: number | null, state: BaseState): Promise<string | null> {
  if (state === 'finished' || assigneeId === null) return null;
  if (task.flowRank !== null && task.assigneeId === assigneeId) return task.flowRank;
  return generateKeyBetween(await lastFlowRank(write.tx, write.workspaceId, assigneeId, task.id), null);
}

export interface StageEntry {
  /** The task as it is before the change. */
  task: TaskRow;
  /** Its assignee after the change. */
  assigneeId: number | null;
  target: StageRow;
  /** Starting a task that waits for unfinished ones was confirmed. */
  confirmBlocked?: boolean;
  /** On finishing: the minutes it took, overriding the recorded time. */
  spentMinutes?: number;
}

/**
 * Does what entering the target stage means and returns the task's new state columns: its interval is
 * ended when it stops being in progress for its member; entering progress checks its blockers, pauses
 * the member's other task in progress and opens an interval; finishing stamps it. The caller holds the
 * locks of the memberships concerned (TaskWrite.lockTaskAndMembers).
 */
export async function enterStage(write: TaskWrite, entry: StageEntry): Promise<TaskChanges> {
  const { task, assigneeId, target } = entry;
  const from = task.state;
  const to = target.state;
  assertLegalMove(from, to);
  const activeFor = from === 'in_progress' ? task.assigneeId : null;
  const willBeActiveFor = to === 'in_progress' ? assigneeId : null;
  if (to === 'in_progress' && assigneeId === null) throw new Error('a task enters progress only with an assignee');

  if (activeFor !== null && activeFor !== willBeActiveFor) await publishTimer(write, await closeOpenInterval(write.tx, task.id, write.now));
  if (willBeActiveFor !== null && willBeActiveFor !== activeFor) {
    if (from !== 'in_progress' && !entry.confirmBlocked) {
      const waitingFor = (await blockersOfTasks(write.tx, [task.id])).filter((blocker) => !blocker.blockerFinished).map((blocker) => blocker.blockerId);
      if (waitingFor.length > 0) throw taskBlocked(waitingFor);
    }
    await pauseActiveTaskOf(write, willBeActiveFor, task.id);
    await publishTimer(write, await openInterval(write.tx, { taskId: task.id, workspaceId: write.workspaceId, userId: willBeActiveFor, at: write.now }));
  }

  const changes: TaskChanges = { stageId: target.id, sphereId: target.sphereId, state: to };
  if (to === 'finished' && from !== 'finished') {
    changes.finishedAt = write.now;
    changes.spentMinutesOverride = entry.spentMinutes ?? null;
  }
  if (from === 'finished' && to !== 'finished') {
    changes.finishedAt = null;
    // Back in work, its time counts from the recorded intervals again.
    changes.spentMinutesOverride = null;
  }
  return changes;
}

/** The timer started or stopped: time_entry.saved, so every screen shows the running timer. */
async function publishTimer(write: TaskWrite, interval: TaskIntervalRow | undefined): Promise<void> {
  if (interval) await write.publishEvent('time_entry.saved', { entry: toTimeEntryResponse(interval, write.now) });
}

/** Pauses the member's task in progress other than `exceptTaskId`: it goes to its sphere's first paused (else open) stage. */
async function pauseActiveTaskOf(write: TaskWrite, userId: number, exceptTaskId: number): Promise<void> {
  const activeId = await activeTaskIdOf(write.tx, write.workspaceId, userId);
  if (activeId === undefined || activeId === exceptTaskId) return;
  const active = await lockTask(write.tx, write.workspaceId, activeId);
  if (!active) return;
  const target = await firstStageOf(write, active.sphereId, 'paused', 'open');
  if (!target) throw new Error(`sphere ${active.sphereId} has neither a paused nor an open stage`);
  await publishTimer(write, await closeOpenInterval(write.tx, active.id, write.now));
  const row = await updateTask(write.tx, active.id, {
    stageId: target.id,
    state: target.state,
    stageRank: await endOfStage(write, target.id, active.id),
    updatedAt: write.now,
  });
  await write.record(row, 'paused', { stage_id: { from: active.stageId, to: target.id } });
}
