/** Where a task lands in a member's queue after a move: the task it then follows (null: first after the one in progress). */
export interface FlowMove {
  taskId: number;
  afterTaskId: number | null;
  /** The queue in its new order. */
  order: number[];
}

/** Moving the task at `from` to `to` in the queue `ids` (the one in progress is not part of it). */
export function flowMove(ids: readonly number[], from: number, to: number): FlowMove | null {
  if (from === to || from < 0 || to < 0 || from >= ids.length || to >= ids.length) return null;
  const order = [...ids];
  const [taskId] = order.splice(from, 1);
  order.splice(to, 0, taskId);
  return { taskId, afterTaskId: to === 0 ? null : order[to - 1], order };
}
