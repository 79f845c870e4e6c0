import type { LiveEvent, WorkspaceEvent, WorkspaceEventPayloads, WorkspaceEventType } from '@stepwise/contracts';
import type { AppStore } from '@stepwise/shared';
import { goalFixture, invitationFixture, memberFixture, projectFixture, sphereFixture, taskFixture } from '../test-utils/work-fixtures';
import { ALL_TASKS, ANNAS_TASKS, cachedData, loadedWorkStore, read, settled, workServer, type WorkServerData } from '../test-utils/work-server';
import { jsonResponse } from '@stepwise/shared/testing';
import { forecastApi } from '../common/forecast/forecast-api';
import { sprintsApi } from '../features/sprints/sprints-api';
import { timeApi } from '../features/time-tracking/time-api';
import { workingTimeApi } from '../common/schedule/working-time-api';
import { workloadApi } from '../features/workload/workload-api';
import { timeEntryFixture } from '../test-utils/time-fixtures';
import { applyWorkspaceEvent, refetchWorkspace } from './apply-workspace-event';

const LATER = '2026-11-21T10:00:00.000Z';

function serverData(): WorkServerData {
  return {
    members: [memberFixture(), memberFixture({ user_id: 6, first_name: 'Boris', last_name: 'Ivanov', email: 'boris@example.com', role: 'member' })],
    invitations: [invitationFixture()],
    spheres: [sphereFixture()],
    goals: [goalFixture(), goalFixture({ id: 22, title: 'Old goal', archived: true })],
    projects: [projectFixture(), projectFixture({ id: 42, name: 'Old site', key: 'OLD', archived: true })],
    tasks: [
      taskFixture({ id: 31, flow_rank: 'a1' }),
      taskFixture({ id: 32, title: 'Fix the login form', flow_rank: 'a2' }),
      taskFixture({ id: 33, title: 'Draw the icons', assignee_id: 6, flow_rank: 'a1' }),
    ],
  };
}

let seq = 100;
function event<Type extends WorkspaceEventType>(type: Type, payload: WorkspaceEventPayloads[Type]): LiveEvent<Type> {
  seq += 1;
  return { seq, type, payload, actor_id: 6, at: LATER };
}

const ids = (tasks: Array<{ id: number }> | undefined) => tasks?.map((task) => task.id);

async function apply(store: AppStore, liveEvent: WorkspaceEvent) {
  store.dispatch(applyWorkspaceEvent(7, liveEvent));
  await settled(store);
}

let data: WorkServerData;
let api: ReturnType<typeof workServer>;
let store: AppStore;

beforeEach(async () => {
  data = serverData();
  api = workServer(data);
  store = await loadedWorkStore();
});

afterEach(() => {
  expect(api.unexpected).toEqual([]);
  jest.restoreAllMocks();
});

