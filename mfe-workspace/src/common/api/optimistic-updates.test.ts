import { waitFor } from '@testing-library/react';
import { apiError, deferred, jsonResponse } from '@stepwise/shared/testing';
import { sphereFixture, taskFixture, memberFixture } from '../../test-utils/work-fixtures';
import { ALL_TASKS, loadedWorkStore, read, settled, workServer, type WorkServerData } from '../../test-utils/work-server';
import type { WorkspaceEvent } from '@stepwise/contracts';
import { applyWorkspaceEvent } from '../../live/apply-workspace-event';
import { taskMutations } from '../tasks/task-mutations';

const LATER = '2026-11-21T10:00:00.000Z';

function serverData(): WorkServerData {
  return {
    members: [memberFixture()],
    invitations: [],
    spheres: [sphereFixture()],
    goals: [],
    projects: [],
    tasks: [
      taskFixture({ id: 31, flow_rank: 'a1', state: 'in_progress', status: 'in_progress', stage_id: 12, started_at: '2026-11-21T08:00:00.000Z' }),
      taskFixture({ id: 32, title: 'Fix the login form', flow_rank: 'a2' }),
      taskFixture({ id: 33, title: 'Draw the icons', flow_rank: 'a3' }),
    ],
  };
}

const ids = (tasks: Array<{ id: number }> | undefined) => tasks?.map((task) => task.id);

afterEach(() => jest.restoreAllMocks());

describe('a transition', () => {
  it('shows at once (the task started leads the flow, the other one pauses), then takes the API’s answer', async () => {
    const data = serverData();
    const answer = deferred();
    const api = workServer(data, { 'POST tasks/32/start': () => answer.promise });
    const store = await loadedWorkStore([32]);

    const started = store.dispatch(taskMutations.endpoints.workTransitionTask.initiate({ workspaceId: 7, taskId: 32, transition: 'start' }));

    expect(read.task(store, 32)).toMatchObject({ state: 'in_progress', status: 'in_progress', stage_id: 12 });
    expect(ids(read.flow(store, 5))).toEqual([32, 31, 33]);
    expect(read.flow(store, 5)?.[1]).toMatchObject({ id: 31, state: 'paused', stage_id: 13 });
    expect(read.taskList(store, ALL_TASKS)?.find((task) => task.id === 32)?.state).toBe('in_progress');

    const fromServer = {
      ...data.tasks[1],
      state: 'in_progress' as const,
      status: 'in_progress' as const,
      stage_id: 12,
      started_at: LATER,
      spent_minutes: 0,
      updated_at: LATER,
    };
    answer.resolve(jsonResponse(200, { data: fromServer }));
    await started;
    await settled(store);

    expect(read.task(store, 32)).toEqual(fromServer);
    expect(api.callsTo('POST', 'tasks/32/start')[0].body).toEqual({});
    expect(api.unexpected).toEqual([]);
  });

  it('is not flickered away by a late event that carries the task as it was before the change', async () => {
    const data = serverData();
    const answer = deferred();
    const api = workServer(data, { 'POST tasks/32/start': () => answer.promise });
    const store = await loadedWorkStore([32]);
    const started = store.dispatch(taskMutations.endpoints.workTransitionTask.initiate({ workspaceId: 7, taskId: 32, transition: 'start' }));

    const earlier: WorkspaceEvent = { seq: 90, type: 'task.updated', payload: { task: data.tasks[1] }, actor_id: 6, at: data.tasks[1].updated_at };
    store.dispatch(applyWorkspaceEvent(7, earlier));
    await settled(store);
    expect(read.task(store, 32)).toMatchObject({ state: 'in_progress', status: 'in_progress' });
    expect(read.flow(store, 5)?.find((task) => task.id === 32)?.state).toBe('in_progress');
    expect(read.taskList(store, ALL_TASKS)?.find((task) => task.id === 32)?.state).toBe('in_progress');

    const fromServer = {
      ...data.tasks[1],
      state: 'in_progress' as const,
      status: 'in_progress' as const,
      stage_id: 12,
      started_at: LATER,
      spent_minutes: 0,
      updated_at: LATER,
    };
    answer.resolve(jsonResponse(200, { data: fromServer }));
    await started;
    await settled(store);
    expect(read.task(store, 32)).toEqual(fromServer);

    store.dispatch(applyWorkspaceEvent(7, { ...earlier, seq: 91 }));
    await settled(store);
    expect(read.task(store, 32)).toEqual(fromServer);
    expect(api.unexpected).toEqual([]);
  });

  it('takes the answer to its own change even when the server stamped it in the same instant as the copy it changed', async () => {
    const data = serverData();
    const api = workServer(data, {
      'PATCH tasks/32': ({ body }) => jsonResponse(200, { data: { ...data.tasks[1], ...(body as object), title: 'Fix the login form for good' } }),
    });
    const store = await loadedWorkStore([32]);

    await store.dispatch(taskMutations.endpoints.workUpdateTask.initiate({ workspaceId: 7, taskId: 32, body: { title: 'Fix the login form!' } }));
    await settled(store);

    expect(read.task(store, 32)?.title).toBe('Fix the login form for good');
    expect(api.unexpected).toEqual([]);
  });

  it('is undone everywhere when the API refuses it', async () => {
    const data = serverData();
    const api = workServer(data, { 'POST tasks/32/finish': () => apiError(409, 'invalid_transition') });
    const store = await loadedWorkStore([32]);
    const before = { task: read.task(store, 32), flow: read.flow(store, 5), list: read.taskList(store, ALL_TASKS) };

    const result = await store.dispatch(
      taskMutations.endpoints.workTransitionTask.initiate({ workspaceId: 7, taskId: 32, transition: 'finish', body: { spent_minutes: 30 } }),
    );
    await settled(store);

    expect('error' in result && result.error).toMatchObject({ status: 409 });
    expect(read.task(store, 32)).toEqual(before.task);
    expect(read.flow(store, 5)).toEqual(before.flow);
    expect(read.taskList(store, ALL_TASKS)).toEqual(before.list);
    expect(api.callsTo('POST', 'tasks/32/finish')[0].body).toEqual({ spent_minutes: 30 });
  });
});

