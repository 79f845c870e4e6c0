import { taskFixture } from '../../test-utils/work-fixtures';
import { moveInFlow, placeInFlow, reorderFlow } from './flow-order';
import { taskMatchesFilters } from './task-filters';

const flow = () => [
  taskFixture({ id: 1, state: 'in_progress', status: 'in_progress', flow_rank: 'a5' }),
  taskFixture({ id: 2, flow_rank: 'a1' }),
  taskFixture({ id: 3, flow_rank: 'a3' }),
];
const ids = (tasks: Array<{ id: number }>) => tasks.map((task) => task.id);

describe('a member’s flow order', () => {
  it('places a task by its key after the one in progress; takes out one that is finished or someone else’s', () => {
    const tasks = flow();
    placeInFlow(tasks, taskFixture({ id: 4, flow_rank: 'a2' }), 5);
    expect(ids(tasks)).toEqual([1, 2, 4, 3]);
    placeInFlow(tasks, taskFixture({ id: 4, flow_rank: 'a2', state: 'finished' }), 5);
    expect(ids(tasks)).toEqual([1, 2, 3]);
    placeInFlow(tasks, taskFixture({ id: 3, flow_rank: 'a3', assignee_id: 6 }), 5);
    expect(ids(tasks)).toEqual([1, 2]);
  });

  it('keeps the place of a task whose key and state did not change (an order the server sent)', () => {
    const tasks = flow();
    expect(reorderFlow(tasks, [3, 2, 1])).toBe(true);
    expect(ids(tasks)).toEqual([1, 3, 2]);
    placeInFlow(tasks, { ...tasks[1], title: 'Renamed' }, 5);
    expect(ids(tasks)).toEqual([1, 3, 2]);
    expect(tasks[1].title).toBe('Renamed');
  });

  it('a reorder naming other tasks than the flow holds is refused', () => {
    const tasks = flow();
    expect(reorderFlow(tasks, [2, 1])).toBe(false);
    expect(reorderFlow(tasks, [2, 1, 9])).toBe(false);
    expect(ids(tasks)).toEqual([1, 2, 3]);
  });

  it('a drag goes after the named task, or first after the one in progress; the one in progress stays', () => {
    const tasks = flow();
    expect(moveInFlow(tasks, 3, null)).toBe(true);
    expect(ids(tasks)).toEqual([1, 3, 2]);
    expect(moveInFlow(tasks, 3, 2)).toBe(true);
    expect(ids(tasks)).toEqual([1, 2, 3]);
    expect(moveInFlow(tasks, 1, 3)).toBe(false);
    expect(moveInFlow(tasks, 2, 99)).toBe(false);
    expect(moveInFlow(tasks, 99, null)).toBe(false);
    expect(ids(tasks)).toEqual([1, 2, 3]);
  });
});

describe('task list filters', () => {
  it('apply the ids (with none for unset) and statuses as the API does; a text search only the server can decide', () => {
    const task = taskFixture({ assignee_id: null, goal_id: 21, status: 'overdue' });
    expect(taskMatchesFilters(task)).toBe(true);
    expect(taskMatchesFilters(task, { assignee_id: '5,none', goal_id: '21', status: 'open,overdue' })).toBe(true);
    expect(taskMatchesFilters(task, { assignee_id: '5' })).toBe(false);
    expect(taskMatchesFilters(task, { status: 'open' })).toBe(false);
    expect(taskMatchesFilters(task, { project_id: 'none', sphere_id: '3', stage_id: '11' })).toBe(true);
    expect(taskMatchesFilters(task, { q: 'notes' })).toBe('unknown');
    expect(taskMatchesFilters(task, { q: 'notes', status: 'finished' })).toBe(false);
  });
});