describe('live events applied to the cache', () => {
  it('task.created: placed in its assignee’s flow by its key, and the lists it matches read it', async () => {
    const created = taskFixture({ id: 34, title: 'Call the printer', flow_rank: 'a15', updated_at: LATER });
    data.tasks.push(created);
    const listReads = api.callsTo('GET', 'workspaces/7/tasks').length;

    await apply(store, event('task.created', { task: created }));

    expect(ids(read.flow(store, 5))).toEqual([31, 34, 32]);
    expect(ids(read.flow(store, 6))).toEqual([33]);
    expect(ids(read.taskList(store, ALL_TASKS))).toContain(34);
    expect(ids(read.taskList(store, ANNAS_TASKS))).toContain(34);
    expect(api.callsTo('GET', 'workspaces/7/tasks').length).toBe(listReads + 2);
  });

  it('task.created for a list it does not match leaves that list alone', async () => {
    const borisTask = taskFixture({ id: 35, assignee_id: 6, flow_rank: 'a2', updated_at: LATER });
    data.tasks.push(borisTask);
    const annasListReads = () => api.callsTo('GET', 'workspaces/7/tasks').filter((call) => call.query.get('assignee_id') === '5').length;
    const reads = annasListReads();

    await apply(store, event('task.created', { task: borisTask }));

    expect(ids(read.taskList(store, ANNAS_TASKS))).toEqual([31, 32]);
    expect(annasListReads()).toBe(reads);
    expect(ids(read.flow(store, 6))).toEqual([33, 35]);
  });

  it('task.updated: the new copy replaces the old one in its own entry, the lists and the flow', async () => {
    const renamed = { ...data.tasks[0], title: 'Write the release notes for 2.0', updated_at: LATER };

    await apply(store, event('task.updated', { task: renamed }));

    expect(read.task(store, 31)?.title).toBe('Write the release notes for 2.0');
    expect(read.taskList(store, ALL_TASKS)?.find((task) => task.id === 31)?.title).toBe('Write the release notes for 2.0');
    expect(read.flow(store, 5)?.[0].title).toBe('Write the release notes for 2.0');
  });

  it('task.updated never puts back an older copy than the cache has', async () => {
    await apply(store, event('task.updated', { task: { ...data.tasks[0], title: 'Newest', updated_at: LATER } }));
    await apply(store, event('task.updated', { task: { ...data.tasks[0], title: 'Older', updated_at: '2026-11-20T12:00:00.000Z' } }));

    expect(read.task(store, 31)?.title).toBe('Newest');
    expect(read.flow(store, 5)?.[0].title).toBe('Newest');
  });

  it('task.updated with another assignee moves it between flows and out of the lists it no longer matches', async () => {
    const reassigned = { ...data.tasks[0], assignee_id: 6, flow_rank: 'a0', updated_at: LATER };

    await apply(store, event('task.updated', { task: reassigned }));

    expect(ids(read.flow(store, 5))).toEqual([32]);
    expect(ids(read.flow(store, 6))).toEqual([31, 33]);
    expect(ids(read.taskList(store, ANNAS_TASKS))).toEqual([32]);
    expect(read.taskTotal(store, ANNAS_TASKS)).toBe(1);
    expect(ids(read.taskList(store, ALL_TASKS))).toEqual([31, 32, 33]);
  });

  it('task.updated: a task started leads its flow, a finished one leaves it', async () => {
    await apply(store, event('task.updated', { task: { ...data.tasks[1], state: 'in_progress', status: 'in_progress', stage_id: 12, updated_at: LATER } }));
    expect(ids(read.flow(store, 5))).toEqual([32, 31]);

    await apply(
      store,
      event('task.updated', {
        task: { ...data.tasks[1], state: 'finished', status: 'finished', stage_id: 14, flow_rank: null, updated_at: '2026-11-21T11:00:00.000Z' },
      }),
    );
    expect(ids(read.flow(store, 5))).toEqual([31]);
    expect(read.taskList(store, ALL_TASKS)?.find((task) => task.id === 32)?.status).toBe('finished');
  });

  it('task.deleted: it leaves every list and flow, and its own entry is read again', async () => {
    data.tasks.splice(0, 1);

    await apply(store, event('task.deleted', { id: 31, assignee_id: 5 }));

    expect(ids(read.flow(store, 5))).toEqual([32]);
    expect(ids(read.taskList(store, ALL_TASKS))).toEqual([32, 33]);
    expect(read.taskTotal(store, ALL_TASKS)).toBe(2);
    expect(ids(read.taskList(store, ANNAS_TASKS))).toEqual([32]);
    expect(api.callsTo('GET', 'tasks/31')).toHaveLength(2);
  });

  it('flow.reordered: the flow takes the new order', async () => {
    await apply(store, event('flow.reordered', { user_id: 5, task_ids: [32, 31] }));
    expect(ids(read.flow(store, 5))).toEqual([32, 31]);
  });

  it('flow.reordered with tasks the cache does not hold reads the flow again', async () => {
    const extra = taskFixture({ id: 36, flow_rank: 'a3' });
    data.tasks.push(extra);

    await apply(store, event('flow.reordered', { user_id: 5, task_ids: [36, 32, 31] }));

    expect(api.callsTo('GET', 'workspaces/7/flow/5')).toHaveLength(2);
    expect(ids(read.flow(store, 5))).toEqual([31, 32, 36]);
  });

  it('member.joined, member.updated, member.removed', async () => {
    const vera = memberFixture({ user_id: 8, first_name: 'Vera', email: 'vera@example.com', role: 'member' });
    await apply(store, event('member.joined', { member: vera }));
    expect(read.members(store)?.map((member) => member.user_id)).toEqual([5, 6, 8]);

    await apply(store, event('member.updated', { member: { ...vera, role: 'admin' } }));
    expect(read.members(store)?.find((member) => member.user_id === 8)?.role).toBe('admin');

    await apply(store, event('member.removed', { user_id: 6 }));
    expect(read.members(store)?.map((member) => member.user_id)).toEqual([5, 8]);
  });

  it('member.updated to inactive takes the member off the list of active ones', async () => {
    await apply(store, event('member.updated', { member: { ...data.members[1], status: 'inactive' } }));
    expect(read.members(store)?.map((member) => member.user_id)).toEqual([5]);
  });

  it('invitation.changed: a new invitation comes first, a changed one is replaced', async () => {
    await apply(store, event('invitation.changed', { invitation: invitationFixture({ id: 9, email: 'gleb@example.com' }) }));
    expect(read.invitations(store)?.map((invitation) => invitation.id)).toEqual([9, 4]);

    await apply(store, event('invitation.changed', { invitation: invitationFixture({ status: 'accepted' }) }));
    expect(read.invitations(store)?.find((invitation) => invitation.id === 4)?.status).toBe('accepted');
  });

  it('sphere.created, sphere.updated, sphere.deleted', async () => {
    const design = sphereFixture({ id: 5, name: 'Design' });
    await apply(store, event('sphere.created', { sphere: design }));
    expect(read.spheres(store)?.map((sphere) => sphere.name)).toEqual(['General', 'Design']);

    await apply(store, event('sphere.updated', { sphere: { ...design, name: 'Product design' } }));
    expect(read.spheres(store)?.map((sphere) => sphere.name)).toEqual(['General', 'Product design']);

    await apply(store, event('sphere.deleted', { id: 3 }));
    expect(read.spheres(store)?.map((sphere) => sphere.name)).toEqual(['Product design']);
  });

  it('goal.created and goal.updated; an archived goal leaves the list without archived goals', async () => {
    const newGoal = goalFixture({ id: 23, title: 'Hire a designer' });
    await apply(store, event('goal.created', { goal: newGoal }));
    expect(read.goals(store)?.map((goal) => goal.id)).toEqual([21, 23]);
    expect(read.goals(store, true)?.map((goal) => goal.id)).toEqual([21, 22, 23]);

    await apply(store, event('goal.updated', { goal: { ...newGoal, archived: true } }));
    expect(read.goals(store)?.map((goal) => goal.id)).toEqual([21]);
    expect(read.goals(store, true)?.find((goal) => goal.id === 23)?.archived).toBe(true);
  });

  it('project.created and project.updated; an archived project leaves the list without archived projects', async () => {
    const app = projectFixture({ id: 43, name: 'Mobile app', key: 'APP' });
    await apply(store, event('project.created', { project: app }));
    expect(read.projects(store)?.map((project) => project.id)).toEqual([41, 43]);

    await apply(store, event('project.updated', { project: { ...app, name: 'Phone app' } }));
    expect(read.projects(store)?.find((project) => project.id === 43)?.name).toBe('Phone app');

    await apply(store, event('project.updated', { project: { ...app, archived: true } }));
    expect(read.projects(store)?.map((project) => project.id)).toEqual([41]);
    expect(read.projects(store, true)?.map((project) => project.id)).toEqual([41, 42, 43]);
  });

  it('passes by the event types of areas it does not know, and events of another workspace’s objects', async () => {
    const before = cachedData(store);
    // A newer server's type this client was built without.
    await apply(store, { seq: 200, type: 'sprint.started', payload: { sprint_id: 3 }, actor_id: 6, at: LATER } as unknown as WorkspaceEvent);
    await apply(store, event('goal.updated', { goal: goalFixture({ id: 90, workspace_id: 8 }) }));
    expect(cachedData(store)).toEqual(before);
  });

  it('a reset reads everything of the workspace again', async () => {
    const reads = api.calls.length;
    data.members.push(memberFixture({ user_id: 9, first_name: 'Gleb', email: 'gleb@example.com' }));

    store.dispatch(refetchWorkspace(7));
    await settled(store);

    const again = api.calls.slice(reads).map((call) => `${call.method} ${call.path}`);
    for (const path of ['members', 'invitations', 'spheres', 'goals', 'projects', 'tasks', 'flow/5', 'flow/6'])
      expect(again).toContain(`GET workspaces/7/${path}`);
    expect(again).toContain('GET tasks/31');
    expect(read.members(store)?.map((member) => member.user_id)).toEqual([5, 6, 9]);
  });
});

