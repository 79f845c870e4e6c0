import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type {
  FlowResponse,
  GoalResponse,
  MemberResponse,
  ProjectResponse,
  SphereResponse,
  TaskListResponse,
  TaskResponse,
  WorkspaceResponse,
} from '@stepwise/contracts';
import { DEMO_EMAIL, DEMO_PASSWORD, DEMO_TASKS, seedDemoWorkspace } from '../../src/modules/demo/index.js';
import { latestSeq } from '../../src/platform/live/live-repository.js';
import { bearer } from '../helpers/auth.js';
import { DAY } from '../helpers/clock.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

let testApp: TestApp;
let token: string;
let workspace: WorkspaceResponse;

beforeAll(async () => {
  testApp = await startTestApp();
  const seeded = await seedDemoWorkspace(testApp.app);
  expect(seeded).toMatchObject({ created: true, email: DEMO_EMAIL, password: DEMO_PASSWORD });
  const login = await testApp.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: DEMO_EMAIL, password: DEMO_PASSWORD } });
  expect(login.statusCode).toBe(200);
  token = login.json<{ access_token: string }>().access_token;
  const workspaces = (await get<{ data: WorkspaceResponse[] }>('/api/workspaces')).data;
  expect(workspaces).toHaveLength(1);
  workspace = workspaces[0]!;
}, 120_000);
afterAll(() => testApp.close());

async function get<T>(url: string): Promise<T> {
  const response = await testApp.app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json<T>();
}
const allTasks = async () => (await get<TaskListResponse>(`/api/workspaces/${workspace.id}/tasks?limit=500`)).data;

describe('the demo workspace', () => {
  it('has a team of five active members with Russian names, the demo account an admin', async () => {
    const members = (await get<{ data: MemberResponse[] }>(`/api/workspaces/${workspace.id}/members`)).data;
    expect(members).toHaveLength(5);
    expect(members.every((member) => member.status === 'active' && /^[А-ЯЁ][а-яё]+$/.test(member.first_name) && /^[А-ЯЁ][а-яё]+$/.test(member.last_name))).toBe(
      true,
    );
    expect(members.find((member) => member.email === DEMO_EMAIL)).toMatchObject({ role: 'admin' });
    expect(workspace.role).toBe('admin');
  });

  it('has two spheres with their own stages, three goals and a project', async () => {
    const spheres = (await get<{ data: SphereResponse[] }>(`/api/workspaces/${workspace.id}/spheres`)).data;
    expect(spheres.map((sphere) => sphere.name)).toEqual(['Общее', 'Маркетинг']);
    expect(spheres[1]!.stages.map((stage) => stage.name)).toEqual(['Идеи', 'Запланировано', 'В работе', 'Отложено', 'Опубликовано']);
    expect(spheres.reduce((sum, sphere) => sum + sphere.task_count, 0)).toBe(DEMO_TASKS.length);
    const goals = (await get<{ data: GoalResponse[] }>(`/api/workspaces/${workspace.id}/goals`)).data;
    expect(goals).toHaveLength(3);
    expect(goals.every((goal) => goal.due_on !== null && goal.owner_id !== null)).toBe(true);
    const projects = (await get<{ data: ProjectResponse[] }>(`/api/workspaces/${workspace.id}/projects`)).data;
    expect(projects.map((project) => [project.name, project.key])).toEqual([['Мобильное приложение', 'APP']]);
  });

  it('has about sixty tasks in every status, at most one in progress per member', async () => {
    const tasks = await allTasks();
    expect(tasks).toHaveLength(60);
    const byStatus = (status: TaskResponse['status']) => tasks.filter((task) => task.status === status).length;
    expect({
      finished: byStatus('finished'),
      in_progress: byStatus('in_progress'),
      paused: byStatus('paused'),
      overdue: byStatus('overdue'),
      not_scored: byStatus('not_scored'),
      open: byStatus('open'),
    }).toEqual({ finished: 30, in_progress: 4, paused: 4, overdue: 4, not_scored: 5, open: 13 });
    const active = tasks.filter((task) => task.state === 'in_progress').map((task) => task.assignee_id);
    expect(new Set(active).size).toBe(active.length);
    expect(tasks.filter((task) => task.waiting_for.length > 0)).toHaveLength(3);
    expect(tasks.filter((task) => task.assignee_id === null).length).toBeGreaterThan(0);
    expect(tasks.every((task) => /[а-яё]/i.test(task.title))).toBe(true);
  });

  it('has finished tasks with recorded time spread over the past weeks, in working hours', async () => {
    const now = testApp.clock.now().getTime();
    const finished = (await allTasks()).filter((task) => task.state === 'finished');
    for (const task of finished) {
      const finishedAt = new Date(task.finished_at!).getTime();
      expect(finishedAt).toBeLessThan(now - 2 * DAY);
      expect(finishedAt).toBeGreaterThan(now - 30 * DAY);
      expect(task.spent_minutes).toBeGreaterThanOrEqual(Math.round(task.estimate_minutes! * 0.5));
      expect(task.spent_minutes).toBeLessThanOrEqual(task.estimate_minutes! * 2);
    }
    const days = new Set(finished.map((task) => task.finished_at!.slice(0, 10)));
    expect(days.size).toBeGreaterThanOrEqual(8);
    // Work that did not fit into a day was paused in the evening and resumed the next morning.
    const activities = await Promise.all(
      finished.map(async (task) => (await get<{ data: Array<{ kind: string }> }>(`/api/tasks/${task.id}/activity`)).data.map((entry) => entry.kind)),
    );
    for (const kinds of activities) expect([kinds[0], kinds.at(-1)]).toEqual(['finished', 'created']);
    expect(activities.filter((kinds) => kinds.filter((kind) => kind === 'started').length >= 2).length).toBeGreaterThanOrEqual(1);
  });

  it("orders each member's flow: the task in progress first, then what is due soonest", async () => {
    const members = (await get<{ data: MemberResponse[] }>(`/api/workspaces/${workspace.id}/members`)).data;
    for (const member of members) {
      const flow = (await get<FlowResponse>(`/api/workspaces/${workspace.id}/flow/${member.user_id}`)).data;
      expect(flow.length).toBeGreaterThanOrEqual(4);
      const queue = flow.filter((task) => task.state !== 'in_progress');
      expect(flow.slice(0, flow.length - queue.length).every((task) => task.state === 'in_progress')).toBe(true);
      const dues = queue.map((task) => task.due_on ?? '9999-12-31');
      expect(dues).toEqual([...dues].sort());
    }
  });

  it('is seeded once: a second start writes nothing', async () => {
    const seqBefore = await latestSeq(testApp.app.db, workspace.id);
    const tasksBefore = await allTasks();
    expect(await seedDemoWorkspace(testApp.app)).toEqual({ created: false, email: DEMO_EMAIL, password: DEMO_PASSWORD });
    expect(await latestSeq(testApp.app.db, workspace.id)).toBe(seqBefore);
    expect(await allTasks()).toEqual(tasksBefore);
    expect((await get<{ data: WorkspaceResponse[] }>('/api/workspaces')).data).toHaveLength(1);
  });
});
