import { expect } from '@jest/globals';
import type { TimeReport } from '@stepwise/contracts';
import { taskIntervals, tasks } from '../../src/db/schema/index.js';
import type { TestApp } from '../helpers/test-app.js';
import { listSpheres } from '../helpers/work-structure.js';
import { caller, forecastWorkspace, officeWeek } from '../forecast/forecast-setup.js';

export interface TimeReportWorkspace {
  /** Records time on the workspace's one task, by its admin: an instant (ISO) to an instant, or still running (null). */
  track(from: string, to: string | null): Promise<void>;
  /** The time report's answer for a query string (`from=…&to=…`). */
  report(query: string): Promise<TimeReport>;
}

/** A workspace whose schedule is in `zone`, with one task its admin tracks time on. */
export async function timeReportWorkspace(testApp: TestApp, zone: string): Promise<TimeReportWorkspace> {
  const { admin, workspaceId } = await forecastWorkspace(testApp);
  const call = caller(testApp);
  expect((await call('PUT', `/api/workspaces/${workspaceId}/schedule`, admin.token, officeWeek(zone))).statusCode).toBe(200);
  const [sphere] = await listSpheres(testApp, admin.token, workspaceId);
  const db = testApp.app.db;
  const [task] = await db
    .insert(tasks)
    .values({
      workspaceId,
      title: 'Night shift',
      sphereId: sphere!.id,
      stageId: sphere!.stages[0]!.id,
      state: 'open',
      assigneeId: admin.user.id,
      stageRank: 'a0',
    })
    .returning();
  return {
    async track(from, to) {
      await db
        .insert(taskIntervals)
        .values({ taskId: task!.id, workspaceId, userId: admin.user.id, startedAt: new Date(from), endedAt: to === null ? null : new Date(to) });
    },
    async report(query) {
      const response = await call('GET', `/api/workspaces/${workspaceId}/reports/time?${query}`, admin.token);
      expect(response.statusCode).toBe(200);
      return response.json<{ data: TimeReport }>().data;
    },
  };
}