describe('an event applied twice', () => {
  const cases: Array<[string, (data: WorkServerData) => WorkspaceEvent]> = [
    [
      'task.created',
      (d) => {
        const task = taskFixture({ id: 34, flow_rank: 'a15', updated_at: LATER });
        d.tasks.push(task);
        return event('task.created', { task });
      },
    ],
    [
      'task.updated',
      (d) => {
        d.tasks[0] = { ...d.tasks[0], assignee_id: 6, flow_rank: 'a0', updated_at: LATER };
        return event('task.updated', { task: d.tasks[0] });
      },
    ],
    [
      'task.deleted',
      (d) => {
        d.tasks.splice(1, 1);
        return event('task.deleted', { id: 32, assignee_id: 5 });
      },
    ],
    ['flow.reordered', () => event('flow.reordered', { user_id: 5, task_ids: [32, 31] })],
    ['member.joined', () => event('member.joined', { member: memberFixture({ user_id: 8, email: 'vera@example.com' }) })],
    ['member.updated', (d) => event('member.updated', { member: { ...d.members[1], role: 'admin' } })],
    ['member.removed', () => event('member.removed', { user_id: 6 })],
    ['invitation.changed', () => event('invitation.changed', { invitation: invitationFixture({ id: 9 }) })],
    ['sphere.created', () => event('sphere.created', { sphere: sphereFixture({ id: 5, name: 'Design' }) })],
    ['sphere.updated', () => event('sphere.updated', { sphere: sphereFixture({ name: 'Everything' }) })],
    ['sphere.deleted', () => event('sphere.deleted', { id: 3 })],
    ['goal.created', () => event('goal.created', { goal: goalFixture({ id: 23 }) })],
    ['goal.updated', () => event('goal.updated', { goal: goalFixture({ archived: true }) })],
    ['project.created', () => event('project.created', { project: projectFixture({ id: 43, key: 'APP' }) })],
    ['project.updated', () => event('project.updated', { project: projectFixture({ name: 'Site' }) })],
  ];

  it.each(cases)('%s: the second time changes nothing and reads nothing', async (_type, make) => {
    const liveEvent = make(data);
    await apply(store, liveEvent);
    const once = cachedData(store);
    const reads = api.calls.length;

    await apply(store, liveEvent);

    expect(cachedData(store)).toEqual(once);
    expect(api.calls.length).toBe(reads);
  });
});

