import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { projects } from '../../src/db/schema/index.js';
import { AppError } from '../../src/errors/app-error.js';
import { assertPlanCapacity, type CapacityCheck } from '../../src/platform/plan-capacity/index.js';
import { activeUser } from '../helpers/auth.js';
import { startTrial } from '../helpers/members.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { createWorkspace } from '../helpers/workspaces.js';

describe('assertPlanCapacity', () => {
  let testApp: TestApp;
  let ownerToken: string;
  beforeAll(async () => {
    testApp = await startTestApp();
    ownerToken = (await activeUser(testApp)).token;
  });
  afterAll(() => testApp.close());

  /** The refusal's status and body, or 'ok'. */
  async function check(workspaceId: number, kind: 'members' | 'projects', options?: CapacityCheck) {
    try {
      await testApp.app.db.transaction((tx) => assertPlanCapacity(tx, workspaceId, kind, options));
      return 'ok';
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return { status: error.status, code: error.code, ...error.details };
    }
  }

  async function addProjects(workspaceId: number, keys: string[], archived = false) {
    const archivedAt = archived ? testApp.clock.now() : null;
    await testApp.app.db.insert(projects).values(keys.map((key) => ({ workspaceId, name: key, key, archivedAt })));
  }

  it('counts the projects that are not archived against the plan (free: 2)', async () => {
    const workspace = await createWorkspace(testApp, ownerToken);
    await addProjects(workspace.id, ['AA', 'BB'], true);
    await addProjects(workspace.id, ['CC']);
    expect(await check(workspace.id, 'projects')).toBe('ok');

    await addProjects(workspace.id, ['DD']);
    expect(await check(workspace.id, 'projects')).toEqual({ status: 409, code: 'plan_limit', limit: 'projects', capacity: 2, plan: 'free' });
  });

  it('uses the live subscription’s plan, and a counter and an amount the caller gives', async () => {
    const workspace = await createWorkspace(testApp, ownerToken);
    await startTrial(testApp, ownerToken, workspace.id, 'start');

    expect(await check(workspace.id, 'members', { adding: 9 })).toBe('ok');
    expect(await check(workspace.id, 'members', { adding: 10 })).toMatchObject({ limit: 'members', capacity: 10, plan: 'start' });
    expect(await check(workspace.id, 'projects', { count: async () => 10 })).toMatchObject({ limit: 'projects', capacity: 10, plan: 'start' });
  });

  it('never refuses on an unlimited capacity', async () => {
    const workspace = await createWorkspace(testApp, ownerToken);
    await startTrial(testApp, ownerToken, workspace.id, 'corporate');

    expect(await check(workspace.id, 'members', { count: async () => 1_000_000 })).toBe('ok');
  });
});
