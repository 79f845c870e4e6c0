import type { Task } from '../../common/api/work-types';
import { planMove } from './workload-move-plan';

const task = (id: number, state: Task['state'] = 'open') => ({ id, state }) as Task;

describe('planMove', () => {
  const mine = [task(1, 'in_progress'), task(2), task(3), task(4)];
  const theirs = [task(7), task(8)];

  it('moves a task within its member’s queue, the task in progress staying first', () => {
    const plan = planMove({ taskId: 2, title: 'B', fromUser: 5, toUser: 5, position: 2 }, mine, undefined)!;
    expect(plan).toMatchObject({
      body: { user_id: 5, task_ids: [1, 3, 4, 2] },
      reassign: false,
      afterTaskId: 4,
      position: 2,
      count: 3,
      last: true,
      changed: true,
    });
    expect(planMove({ taskId: 2, title: 'B', fromUser: 5, toUser: 5 }, mine, undefined)!.changed).toBe(false);
  });

  it('puts a dropped task before the task of the day it was dropped on', () => {
    expect(planMove({ taskId: 4, title: 'D', fromUser: 5, toUser: 5, beforeTaskId: 2 }, mine, undefined)!.body.task_ids).toEqual([1, 4, 2, 3]);
  });

  it('proposes a reassignment at a place in the other member’s queue, at the end by default', () => {
    const at = planMove({ taskId: 3, title: 'C', fromUser: 5, toUser: 6, position: 1 }, mine, theirs)!;
    expect(at).toMatchObject({ body: { user_id: 6, task_ids: [7, 3, 8], reassigned_task_id: 3 }, reassign: true, afterTaskId: 7, last: false });
    expect(planMove({ taskId: 3, title: 'C', fromUser: 5, toUser: 6 }, mine, theirs)).toMatchObject({ position: 2, last: true });
    expect(planMove({ taskId: 3, title: 'C', fromUser: 5, toUser: 6 }, mine, undefined)).toBeNull();
  });
});