describe('forecast and working-time events', () => {
  const forecastAt = (version: number) => ({ at: LATER, version, members: [], goals: [], projects: [], unscored: [], unplaced: [] });
  let forecastVersion = 4;

  beforeEach(async () => {
    forecastVersion = 4;
    api = workServer(data, {
      'GET workspaces/7/forecast': () => jsonResponse(200, { data: forecastAt(forecastVersion) }),
      'GET workspaces/7/members/6/days-off': () => jsonResponse(200, { data: [] }),
      'GET workspaces/7/members/6/schedule': () =>
        jsonResponse(200, { data: { time_zone: 'Europe/Moscow', week: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] } } }),
      'GET workspaces/7/calendar/days': () => jsonResponse(200, { data: [] }),
    });
    await Promise.all([
      store.dispatch(forecastApi.endpoints.workForecast.initiate(7)).unwrap(),
      store.dispatch(workingTimeApi.endpoints.workDaysOff.initiate({ workspaceId: 7, userId: 6 })).unwrap(),
      store.dispatch(workingTimeApi.endpoints.workSchedule.initiate({ workspaceId: 7, userId: 6 })).unwrap(),
      store.dispatch(workingTimeApi.endpoints.workCalendarDays.initiate({ workspaceId: 7, from: '2026-12-01', to: '2026-12-31', userId: 6 })).unwrap(),
    ]);
  });

  const readsSince = (count: number) => api.calls.slice(count).map((call) => `${call.method} ${call.path}`);

  it('forecast.changed with a newer version reads the forecast again; an announced version already held reads nothing', async () => {
    let reads = api.calls.length;
    await apply(store, event('forecast.changed', { version: 4 }));
    expect(readsSince(reads)).toEqual([]);

    forecastVersion = 6;
    reads = api.calls.length;
    await apply(store, event('forecast.changed', { version: 6 }));
    expect(readsSince(reads)).toEqual(['GET workspaces/7/forecast']);
    expect(forecastApi.endpoints.workForecast.select(7)(store.getState() as never).data?.version).toBe(6);
  });

  it('day_off.created reads the days off and the calendar days again, not the schedule', async () => {
    const reads = api.calls.length;
    await apply(
      store,
      event('day_off.created', { day_off: { id: 1, user_id: 6, from: '2026-12-01', to: '2026-12-02', kind: 'vacation', part: null, created_at: LATER } }),
    );
    expect(readsSince(reads).sort()).toEqual(['GET workspaces/7/calendar/days', 'GET workspaces/7/members/6/days-off']);
  });

  it('schedule.updated reads the schedules and the calendar days again', async () => {
    const reads = api.calls.length;
    await apply(
      store,
      event('schedule.updated', {
        user_id: 6,
        schedule: { time_zone: 'Asia/Vladivostok', week: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] } },
      }),
    );
    expect(readsSince(reads).sort()).toEqual(['GET workspaces/7/calendar/days', 'GET workspaces/7/members/6/schedule']);
  });

  it('calendar.updated reads only the calendar days again', async () => {
    const reads = api.calls.length;
    await apply(store, event('calendar.updated', { calendar: { country: 'RU', holidays: [], working_days: [] } }));
    expect(readsSince(reads)).toEqual(['GET workspaces/7/calendar/days']);
  });
});

