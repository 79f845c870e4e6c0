/**
 * A workspace of `taskCount` tasks made through the running stack's API, as a user would make them:
 * an account registered and activated (the code read from the mail catcher), a workspace, then the
 * tasks (a few requests at a time) in its default sphere, with the same variety as the played one.
 */
import type { BrowserContext } from '@playwright/test';
import type { AuthResponse, CreateTaskBody, SphereListResponse, TaskResponse } from '@stepwise/contracts';
import { playedWorkspace } from './played-workspace.js';

interface SeededWorkspace {
  token: string;
  workspaceId: number;
}

/** Requests at a time while creating tasks (the embedded database has one connection). */
const CONCURRENCY = 4;

async function call<T>(base: string, method: string, path: string, token: string | null, body?: unknown): Promise<T> {
  const response = await fetch(`${base}/${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

async function activationCode(mailUrl: string, email: string): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const mails = (await (await fetch(`${mailUrl}/email`)).json()) as Array<{ subject: string; text: string; to: Array<{ address: string }> }>;
    const mail = mails.find((candidate) => candidate.to.some((to) => to.address === email));
    const code = mail && /\b(\d{6})\b/.exec(`${mail.subject} ${mail.text}`)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no activation code for ${email}`);
}

export async function seedWorkspace(urls: { public: string; mail: string }, taskCount: number): Promise<SeededWorkspace> {
  const api = `${urls.public}/api`;
  const email = `bench-${Date.now().toString(36)}@example.com`;
  const password = 'correct horse battery';
  const { access_token: token } = await call<AuthResponse>(api, 'POST', 'auth/register', null, {
    first_name: 'Анна',
    last_name: 'Иванова',
    email,
    password,
    password_confirmation: password,
    lang: 'ru',
    accept: true,
  });
  await call(api, 'POST', 'users/activate', token, { code: await activationCode(urls.mail, email) });
  const me = await call<{ id: number }>(api, 'GET', 'users/me', token);
  const { id: workspaceId } = await call<{ id: number }>(api, 'POST', 'workspaces', token, {
    name: 'Бенчмарк',
    domain: `bench-${Date.now().toString(36)}`,
    department: 'software',
    team_size: '5',
    role: 'team_lead',
  });
  const [sphere] = (await call<SphereListResponse>(api, 'GET', `workspaces/${workspaceId}/spheres`, token)).data;

  // The played workspace's titles, estimates, complexities and due dates, in the default sphere's first stage.
  const bodies: CreateTaskBody[] = playedWorkspace(taskCount)
    .tasks.reverse()
    .map((task) => ({
      title: task.title,
      assignee_id: task.assignee_id === null ? null : me.id,
      estimate_minutes: task.estimate_minutes,
      complexity: task.complexity,
      due_on: task.due_on,
      sphere_id: sphere.id,
    }));
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < bodies.length) {
        const body = bodies[next++];
        await call<{ data: TaskResponse }>(api, 'POST', `workspaces/${workspaceId}/tasks`, token, body);
      }
    }),
  );
  return { token, workspaceId };
}

/** Signs the context's pages in with the seeded account. */
export async function signIn(context: BrowserContext, token: string): Promise<void> {
  await context.addInitScript((value) => {
    window.localStorage.setItem('sw_access_token', value);
    window.localStorage.setItem('sw_auth_provider', 'password');
  }, token);
}
