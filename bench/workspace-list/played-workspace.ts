/**
 * A workspace of 5,000 tasks played at the browser's edge (Playwright route fulfilment), in the
 * contract's shapes: the session, the workspace, its members, spheres, goals, projects and the task
 * list with its filters and cursor paging, as `GET /workspaces/{id}/tasks` answers them (newest
 * first, `next_cursor` the last id of a page). The live channel answers `ready` and `subscribed`.
 */
import type { BrowserContext, Route } from '@playwright/test';
import type { GoalResponse, MemberResponse, ProjectResponse, SphereResponse, TaskResponse, WorkspaceResponse } from '@stepwise/contracts';
import { taskStatus, type TaskStatus } from '@stepwise/contracts/rules';

export const WORKSPACE_ID = 7;
const USER_ID = 1;
const TOKEN = 'bench-session-token';
const TODAY = '2026-11-25';
const AT = '2026-11-01T09:00:00.000Z';

const FIRST_NAMES = ['Анна', 'Борис', 'Вера', 'Глеб', 'Дарья', 'Егор', 'Жанна', 'Захар', 'Ирина', 'Кирилл'];
const LAST_NAMES = ['Иванова', 'Петров', 'Смирнова', 'Кузнецов', 'Попова', 'Соколов', 'Лебедева', 'Козлов', 'Новикова', 'Морозов'];
const WORDS = ['отчёт', 'релиз', 'дизайн', 'договор', 'встреча', 'бюджет', 'тесты', 'сайт', 'клиент', 'план', 'API', 'CRM', 'SEO', 'release', 'report'];

/** A deterministic generator, so every run measures the same workspace. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

export interface PlayedWorkspace {
  workspace: WorkspaceResponse;
  members: MemberResponse[];
  spheres: SphereResponse[];
  goals: GoalResponse[];
  projects: ProjectResponse[];
  tasks: TaskResponse[];
}

export function playedWorkspace(taskCount: number): PlayedWorkspace {
  const random = seeded(42);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
  const members: MemberResponse[] = FIRST_NAMES.flatMap((first, index) =>
    [0, 1].map((half) => ({
      user_id: USER_ID + index * 2 + half,
      first_name: first,
      last_name: LAST_NAMES[(index + half) % LAST_NAMES.length],
      email: `member${index * 2 + half}@example.com`,
      role: index === 0 && half === 0 ? 'admin' : 'member',
      status: 'active',
      joined_at: AT,
      photo_url: null,
    })),
  );
  const states = ['open', 'in_progress', 'paused', 'finished'] as const;
  const spheres: SphereResponse[] = ['Разработка', 'Маркетинг'].map((name, sphereIndex) => ({
    id: sphereIndex + 1,
    workspace_id: WORKSPACE_ID,
    name,
    stages: states.map((state, position) => ({ id: (sphereIndex + 1) * 10 + position, name: `${name}: ${state}`, state, position })),
    task_count: 0,
  }));
  const goals: GoalResponse[] = Array.from({ length: 10 }, (_, index) => ({
    id: index + 1,
    workspace_id: WORKSPACE_ID,
    title: `Цель ${index + 1}: ${WORDS[index]}`,
    description: '',
    due_on: '2027-03-01',
    owner_id: USER_ID,
    archived: false,
    task_count: 0,
    finished_count: 0,
    created_at: AT,
  }));
  const projects: ProjectResponse[] = ['WEB', 'APP', 'OPS', 'CRM', 'BI'].map((key, index) => ({
    id: index + 1,
    workspace_id: WORKSPACE_ID,
    name: `Проект ${key}`,
    key,
    archived: false,
    task_count: 0,
    finished_count: 0,
    created_at: AT,
  }));
  const tasks: TaskResponse[] = Array.from({ length: taskCount }, (_, index) => {
    const id = taskCount - index;
    const sphere = pick(spheres);
    const stage = pick(sphere.stages);
    const assignee = random() < 0.15 ? null : pick(members).user_id;
    const estimate = random() < 0.2 ? null : 30 * (1 + Math.floor(random() * 16));
    const dueOn =
      random() < 0.5 ? null : `2026-${String(10 + Math.floor(random() * 3)).padStart(2, '0')}-${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`;
    return {
      id,
      workspace_id: WORKSPACE_ID,
      title: `${pick(WORDS)} ${pick(WORDS)} №${id}`,
      description: '',
      status: taskStatus({ state: stage.state, due_on: dueOn, estimate_minutes: estimate }, TODAY),
      state: stage.state,
      sphere_id: sphere.id,
      stage_id: stage.id,
      goal_id: random() < 0.5 ? pick(goals).id : null,
      project_id: random() < 0.6 ? pick(projects).id : null,
      assignee_id: assignee,
      creator_id: USER_ID,
      estimate_minutes: estimate,
      complexity: random() < 0.3 ? null : 1 + Math.floor(random() * 5),
      due_on: dueOn,
      blocked_by: [],
      waiting_for: [],
      spent_minutes: 0,
      started_at: null,
      finished_at: null,
      flow_rank: assignee === null || stage.state === 'finished' ? null : `a${id}`,
      stage_rank: `a${String(id).padStart(5, '0')}`,
      created_at: AT,
      updated_at: AT,
    };
  });
  const workspace: WorkspaceResponse = {
    id: WORKSPACE_ID,
    name: 'Бенчмарк',
    domain: 'bench',
    role: 'admin',
    member_count: members.length,
    created_at: AT,
    subscription: null,
  };
  return { workspace, members, spheres, goals, projects, tasks };
}

function idsMatch(filter: string | null, value: number | null): boolean {
  return filter === null || filter.split(',').some((item) => (item === 'none' ? value === null : Number(item) === value));
}

function listed(query: URLSearchParams, task: TaskResponse): boolean {
  const words = (query.get('q') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const statuses = query.get('status')?.split(',') as TaskStatus[] | undefined;
  return (
    idsMatch(query.get('assignee_id'), task.assignee_id) &&
    idsMatch(query.get('goal_id'), task.goal_id) &&
    idsMatch(query.get('sphere_id'), task.sphere_id) &&
    idsMatch(query.get('stage_id'), task.stage_id) &&
    idsMatch(query.get('project_id'), task.project_id) &&
    (statuses === undefined || statuses.includes(task.status)) &&
    words.every((word) => task.title.toLowerCase().includes(word) || task.description.toLowerCase().includes(word))
  );
}

function taskPage(data: PlayedWorkspace, query: URLSearchParams) {
  const limit = Number(query.get('limit') ?? 100);
  const cursor = query.get('cursor');
  const matching = data.tasks.filter((task) => listed(query, task));
  const from = cursor === null ? 0 : matching.findIndex((task) => task.id < Number(cursor));
  const page = from === -1 ? [] : matching.slice(from, from + limit);
  const more = from !== -1 && from + limit < matching.length;
  return { data: page, meta: { next_cursor: more ? String(page[page.length - 1].id) : null, total: matching.length } };
}

const json = (route: Route, body: unknown, status = 200) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

/** An answer of a played route from the query and the request's JSON body. */
export type PlayedAnswer = (query: URLSearchParams, body: unknown) => unknown;

