import { eq, min } from 'drizzle-orm';
import type { BaseState, TaskResponse } from '@stepwise/contracts';
import { goals, projects, spheres, stages } from '../../src/db/schema/index.js';
import { eventsAfter, latestSeq } from '../../src/platform/live/live-repository.js';
import { addMember } from '../../src/modules/workspaces/index.js';
import { activeUser, bearer } from '../helpers/auth.js';
import type { TestApp } from '../helpers/test-app.js';
import { createWorkspace } from '../helpers/workspaces.js';

/*
 * Spheres, stages, goals and projects inserted straight into the database: the tests of tasks do not
 * depend on the routes that manage them, nor on what a new workspace gets by default.
 */

export interface SphereFixture {
  id: number;
  /** Stage ids by name. */
  stages: Record<string, number>;
}

/** The usual board: two open stages, two in progress, paused, done. */
export const STANDARD_STAGES: Array<[string, BaseState]> = [
  ['Backlog', 'open'],
  ['To do', 'open'],
  ['Doing', 'in_progress'],
  ['Review', 'in_progress'],
  ['On hold', 'paused'],
  ['Done', 'finished'],
];

/** Inserts a sphere with the given stages; `first: true` puts it before the workspace's other spheres. */
export async function insertSphere(
  testApp: TestApp,
  workspaceId: number,
  options: { name?: string; stages?: Array<[string, BaseState]>; first?: boolean } = {},
): Promise<SphereFixture> {
  const db = testApp.app.db;
  const [{ lowest }] = await db
    .select({ lowest: min(spheres.position) })
    .from(spheres)
    .where(eq(spheres.workspaceId, workspaceId));
  const position = options.first ? (lowest ?? 0) - 1 : (lowest ?? 0) + 1_000;
  const [sphere] = await db
    .insert(spheres)
    .values({ workspaceId, name: options.name ?? 'Development', position })
    .returning();
  const stageIds: Record<string, number> = {};
  for (const [index, [name, state]] of (options.stages ?? STANDARD_STAGES).entries()) {
    const [stage] = await db.insert(stages).values({ sphereId: sphere.id, workspaceId, name, state, position: index }).returning();
    stageIds[name] = stage.id;
  }
  return { id: sphere.id, stages: stageIds };
}

export async function insertGoal(testApp: TestApp, workspaceId: number): Promise<number> {
  const [goal] = await testApp.app.db.insert(goals).values({ workspaceId, title: 'Launch' }).returning();
  return goal.id;
}

export async function insertProject(testApp: TestApp, workspaceId: number, key = 'WEB'): Promise<number> {
  const [project] = await testApp.app.db.insert(projects).values({ workspaceId, name: 'Website', key }).returning();
  return project.id;
}

export interface Person {
  id: number;
  token: string;
}

export interface TeamFixture {
  workspaceId: number;
  admin: Person;
  member: Person;
  /** First in the workspace: the default sphere of new tasks. */
  sphere: SphereFixture;
}

/** A workspace with its admin, one member and a sphere that comes first. */
export async function createTeam(testApp: TestApp): Promise<TeamFixture> {
  const admin = await activeUser(testApp);
  const workspaceId = (await createWorkspace(testApp, admin.token)).id;
  const member = await joinWorkspace(testApp, workspaceId);
  const sphere = await insertSphere(testApp, workspaceId, { first: true });
  return { workspaceId, admin: { id: admin.user.id, token: admin.token }, member, sphere };
}

/** A new active user who joins the workspace as a member (or admin). */
export async function joinWorkspace(testApp: TestApp, workspaceId: number, role: 'member' | 'admin' = 'member'): Promise<Person> {
  const user = await activeUser(testApp);
  await addMember(testApp.app.db, { workspaceId, userId: user.user.id, role, now: testApp.clock.now() });
  return { id: user.user.id, token: user.token };
}

/** Sends a request as the person (or without a token). */
export function call(testApp: TestApp, person: Person | undefined, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return testApp.app.inject({ method, url, headers: person ? bearer(person.token) : {}, ...(payload !== undefined && { payload }) });
}

/** Creates a task through the API; throws unless 201. */
export async function createTask(testApp: TestApp, person: Person, workspaceId: number, body: Record<string, unknown> = {}): Promise<TaskResponse> {
  const response = await call(testApp, person, 'POST', `/api/workspaces/${workspaceId}/tasks`, { title: 'A task', ...body });
  if (response.statusCode !== 201) throw new Error(`task not created: ${response.statusCode} ${response.body}`);
  return response.json<{ data: TaskResponse }>().data;
}

/** The task as GET /api/tasks/{id} answers it. */
export async function getTask(testApp: TestApp, person: Person, taskId: number): Promise<TaskResponse> {
  return (await call(testApp, person, 'GET', `/api/tasks/${taskId}`)).json<{ data: TaskResponse }>().data;
}

/** The ids of the member's flow, in order. */
export async function flowIds(testApp: TestApp, person: Person, workspaceId: number, userId: number): Promise<number[]> {
  const response = await call(testApp, person, 'GET', `/api/workspaces/${workspaceId}/flow/${userId}`);
  if (response.statusCode !== 200) throw new Error(`flow not read: ${response.statusCode} ${response.body}`);
  return response.json<{ data: TaskResponse[] }>().data.map((task) => task.id);
}

/** Reads the live events the workspace gets from now on. */
export async function eventRecorder(testApp: TestApp, workspaceId: number) {
  const after = await latestSeq(testApp.app.db, workspaceId);
  return async () => eventsAfter(testApp.app.db, workspaceId, after, 1_000);
}
