import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq, sql } from 'drizzle-orm';
import type { WorkspaceEventPayloads, WorkspaceEventType } from '@stepwise/contracts';
import type { Database } from '../../src/db/database.js';
import { forecastVersions, workspaceEvents } from '../../src/db/schema/index.js';
import { FORECAST_DEBOUNCE_MS, FORECAST_PUBLISH_JOB } from '../../src/modules/forecast/index.js';
import { activeUser } from '../helpers/auth.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { createWorkspace } from '../helpers/workspaces.js';

// A change that moves dates takes the workspace's event counter, then the forecast version (its
// `flow.reordered` bumps the version as it is published); the forecast's publish job takes both too.
// Taken in opposite orders, the two deadlock on PostgreSQL (40P01): here the change holds the counter
// while the job starts, each time, and both must commit without PostgreSQL breaking a deadlock.

let testApp: TestApp;
let workspaceId: number;
let userId: number;

beforeAll(async () => {
  testApp = await startTestApp();
  const owner = await activeUser(testApp);
  userId = owner.user.id;
  workspaceId = (await createWorkspace(testApp, owner.token)).id;
});

afterAll(() => testApp.close());

function publish<Type extends WorkspaceEventType>(tx: Database, type: Type, payload: WorkspaceEventPayloads[Type]) {
  return testApp.app.live.publish(tx, { workspaceId, type, payload, actorId: userId });
}

async function forecastVersion() {
  const [row] = await testApp.app.db.select().from(forecastVersions).where(eq(forecastVersions.workspaceId, workspaceId));
  return row!;
}

async function forecastChangedEvents(): Promise<number> {
  const rows = await testApp.app.db
    .select({ seq: workspaceEvents.seq })
    .from(workspaceEvents)
    .where(and(eq(workspaceEvents.workspaceId, workspaceId), eq(workspaceEvents.type, 'forecast.changed')));
  return rows.length;
}

describe('the event counter and the forecast version', () => {
  it('a change moving dates and the forecast publish job running together both commit, without a deadlock', async () => {
    for (let round = 0; round < 8; round++) {
      // A change whose forecast.publish job is due.
      await testApp.app.db.transaction((tx) => publish(tx, 'flow.reordered', { user_id: userId, task_ids: [] }));
      testApp.clock.advance(FORECAST_DEBOUNCE_MS);
      const announcedBefore = await forecastChangedEvents();

      let jobRun: Promise<void> | undefined;
      await testApp.app.db.transaction(async (tx) => {
        // The counter is held (an event of the change), then the job starts and reaches its transaction…
        await publish(tx, 'sprint_settings.updated', { settings: { length_weeks: 2, start_weekday: 'mon' } });
        jobRun ??= testApp.app.jobs.drain([FORECAST_PUBLISH_JOB]);
        await tx.execute(sql`select pg_sleep(0.3)`);
        // …and the change goes on to an event that moves dates, which bumps the forecast version.
        await publish(tx, 'flow.reordered', { user_id: userId, task_ids: [] });
      });
      await jobRun;

      expect(await forecastChangedEvents()).toBe(announcedBefore + 1);
      const { version, publishedVersion } = await forecastVersion();
      // The job announced the version before or after the change's bump: never a version that was not written.
      expect(publishedVersion === version || publishedVersion === version - 1).toBe(true);
    }
    const deadlocks = testApp.logs.filter((record) => JSON.stringify(record).includes('40P01'));
    expect(deadlocks).toEqual([]);
    const failedJobs = testApp.logs.filter((record) => String(record.msg).startsWith(`${FORECAST_PUBLISH_JOB} job failed`));
    expect(failedJobs).toEqual([]);
  });
});