/**
 * Signs the context's pages in and answers the workspace's API from `data`; `extra` adds routes of
 * any method by `"METHOD path"` (path below /api/).
 */
export async function playWorkspace(context: BrowserContext, data: PlayedWorkspace, extra: Record<string, PlayedAnswer> = {}): Promise<void> {
  const user = {
    id: USER_ID,
    first_name: data.members[0].first_name,
    last_name: data.members[0].last_name,
    email: data.members[0].email,
    status: 'active',
    lang: 'ru',
    photo_sm: null,
    photo_lg: null,
  };
  await context.addInitScript((token) => {
    window.localStorage.setItem('sw_access_token', token);
    window.localStorage.setItem('sw_auth_provider', 'password');
  }, TOKEN);
  const base = `workspaces/${WORKSPACE_ID}`;
  const answers: Record<string, (query: URLSearchParams) => unknown> = {
    'users/me': () => user,
    workspaces: () => ({ data: [data.workspace] }),
    [`${base}/members`]: () => ({ data: data.members }),
    [`${base}/spheres`]: () => ({ data: data.spheres }),
    [`${base}/goals`]: () => ({ data: data.goals }),
    [`${base}/projects`]: () => ({ data: data.projects }),
    [`${base}/tasks`]: (query) => taskPage(data, query),
  };
  await context.route('**/api/**', (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const path = url.pathname.replace(/^\/api\//, '');
    const answer = extra[`${request.method()} ${path}`] ?? (request.method() === 'GET' ? answers[path] : undefined);
    if (!answer) return json(route, { code: 'not_found', message: 'Not played by the benchmark' }, 404);
    return json(route, answer(url.searchParams, request.postDataJSON() as unknown));
  });
  await context.routeWebSocket('**/api/live', (socket) => {
    socket.onMessage((message) => {
      const parsed = JSON.parse(String(message)) as { type: string; workspace_id?: number };
      if (parsed.type === 'auth') socket.send(JSON.stringify({ type: 'ready', user_id: USER_ID }));
      if (parsed.type === 'subscribe') socket.send(JSON.stringify({ type: 'subscribed', workspace_id: parsed.workspace_id, seq: 0 }));
      if (parsed.type === 'ping') socket.send(JSON.stringify({ type: 'pong' }));
    });
  });
}
