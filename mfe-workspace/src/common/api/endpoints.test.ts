import type { ScheduleBody } from '@stepwise/contracts';
import { createAppStore, tokenStorage, type AppStore } from '@stepwise/shared';
import { jsonResponse, mockApi } from '@stepwise/shared/testing';
import { goalFixture, memberFixture, projectFixture, sphereFixture, taskFixture } from '../../test-utils/work-fixtures';
import { read, settled } from '../../test-utils/work-server';
import { forecastApi } from '../forecast/forecast-api';
import { goalsApi } from '../goals/goals-api';
import { membersApi } from '../members/members-api';
import { projectsApi } from '../projects/projects-api';
import { spheresApi } from '../spheres/spheres-api';
import { workingTimeApi } from '../schedule/working-time-api';
import { taskMutations } from '../tasks/task-mutations';

let store: AppStore;

beforeEach(() => {
  store = createAppStore();
  tokenStorage.set('work-token');
});

afterEach(() => {
  tokenStorage.clear();
  jest.restoreAllMocks();
});

describe('the workspace API client', () => {
  it('asks for members with the session’s token, changes a role and removes a member', async () => {
    const anna = memberFixture();
    const boris = memberFixture({ user_id: 6, role: 'member', email: 'boris@example.com' });
    const api = mockApi({
      'GET workspaces/7/members': () => jsonResponse(200, { data: [anna, boris] }),
      'PATCH workspaces/7/members/6': () => jsonResponse(200, { data: { ...boris, role: 'admin' } }),
      'DELETE workspaces/7/members/6': () => jsonResponse(204),
    });
    await store.dispatch(membersApi.endpoints.workMembers.initiate(7)).unwrap();
    expect(api.calls[0].headers.get('Authorization')).toBe('Bearer work-token');

    await store.dispatch(membersApi.endpoints.workUpdateMember.initiate({ workspaceId: 7, userId: 6, body: { role: 'admin' } })).unwrap();
    expect(api.callsTo('PATCH', 'workspaces/7/members/6')[0].body).toEqual({ role: 'admin' });
    expect(read.members(store)?.[1].role).toBe('admin');

    await store.dispatch(membersApi.endpoints.workRemoveMember.initiate({ workspaceId: 7, userId: 6 })).unwrap();
    await settled(store);
    expect(read.members(store)?.map((member) => member.user_id)).toEqual([5]);
    expect(api.unexpected).toEqual([]);
  });

  it('spheres: create, change, delete with the stage its tasks go to', async () => {
    const api = mockApi({
      'GET workspaces/7/spheres': () => jsonResponse(200, { data: [sphereFixture()] }),
      'POST workspaces/7/spheres': () => jsonResponse(201, { data: sphereFixture({ id: 5, name: 'Design' }) }),
      'PATCH spheres/5': () => jsonResponse(200, { data: sphereFixture({ id: 5, name: 'Product design' }) }),
      'DELETE spheres/5': () => jsonResponse(204),
    });
    await store.dispatch(spheresApi.endpoints.workSpheres.initiate(7)).unwrap();
    await store.dispatch(spheresApi.endpoints.workCreateSphere.initiate({ workspaceId: 7, body: { name: 'Design' } })).unwrap();
    await store.dispatch(spheresApi.endpoints.workUpdateSphere.initiate({ sphereId: 5, body: { name: 'Product design' } })).unwrap();
    expect(read.spheres(store)?.map((sphere) => sphere.name)).toEqual(['General', 'Product design']);
    await store.dispatch(spheresApi.endpoints.workDeleteSphere.initiate({ workspaceId: 7, sphereId: 5, moveToStageId: 11 })).unwrap();
    await settled(store);
    expect(api.callsTo('DELETE', 'spheres/5')[0].query.get('move_to_stage_id')).toBe('11');
    expect(read.spheres(store)?.map((sphere) => sphere.name)).toEqual(['General']);
    expect(api.unexpected).toEqual([]);
  });

  it('goals and projects: the archived ones only when asked for; create and change', async () => {
    const api = mockApi({
      'GET workspaces/7/goals': () => jsonResponse(200, { data: [goalFixture()] }),
      'POST workspaces/7/goals': () => jsonResponse(201, { data: goalFixture({ id: 23, title: 'Hire' }) }),
      'PATCH goals/23': () => jsonResponse(200, { data: goalFixture({ id: 23, title: 'Hire', archived: true }) }),
      'GET workspaces/7/projects': () => jsonResponse(200, { data: [projectFixture()] }),
      'POST workspaces/7/projects': () => jsonResponse(201, { data: projectFixture({ id: 43, key: 'APP' }) }),
      'PATCH projects/43': () => jsonResponse(200, { data: projectFixture({ id: 43, key: 'MOB' }) }),
    });
    await store.dispatch(goalsApi.endpoints.workGoals.initiate({ workspaceId: 7 })).unwrap();
    await store.dispatch(goalsApi.endpoints.workGoals.initiate({ workspaceId: 7, archived: true })).unwrap();
    expect(api.callsTo('GET', 'workspaces/7/goals').map((call) => call.query.get('archived'))).toEqual([null, 'true']);
    await store.dispatch(goalsApi.endpoints.workCreateGoal.initiate({ workspaceId: 7, body: { title: 'Hire' } })).unwrap();
    expect(read.goals(store)?.map((goal) => goal.id)).toEqual([21, 23]);
    await store.dispatch(goalsApi.endpoints.workUpdateGoal.initiate({ goalId: 23, body: { archived: true } })).unwrap();
    expect(read.goals(store)?.map((goal) => goal.id)).toEqual([21]);

    await store.dispatch(projectsApi.endpoints.workProjects.initiate({ workspaceId: 7 })).unwrap();
    await store.dispatch(projectsApi.endpoints.workCreateProject.initiate({ workspaceId: 7, body: { name: 'App', key: 'APP' } })).unwrap();
    await store.dispatch(projectsApi.endpoints.workUpdateProject.initiate({ projectId: 43, body: { key: 'MOB' } })).unwrap();
    expect(read.projects(store)?.map((project) => project.key)).toEqual(['WEB', 'MOB']);
    expect(api.unexpected).toEqual([]);
  });

  it('tasks: filters and a page size in the query, the next page by its cursor', async () => {
    const api = mockApi({
      'GET workspaces/7/tasks': (call) =>
        call.query.get('cursor') === 'page-2'
          ? jsonResponse(200, { data: [taskFixture({ id: 32 })], meta: { next_cursor: null, total: 2 } })
          : jsonResponse(200, { data: [taskFixture({ id: 31 })], meta: { next_cursor: 'page-2', total: 2 } }),
    });
    const args = { workspaceId: 7, filters: { assignee_id: '5,none', status: 'open,overdue', q: 'release' }, limit: 1 };
    const list = store.dispatch(taskMutations.endpoints.workTasks.initiate(args));
    await list.unwrap();
    expect(Object.fromEntries(api.calls[0].query)).toEqual({ assignee_id: '5,none', status: 'open,overdue', q: 'release', limit: '1' });

    await store.dispatch(taskMutations.endpoints.workTasks.initiate(args, { direction: 'forward' })).unwrap();
    expect(api.calls[1].query.get('cursor')).toBe('page-2');
    expect(read.taskList(store, args)?.map((task) => task.id)).toEqual([31, 32]);
    list.unsubscribe();
  });

  it('tasks: one task, its history, create and delete; a member’s flow', async () => {
    const created = taskFixture({ id: 34, flow_rank: 'a2' });
    const api = mockApi({
      'GET tasks/31': () => jsonResponse(200, { data: taskFixture() }),
      'GET tasks/31/activity': () =>
        jsonResponse(200, { data: [{ id: 1, task_id: 31, actor_id: 5, kind: 'created', changes: {}, at: '2026-11-20T09:00:00.000Z' }] }),
      'GET workspaces/7/flow/5': () => jsonResponse(200, { data: [taskFixture()] }),
      'POST workspaces/7/tasks': () => jsonResponse(201, { data: created }),
      'DELETE tasks/34': () => jsonResponse(204),
    });
    expect((await store.dispatch(taskMutations.endpoints.workTask.initiate(31)).unwrap()).title).toBe('Write the release notes');
    expect(await store.dispatch(taskMutations.endpoints.workTaskActivity.initiate(31)).unwrap()).toHaveLength(1);
    await store.dispatch(taskMutations.endpoints.workFlow.initiate({ workspaceId: 7, userId: 5 })).unwrap();

    await store.dispatch(taskMutations.endpoints.workCreateTask.initiate({ workspaceId: 7, body: { title: 'Call the printer', assignee_id: 5 } })).unwrap();
    expect(api.callsTo('POST', 'workspaces/7/tasks')[0].body).toEqual({ title: 'Call the printer', assignee_id: 5 });
    expect(read.flow(store, 5)?.map((task) => task.id)).toEqual([31, 34]);

    await store.dispatch(taskMutations.endpoints.workDeleteTask.initiate({ workspaceId: 7, taskId: 34 })).unwrap();
    await settled(store);
    expect(read.flow(store, 5)?.map((task) => task.id)).toEqual([31]);
    expect(api.unexpected).toEqual([]);
  });
});