describe('sprint events', () => {
  const sprint = { id: 2, number: 2, starts_on: '2026-11-23', ends_on: '2026-12-06', status: 'current' as const };
  const detail = {
    ...sprint,
    task_ids: [31],
    carried_over_task_ids: [],
    done_task_ids: [],
    committed_minutes: 60,
    done_minutes: 0,
    burndown: [],
    ideal: [],
    scope_changes: [],
    summary: null,
  };

  beforeEach(async () => {
    api = workServer(data, {
      'GET workspaces/7/sprints': () => jsonResponse(200, { data: [sprint] }),
      'GET sprints/2': () => jsonResponse(200, { data: detail }),
    });
    await Promise.all([
      store.dispatch(sprintsApi.endpoints.workSprints.initiate(7)).unwrap(),
      store.dispatch(sprintsApi.endpoints.workSprint.initiate({ workspaceId: 7, sprintId: 2 })).unwrap(),
    ]);
  });

  const readsSince = async (count: number) => {
    await settled(store);
    return api.calls
      .slice(count)
      .map((call) => `${call.method} ${call.path}`)
      .filter((read) => read.includes('sprint'))
      .sort();
  };

  it.each([
    ['sprint.updated', () => event('sprint.updated', { sprint: detail })],
    ['sprint_settings.updated', () => event('sprint_settings.updated', { settings: { length_weeks: 3, start_weekday: 'mon' } })],
    // A finished task moves its sprint's done work and burndown.
    ['task.updated', () => event('task.updated', { task: { ...data.tasks[1], state: 'finished', updated_at: LATER } })],
  ])('%s reads the sprints again', async (_type, make) => {
    const reads = api.calls.length;
    await apply(store, make());
    expect(await readsSince(reads)).toEqual(['GET sprints/2', 'GET workspaces/7/sprints']);
  });
});

