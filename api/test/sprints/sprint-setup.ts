import type { SprintDetailResponse, SprintResponse, TaskResponse } from '@stepwise/contracts';
import { eq } from 'drizzle-orm';
import { Writable } from 'node:stream';
import { tasks, workspaces } from '../../src/db/schema/index.js';
import { createApp, type App } from '../../src/app.js';
import { testConfig, type TestApp } from '../helpers/test-app.js';
import { cheapPasswordHasher } from '../helpers/passwords.js';
import { expectedDriver } from '../helpers/test-database.js';
import type { caller } from '../forecast/forecast-setup.js';

export type Call = ReturnType<typeof caller>;

/** Moves a workspace's creation back in time: sprint 1 contains that day. */
export async function setCreatedAt(testApp: TestApp, workspaceId: number, at: Date): Promise<void> {
  await testApp.app.db.update(workspaces).set({ createdAt: at }).where(eq(workspaces.id, workspaceId));
}

/** A task finished at a given instant (history written straight to the database). */
export async function finishTaskAt(testApp: TestApp, taskId: number, at: Date): Promise<void> {
  await testApp.app.db.update(tasks).set({ state: 'finished', finishedAt: at, flowRank: null }).where(eq(tasks.id, taskId));
}

export async function listSprints(call: Call, workspaceId: number, token: string, at?: Date): Promise<SprintResponse[]> {
  const response = await call('GET', `/api/workspaces/${workspaceId}/sprints${at ? `?at=${encodeURIComponent(at.toISOString())}` : ''}`, token);
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json<{ data: SprintResponse[] }>().data;
}

export async function getSprint(call: Call, sprintId: number, token: string, at?: Date): Promise<SprintDetailResponse> {
  const response = await call('GET', `/api/sprints/${sprintId}${at ? `?at=${encodeURIComponent(at.toISOString())}` : ''}`, token);
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json<{ data: SprintDetailResponse }>().data;
}

export async function newTask(call: Call, workspaceId: number, token: string, body: Record<string, unknown> = {}): Promise<TaskResponse> {
  const response = await call('POST', `/api/workspaces/${workspaceId}/tasks`, token, { title: 'Task', ...body });
  if (response.statusCode !== 201) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json<{ data: TaskResponse }>().data;
}

export const current = (sprints: SprintResponse[]) => sprints.find((sprint) => sprint.status === 'current')!;

/**
 * On PostgreSQL a second API instance on the same database, with its own connections and quiet logs;
 * undefined on the embedded database, which one process holds.
 */
export async function secondInstance(testApp: TestApp): Promise<App | undefined> {
  if (expectedDriver !== 'postgres') return undefined;
  const quiet = new Writable({ write: (_chunk, _encoding, done) => done() });
  const app = createApp(testConfig(testApp.database.config), {
    database: await testApp.database.connect(),
    clock: testApp.clock,
    logStream: quiet,
    passwordHasher: cheapPasswordHasher(),
  });
  await app.ready();
  return app;
}