describe('the forecast and working-time client', () => {
  it('previews an order, checks then queues a history file sent as CSV, and reads the import’s status', async () => {
    const preview = { at: '2026-11-27T10:00:00.000Z', version: 3, tasks: [], goals: [], projects: [] };
    const status = {
      id: 12,
      status: 'queued',
      total_rows: 1,
      processed_rows: 0,
      imported: 0,
      refused_count: 0,
      refused: [],
      processed_through_line: null,
      error: null,
      created_at: '2026-11-27T10:00:00.000Z',
      finished_at: null,
    };
    const api = mockApi({
      'POST workspaces/7/forecast/preview': () => jsonResponse(200, { data: preview }),
      'POST workspaces/7/import/history': (call) =>
        call.query.get('dry_run') === 'true'
          ? jsonResponse(200, { data: { imported: 0, dry_run: true, rows: [], skipped: [{ line: 3, reason: 'assignee_unknown' }] } })
          : jsonResponse(202, { data: status }),
      'GET workspaces/7/import/history/12': () => jsonResponse(200, { data: { ...status, status: 'running', processed_rows: 1 } }),
    });
    expect(
      await store.dispatch(forecastApi.endpoints.workForecastPreview.initiate({ workspaceId: 7, body: { user_id: 5, task_ids: [32, 31] } })).unwrap(),
    ).toEqual(preview);
    expect(api.callsTo('POST', 'workspaces/7/forecast/preview')[0].body).toEqual({ user_id: 5, task_ids: [32, 31] });

    const csv =
      'title,assignee_email,estimate_minutes,spent_minutes,started_at,finished_at,complexity\nLogo,anna@example.com,60,90,2026-10-01T09:00:00Z,2026-10-01T11:00:00Z,\n';
    await store.dispatch(forecastApi.endpoints.workPreviewHistory.initiate({ workspaceId: 7, csv, timeZone: 'Asia/Vladivostok' })).unwrap();
    const queued = await store.dispatch(forecastApi.endpoints.workStartHistoryImport.initiate({ workspaceId: 7, csv })).unwrap();
    const [check, write] = api.callsTo('POST', 'workspaces/7/import/history');
    expect(check.headers.get('Content-Type')).toBe('text/csv');
    expect(check.body).toBe(csv);
    expect(Object.fromEntries(check.query)).toEqual({ dry_run: 'true', time_zone: 'Asia/Vladivostok' });
    expect(Object.fromEntries(write.query)).toEqual({ dry_run: 'false' });
    expect(write.headers.get('Content-Type')).toBe('text/csv');
    expect(queued).toEqual(status);
    const running = await store.dispatch(forecastApi.endpoints.workHistoryImport.initiate({ workspaceId: 7, importId: 12 })).unwrap();
    expect(running).toMatchObject({ status: 'running', processed_rows: 1 });
    expect(api.unexpected).toEqual([]);
  });

  it('saves a member’s schedule and the default one at their own addresses, and a day off', async () => {
    const week: ScheduleBody['week'] = { mon: [['09:00', '18:00']], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
    const api = mockApi({
      'PUT workspaces/7/members/6/schedule': (call) => jsonResponse(200, { data: call.body }),
      'PUT workspaces/7/schedule': (call) => jsonResponse(200, { data: call.body }),
      'POST workspaces/7/members/6/days-off': () =>
        jsonResponse(201, {
          data: { id: 2, user_id: 6, from: '2026-12-30', to: '2026-12-31', kind: 'vacation', part: null, created_at: '2026-11-27T10:00:00.000Z' },
        }),
      'DELETE workspaces/7/members/6/days-off/2': () => jsonResponse(204),
    });
    await store
      .dispatch(workingTimeApi.endpoints.workSaveSchedule.initiate({ workspaceId: 7, userId: 6, body: { time_zone: 'Asia/Vladivostok', week } }))
      .unwrap();
    await store.dispatch(workingTimeApi.endpoints.workSaveSchedule.initiate({ workspaceId: 7, body: { time_zone: 'Europe/Moscow', week } })).unwrap();
    expect(api.callsTo('PUT', 'workspaces/7/members/6/schedule')[0].body).toMatchObject({ time_zone: 'Asia/Vladivostok' });
    expect(api.callsTo('PUT', 'workspaces/7/schedule')[0].body).toMatchObject({ time_zone: 'Europe/Moscow' });

    await store
      .dispatch(
        workingTimeApi.endpoints.workCreateDayOff.initiate({ workspaceId: 7, userId: 6, body: { from: '2026-12-30', to: '2026-12-31', kind: 'vacation' } }),
      )
      .unwrap();
    await store.dispatch(workingTimeApi.endpoints.workDeleteDayOff.initiate({ workspaceId: 7, userId: 6, dayOffId: 2 })).unwrap();
    expect(api.callsTo('POST', 'workspaces/7/members/6/days-off')[0].body).toEqual({ from: '2026-12-30', to: '2026-12-31', kind: 'vacation' });
    expect(api.unexpected).toEqual([]);
  });
});
