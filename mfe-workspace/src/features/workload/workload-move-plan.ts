import type { ForecastPreviewBody } from '@stepwise/contracts';
import type { Task } from '../../common/api/work-types';
import { flowMove } from '../../common/tasks/flow-move';

/** A move of a task on the board, not saved yet: to another place in its member's flow, or to another member. */
export interface WorkloadDraft {
  taskId: number;
  title: string;
  fromUser: number;
  toUser: number;
  /** The place in the target queue (0-based); undefined: where it is now (same member) or the end (another). */
  position?: number;
  /** Put it before this task of the target queue (a drop on a day); null: at the end. Wins over `position`. */
  beforeTaskId?: number | null;
  /** Places later (> 0) or earlier than that, for a key pressed before the flows were read. */
  shift?: number;
}

export interface MovePlan {
  /** What the forecast preview is asked. */
  body: ForecastPreviewBody;
  reassign: boolean;
  /** The task it will follow in the target queue (null: first after the one in progress). */
  afterTaskId: number | null;
  /** Its place in the target queue (0-based), and the queue's length after the move. */
  position: number;
  count: number;
  /** Whether it lands at the end of the target queue (where a new assignee puts it). */
  last: boolean;
  /** Whether anything changes. */
  changed: boolean;
}

function split(flow: readonly Task[]) {
  const active = flow.filter((task) => task.state === 'in_progress').map((task) => task.id);
  return { active, queue: flow.filter((task) => task.state !== 'in_progress').map((task) => task.id) };
}

const clamp = (value: number, low: number, high: number) => Math.max(low, Math.min(high, value));

/** The orders a draft proposes, from the members' flows (the task in progress stays first); null while a flow is missing. */
export function planMove(draft: WorkloadDraft, fromFlow: readonly Task[] | undefined, toFlow: readonly Task[] | undefined): MovePlan | null {
  if (!fromFlow) return null;
  const source = split(fromFlow);
  if (draft.toUser === draft.fromUser) {
    const from = source.queue.indexOf(draft.taskId);
    if (from < 0) return null;
    const others = source.queue.filter((id) => id !== draft.taskId);
    const before = draft.beforeTaskId === undefined ? -1 : draft.beforeTaskId === null ? others.length : others.indexOf(draft.beforeTaskId);
    const to = clamp((before >= 0 ? before : (draft.position ?? from)) + (draft.shift ?? 0), 0, source.queue.length - 1);
    const move = flowMove(source.queue, from, to);
    const order = move?.order ?? source.queue;
    return {
      body: { user_id: draft.fromUser, task_ids: [...source.active, ...order] },
      reassign: false,
      afterTaskId: to === 0 ? null : order[to - 1]!,
      position: to,
      count: order.length,
      last: to === order.length - 1,
      changed: move !== null,
    };
  }
  if (!toFlow || !fromFlow.some((task) => task.id === draft.taskId)) return null;
  const target = split(toFlow);
  const before = draft.beforeTaskId === undefined || draft.beforeTaskId === null ? -1 : target.queue.indexOf(draft.beforeTaskId);
  const to = clamp((before >= 0 ? before : (draft.position ?? target.queue.length)) + (draft.shift ?? 0), 0, target.queue.length);
  const order = [...target.queue];
  order.splice(to, 0, draft.taskId);
  return {
    body: { user_id: draft.toUser, task_ids: [...target.active, ...order], reassigned_task_id: draft.taskId },
    reassign: true,
    afterTaskId: to === 0 ? null : order[to - 1]!,
    position: to,
    count: order.length,
    last: to === order.length - 1,
    changed: true,
  };
}
