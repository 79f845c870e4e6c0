import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { DEFAULT_SPHERE_NAME, DEFAULT_STAGES } from '@stepwise/contracts';
import { workspaces } from '../../src/db/schema/index.js';
import { activeUser } from '../helpers/auth.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { createWorkspace, uniqueDomain } from '../helpers/workspaces.js';
import { addMembership, listSpheres } from '../helpers/work-structure.js';

/** The data migration that gives workspaces created before spheres existed their first sphere. */
const migration = readFileSync(new URL('../../drizzle/0009_default_spheres.sql', import.meta.url), 'utf8');

describe('migration 0009: a default sphere for existing workspaces', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp.close());

  /** A workspace as it was before spheres: its row and memberships only. */
  async function oldWorkspace(): Promise<number> {
    const [row] = await testApp.app.db
      .insert(workspaces)
      .values({ name: 'Old', domain: uniqueDomain('old'), department: 'software', teamSize: '6-15', creatorRole: 'team_lead' })
      .returning({ id: workspaces.id });
    return row!.id;
  }

  it("names the sphere and its stages in the language of the workspace's first member, and leaves other workspaces alone", async () => {
    const english = await activeUser(testApp, { lang: 'en' });
    const russian = await activeUser(testApp, { lang: 'ru' });
    const englishWorkspace = await oldWorkspace();
    await addMembership(testApp, englishWorkspace, english.user.id, 'admin');
    testApp.clock.advance(60_000);
    await addMembership(testApp, englishWorkspace, russian.user.id, 'member');
    const russianWorkspace = await oldWorkspace();
    await addMembership(testApp, russianWorkspace, russian.user.id, 'admin');
    const newWorkspace = await createWorkspace(testApp, english.token);
    const before = await listSpheres(testApp, english.token, newWorkspace.id);

    await testApp.app.db.execute(sql.raw(migration));

    for (const [workspaceId, token, lang] of [
      [englishWorkspace, english.token, 'en'],
      [russianWorkspace, russian.token, 'ru'],
    ] as const) {
      const spheres = await listSpheres(testApp, token, workspaceId);
      expect(spheres).toEqual([
        {
          id: expect.any(Number),
          workspace_id: workspaceId,
          name: DEFAULT_SPHERE_NAME[lang],
          stages: DEFAULT_STAGES[lang].map((stage, position) => ({ id: expect.any(Number), name: stage.name, state: stage.state, position })),
          task_count: 0,
        },
      ]);
    }
    expect(await listSpheres(testApp, english.token, newWorkspace.id)).toEqual(before);

    // Running it again adds nothing.
    await testApp.app.db.execute(sql.raw(migration));
    expect(await listSpheres(testApp, english.token, englishWorkspace)).toHaveLength(1);
  });
});