describe('a task patch', () => {
  it('shows the new fields at once, a new stage with its state, and is undone when refused', async () => {
    const data = serverData();
    const answer = deferred();
    workServer(data, { 'PATCH tasks/33': () => answer.promise });
    const store = await loadedWorkStore([33]);

    const patched = store.dispatch(
      taskMutations.endpoints.workUpdateTask.initiate({ workspaceId: 7, taskId: 33, body: { title: 'Draw the app icons', stage_id: 13 } }),
    );

    expect(read.task(store, 33)).toMatchObject({ title: 'Draw the app icons', stage_id: 13, state: 'paused', status: 'paused' });
    answer.resolve(apiError(400, 'validation_failed', { fields: { title: 'too_long' } }));
    await patched;
    await settled(store);
    expect(read.task(store, 33)).toMatchObject({ title: 'Draw the icons', stage_id: 11, state: 'open' });
  });
});

describe('the flow', () => {
  it('a drag shows at once and the order the API answers stays', async () => {
    const data = serverData();
    const answer = deferred();
    const api = workServer(data, { 'POST workspaces/7/flow/5/move': () => answer.promise });
    const store = await loadedWorkStore([]);

    const moved = store.dispatch(taskMutations.endpoints.workMoveInFlow.initiate({ workspaceId: 7, userId: 5, taskId: 33, afterTaskId: null }));
    expect(ids(read.flow(store, 5))).toEqual([31, 33, 32]);

    answer.resolve(jsonResponse(200, { data: [data.tasks[0], { ...data.tasks[2], flow_rank: 'a15', updated_at: LATER }, data.tasks[1]] }));
    await moved;
    await waitFor(() => expect(read.flow(store, 5)?.[1].flow_rank).toBe('a15'));
    expect(ids(read.flow(store, 5))).toEqual([31, 33, 32]);
    expect(api.callsTo('POST', 'workspaces/7/flow/5/move')[0].body).toEqual({ task_id: 33, after_task_id: null });
  });

  it('a reorder the API refuses is undone and the flow read again', async () => {
    const data = serverData();
    const api = workServer(data, { 'PUT workspaces/7/flow/5': () => apiError(403, 'forbidden') });
    const store = await loadedWorkStore([]);

    await store.dispatch(taskMutations.endpoints.workReorderFlow.initiate({ workspaceId: 7, userId: 5, taskIds: [33, 32, 31] }));
    await settled(store);

    expect(ids(read.flow(store, 5))).toEqual([31, 32, 33]);
    expect(api.callsTo('PUT', 'workspaces/7/flow/5')[0].body).toEqual({ task_ids: [33, 32, 31] });
    expect(api.callsTo('GET', 'workspaces/7/flow/5')).toHaveLength(2);
  });
});
