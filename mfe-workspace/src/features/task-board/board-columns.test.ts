import { taskFixture, sphereFixture } from '../../test-utils/work-fixtures';
import { boardColumns, keyboardTarget, placementOf, type PendingPlacement } from './board-columns';

const { stages } = sphereFixture();
const task = (id: number, stage_id: number, stage_rank: string) => taskFixture({ id, stage_id, stage_rank });
const tasks = [task(1, 11, 'a2'), task(2, 11, 'a0'), task(3, 11, 'a1'), task(4, 12, 'a0'), task(5, 14, 'a0')];
const none = new Map<number, PendingPlacement>();
const titles = (columns: ReturnType<typeof boardColumns>) => columns.map((column) => column.tasks.map((item) => item.id));

describe('board columns', () => {
  it('lays the tasks out by stage position, each column by rank', () => {
    const shuffled = [...stages].reverse();
    expect(boardColumns(shuffled, tasks, none).map((column) => column.stage.id)).toEqual([11, 12, 13, 14]);
    expect(titles(boardColumns(stages, tasks, none))).toEqual([[2, 3, 1], [4], [], [5]]);
  });

  it('shows a move awaiting the API where it was dropped', () => {
    const moved = tasks.map((item) => (item.id === 1 ? { ...item, stage_id: 12 } : item));
    expect(titles(boardColumns(stages, moved, new Map([[1, { stageId: 12, afterTaskId: null }]])))).toEqual([[2, 3], [1, 4], [], [5]]);
    expect(titles(boardColumns(stages, tasks, new Map([[2, { stageId: 11, afterTaskId: 1 }]])))).toEqual([[3, 1, 2], [4], [], [5]]);
  });

  it('names the task the moved one will follow, or none to go first', () => {
    const columns = boardColumns(stages, tasks, none);
    expect(placementOf(columns, 2, { stageId: 11, index: 2 })).toEqual({ stage_id: 11, after_task_id: 1 });
    expect(placementOf(columns, 1, { stageId: 11, index: 0 })).toEqual({ stage_id: 11, after_task_id: null });
    expect(placementOf(columns, 3, { stageId: 12, index: 1 })).toEqual({ stage_id: 12, after_task_id: 4 });
    expect(placementOf(columns, 3, { stageId: 13, index: 5 })).toEqual({ stage_id: 13, after_task_id: null });
    expect(placementOf(columns, 3, { stageId: 11, index: 1 })).toBeNull();
    expect(placementOf(columns, 99, { stageId: 11, index: 0 })).toBeNull();
  });

  it('turns keys into targets, none past an edge', () => {
    const columns = boardColumns(stages, tasks, none);
    expect(keyboardTarget(columns, 3, 'nextStage')).toEqual({ stageId: 12, index: 0 });
    expect(keyboardTarget(columns, 3, 'previousStage')).toBeNull();
    expect(keyboardTarget(columns, 3, 'up')).toEqual({ stageId: 11, index: 0 });
    expect(keyboardTarget(columns, 3, 'down')).toEqual({ stageId: 11, index: 2 });
    expect(keyboardTarget(columns, 1, 'down')).toBeNull();
    expect(keyboardTarget(columns, 5, 'nextStage')).toBeNull();
  });
});
