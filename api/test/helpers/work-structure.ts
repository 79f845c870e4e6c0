import { and, desc, eq, isNull } from 'drizzle-orm';
import { generateKeyBetween } from 'fractional-indexing';
import type { BaseState, SphereResponse, WorkspaceEvent } from '@stepwise/contracts';
import { randomBytes } from 'node:crypto';
import { taskActivity, taskIntervals, tasks, users, workspaceMembers, type MemberRole, type TaskRow } from '../../src/db/schema/index.js';
import { eventsAfter } from '../../src/platform/live/live-repository.js';
import { bearer } from './auth.js';
import type { TestApp } from './test-app.js';

/**
 * Setup for the tests of spheres, goals and projects. Memberships and tasks are written straight to
 * the database: their own routes belong to other modules and are tested there.
 */

/** A user who never signs in: a task's assignee (each member has one task in progress at a time). */
export async function insertUser(testApp: TestApp): Promise<number> {
  const [user] = await testApp.app.db
    .insert(users)
    .values({ firstName: 'Grace', lastName: 'Hopper', email: `assignee-${randomBytes(4).toString('hex')}@example.com`, status: 'active' })
    .returning({ id: users.id });
  return user!.id;
}

export async function addMembership(testApp: TestApp, workspaceId: number, userId: number, role: MemberRole = 'member'): Promise<void> {
  await testApp.app.db.insert(workspaceMembers).values({ workspaceId, userId, role, status: 'active', joinedAt: testApp.clock.now() });
}

export async function setMembershipStatus(testApp: TestApp, workspaceId: number, userId: number, status: 'active' | 'inactive'): Promise<void> {
  await testApp.app.db
    .update(workspaceMembers)
    .set({ status })
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
}

export interface TaskSetup {
  workspaceId: number;
  sphereId: number;
  stageId: number;
  state: BaseState;
  assigneeId?: number | null;
  goalId?: number | null;
  projectId?: number | null;
  title?: string;
}

/** A task at the end of its stage, consistent with its state (an in-progress one has an open interval). */
export async function insertTask(testApp: TestApp, setup: TaskSetup): Promise<TaskRow> {
  const db = testApp.app.db;
  const now = testApp.clock.now();
  const [last] = await db.select({ rank: tasks.stageRank }).from(tasks).where(eq(tasks.stageId, setup.stageId)).orderBy(desc(tasks.id)).limit(1);
  const assigneeId = setup.assigneeId ?? null;
  const [task] = await db
    .insert(tasks)
    .values({
      workspaceId: setup.workspaceId,
      title: setup.title ?? 'A task',
      sphereId: setup.sphereId,
      stageId: setup.stageId,
      state: setup.state,
      goalId: setup.goalId ?? null,
      projectId: setup.projectId ?? null,
      assigneeId,
      flowRank: assigneeId !== null && setup.state !== 'finished' ? generateKeyBetween(null, null) : null,
      stageRank: generateKeyBetween(last?.rank ?? null, null),
      finishedAt: setup.state === 'finished' ? now : null,
    })
    .returning();
  if (setup.state === 'in_progress' && assigneeId !== null) {
    await db.insert(taskIntervals).values({ taskId: task!.id, workspaceId: setup.workspaceId, userId: assigneeId, startedAt: now });
  }
  return task!;
}

export async function taskRow(testApp: TestApp, taskId: number): Promise<TaskRow | undefined> {
  const [row] = await testApp.app.db.select().from(tasks).where(eq(tasks.id, taskId));
  return row;
}

export async function openIntervalsOf(testApp: TestApp, taskId: number): Promise<number> {
  const rows = await testApp.app.db
    .select({ id: taskIntervals.id })
    .from(taskIntervals)
    .where(and(eq(taskIntervals.taskId, taskId), isNull(taskIntervals.endedAt)));
  return rows.length;
}

/** A task's activity entries, oldest first: kind, actor and changes. */
export async function activityOf(testApp: TestApp, taskId: number) {
  return testApp.app.db
    .select({ kind: taskActivity.kind, actorId: taskActivity.actorId, changes: taskActivity.changes })
    .from(taskActivity)
    .where(eq(taskActivity.taskId, taskId))
    .orderBy(taskActivity.id);
}

/** Every live event of the workspace, oldest first. */
export function workspaceEvents(testApp: TestApp, workspaceId: number): Promise<WorkspaceEvent[]> {
  return eventsAfter(testApp.app.db, workspaceId, 0, 10_000);
}

/** Events of the workspace published after `seq`. */
export async function eventsSince(testApp: TestApp, workspaceId: number, seq: number): Promise<WorkspaceEvent[]> {
  return eventsAfter(testApp.app.db, workspaceId, seq, 10_000);
}

export async function lastSeq(testApp: TestApp, workspaceId: number): Promise<number> {
  return (await workspaceEvents(testApp, workspaceId)).at(-1)?.seq ?? 0;
}

export async function listSpheres(testApp: TestApp, token: string, workspaceId: number): Promise<SphereResponse[]> {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/workspaces/${workspaceId}/spheres`, headers: bearer(token) });
  if (response.statusCode !== 200) throw new Error(`spheres not listed: ${response.statusCode} ${response.body}`);
  return response.json<{ data: SphereResponse[] }>().data;
}