describe('the workload board', () => {
  beforeEach(async () => {
    api = workServer(data, {
      'GET workspaces/7/forecast': () =>
        jsonResponse(200, { data: { at: LATER, version: 4, members: [], goals: [], projects: [], unscored: [], unplaced: [] } }),
      'GET workspaces/7/workload': () => jsonResponse(200, { data: [], version: 4 }),
    });
    await Promise.all([
      store.dispatch(forecastApi.endpoints.workForecast.initiate(7)).unwrap(),
      store.dispatch(workloadApi.endpoints.workWorkload.initiate({ workspaceId: 7, from: '2026-12-01', to: '2026-12-14' })).unwrap(),
    ]);
  });

  it('is read again on every forecast.changed, even one whose version the forecast already holds, and on a calendar change', async () => {
    let reads = api.callsTo('GET', 'workspaces/7/workload').length;
    await apply(store, event('forecast.changed', { version: 4 }));
    expect(api.callsTo('GET', 'workspaces/7/workload')).toHaveLength(reads + 1);
    expect(api.callsTo('GET', 'workspaces/7/forecast')).toHaveLength(1);
    reads = api.callsTo('GET', 'workspaces/7/workload').length;
    await apply(store, event('calendar.updated', { calendar: { country: 'RU', holidays: [], working_days: [] } }));
    expect(api.callsTo('GET', 'workspaces/7/workload')).toHaveLength(reads + 1);
  });
});

describe('time entry events', () => {
  it('time_entry.saved reads the entries and the running timer again, and the task’s recorded time everywhere it shows', async () => {
    const entry = timeEntryFixture({ task_id: 31 });
    await store.dispatch(timeApi.endpoints.workTimeEntries.initiate({ workspaceId: 7, taskId: 31 })).unwrap();
    await store.dispatch(timeApi.endpoints.workRunningTimer.initiate({ workspaceId: 7, userId: 5 })).unwrap();
    data.timeEntries = [entry];
    data.tasks[0].spent_minutes = 60;
    await apply(store, event('time_entry.saved', { entry }));
    expect(timeApi.endpoints.workTimeEntries.select({ workspaceId: 7, taskId: 31 })(store.getState() as never).data).toEqual([entry]);
    expect(read.task(store, 31)?.spent_minutes).toBe(60);
    expect(read.taskList(store, ALL_TASKS)?.find((task) => task.id === 31)?.spent_minutes).toBe(60);
  });

  it('reads the running timer of the entry’s member only: another member’s entry leaves this page’s timer alone', async () => {
    await store.dispatch(timeApi.endpoints.workRunningTimer.initiate({ workspaceId: 7, userId: 5 })).unwrap();
    const timerReads = () => api.callsTo('GET', 'workspaces/7/time-entries').filter((call) => call.query.get('user_id') === '5').length;
    const before = timerReads();
    await apply(store, event('time_entry.saved', { entry: timeEntryFixture({ id: 950, user_id: 6, task_id: 31 }) }));
    await apply(store, event('time_entry.deleted', { id: 951, user_id: 6, task_id: 31 }));
    expect(timerReads()).toBe(before);
    await apply(store, event('time_entry.saved', { entry: timeEntryFixture({ id: 952, user_id: 5, task_id: 31 }) }));
    expect(timerReads()).toBe(before + 1);
    await apply(store, event('time_entry.deleted', { id: 952, user_id: 5, task_id: 31 }));
    expect(timerReads()).toBe(before + 2);
  });

  it('time_entry.deleted reads them again too', async () => {
    data.timeEntries = [timeEntryFixture({ task_id: 31 })];
    await store.dispatch(timeApi.endpoints.workTimeEntries.initiate({ workspaceId: 7, taskId: 31 })).unwrap();
    data.timeEntries = [];
    await apply(store, event('time_entry.deleted', { id: 901, user_id: 5, task_id: 31 }));
    expect(timeApi.endpoints.workTimeEntries.select({ workspaceId: 7, taskId: 31 })(store.getState() as never).data).toEqual([]);
  });
});
