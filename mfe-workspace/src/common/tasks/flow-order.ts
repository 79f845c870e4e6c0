import type { Task } from '../api/work-types';

/**
 * A member's flow as the API orders it: the task in progress first, then the queue by its
 * fractional key (`flow_rank`, compared as plain strings). Edits work on an immer draft.
 */

/** Whether the task stands in this member's flow: theirs, unfinished, with a place. */
export function belongsToFlow(task: Task, userId: number): boolean {
  return task.assignee_id === userId && task.state !== 'finished' && task.flow_rank !== null;
}

function comesBefore(a: Task, b: Task): boolean {
  const aActive = a.state === 'in_progress';
  const bActive = b.state === 'in_progress';
  if (aActive !== bActive) return aActive;
  return (a.flow_rank ?? '') < (b.flow_rank ?? '');
}

/**
 * Puts the task where it belongs in the flow of `userId`, or takes it out. A task that keeps its key
 * and its state keeps its place, so an order the server sent (`flow.reordered`) is not undone.
 */
export function placeInFlow(flow: Task[], task: Task, userId: number): void {
  const index = flow.findIndex((candidate) => candidate.id === task.id);
  if (!belongsToFlow(task, userId)) {
    if (index !== -1) flow.splice(index, 1);
    return;
  }
  if (index !== -1) {
    const current = flow[index];
    if (current.flow_rank === task.flow_rank && (current.state === 'in_progress') === (task.state === 'in_progress')) {
      flow[index] = task;
      return;
    }
    flow.splice(index, 1);
  }
  const before = flow.findIndex((candidate) => comesBefore(task, candidate));
  flow.splice(before === -1 ? flow.length : before, 0, task);
}

/** The active task(s) lead; the rest follow in the order given. False when the ids and the flow differ. */
export function reorderFlow(flow: Task[], taskIds: readonly number[]): boolean {
  if (taskIds.length !== flow.length || !flow.every((task) => taskIds.includes(task.id))) return false;
  const position = new Map(taskIds.map((id, index) => [id, index]));
  const ordered = [...flow].sort((a, b) => {
    const active = Number(b.state === 'in_progress') - Number(a.state === 'in_progress');
    return active !== 0 ? active : position.get(a.id)! - position.get(b.id)!;
  });
  ordered.forEach((task, index) => {
    if (flow[index] !== task) flow[index] = task;
  });
  return true;
}

/**
 * A drag in the flow: the task goes right after `afterTaskId`, or with null first after the task in
 * progress (which always stays first). False when the task or its new neighbour is not in the flow.
 */
export function moveInFlow(flow: Task[], taskId: number, afterTaskId: number | null): boolean {
  const from = flow.findIndex((task) => task.id === taskId);
  if (from === -1 || taskId === afterTaskId) return false;
  // The task in progress stays first whatever the drag says (the API keeps it there too).
  if (flow[from].state === 'in_progress') return false;
  const [moving] = flow.splice(from, 1);
  let to: number;
  if (afterTaskId === null) {
    to = flow.findIndex((task) => task.state !== 'in_progress');
    if (to === -1) to = flow.length;
  } else {
    const after = flow.findIndex((task) => task.id === afterTaskId);
    if (after === -1) {
      flow.splice(from, 0, moving);
      return false;
    }
    to = after + 1;
  }
  flow.splice(to, 0, moving);
  return true;
}
