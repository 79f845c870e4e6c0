import type { Stage, Task } from '../../common/api/work-types';

export interface BoardColumn {
  stage: Stage;
  /** In board order (the stage rank), with the moves still awaiting the API's answer applied. */
  tasks: Task[];
}

/** A move shown before the API confirms it: the task stands right after `afterTaskId` (null: first) in its stage. */
export interface PendingPlacement {
  stageId: number;
  afterTaskId: number | null;
}

/** Where a move puts a task: a stage, and its index there among the other tasks. */
export interface BoardTarget {
  stageId: number;
  index: number;
}

const byRank = (a: Task, b: Task) => (a.stage_rank < b.stage_rank ? -1 : a.stage_rank > b.stage_rank ? 1 : a.id - b.id);

/** One column per stage, in the stages' order; each column's tasks by rank, pending moves in their new place. */
export function boardColumns(stages: readonly Stage[], tasks: readonly Task[], pending: ReadonlyMap<number, PendingPlacement>): BoardColumn[] {
  const columns = [...stages].sort((a, b) => a.position - b.position).map((stage) => ({ stage, tasks: [] as Task[] }));
  const byStage = new Map(columns.map((column) => [column.stage.id, column]));
  for (const task of tasks) byStage.get(task.stage_id)?.tasks.push(task);
  for (const column of columns) {
    column.tasks.sort(byRank);
    for (const [taskId, placement] of pending) {
      if (placement.stageId !== column.stage.id) continue;
      const from = column.tasks.findIndex((task) => task.id === taskId);
      if (from === -1) continue;
      const [moving] = column.tasks.splice(from, 1);
      const after = placement.afterTaskId === null ? -1 : column.tasks.findIndex((task) => task.id === placement.afterTaskId);
      column.tasks.splice(after + 1, 0, moving);
    }
  }
  return columns;
}

/** Where the task is now: its column and index; null when it is not on the board. */
export function locate(columns: readonly BoardColumn[], taskId: number): { column: number; index: number } | null {
  for (let column = 0; column < columns.length; column++) {
    const index = columns[column].tasks.findIndex((task) => task.id === taskId);
    if (index !== -1) return { column, index };
  }
  return null;
}

/**
 * The API's placement for a move (`PATCH /tasks/{id}` `{ stage_id, after_task_id }`): the task that will
 * precede it in the target stage once it has left its old place, or null to go first. Null for no move.
 */
export function placementOf(columns: readonly BoardColumn[], taskId: number, target: BoardTarget): { stage_id: number; after_task_id: number | null } | null {
  const from = locate(columns, taskId);
  const column = columns.find((candidate) => candidate.stage.id === target.stageId);
  if (!from || !column) return null;
  const others = column.tasks.filter((task) => task.id !== taskId);
  const index = Math.max(0, Math.min(target.index, others.length));
  if (columns[from.column] === column && index === from.index) return null;
  return { stage_id: column.stage.id, after_task_id: index === 0 ? null : others[index - 1].id };
}

export type KeyboardMove = 'previousStage' | 'nextStage' | 'up' | 'down';

/** The target of a keyboard move: to the top of the neighbouring stage, or one place up or down. Null at an edge. */
export function keyboardTarget(columns: readonly BoardColumn[], taskId: number, move: KeyboardMove): BoardTarget | null {
  const from = locate(columns, taskId);
  if (!from) return null;
  const column = columns[from.column];
  switch (move) {
    case 'previousStage':
      return from.column > 0 ? { stageId: columns[from.column - 1].stage.id, index: 0 } : null;
    case 'nextStage':
      return from.column < columns.length - 1 ? { stageId: columns[from.column + 1].stage.id, index: 0 } : null;
    case 'up':
      return from.index > 0 ? { stageId: column.stage.id, index: from.index - 1 } : null;
    case 'down':
      return from.index < column.tasks.length - 1 ? { stageId: column.stage.id, index: from.index + 1 } : null;
  }
}
