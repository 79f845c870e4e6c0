import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { baseStates, taskStatus, taskStatuses, type BaseState, type TaskListResponse } from '@stepwise/contracts';
import { tasks } from '../../src/db/schema/index.js';
import { workspaceToday } from '../../src/modules/tasks/workspace-today.js';
import { MINUTE } from '../helpers/clock.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { call, createTeam, insertSphere, STANDARD_STAGES, type TeamFixture } from './work-fixtures.js';

let testApp: TestApp;
let team: TeamFixture;

beforeAll(async () => {
  testApp = await startTestApp();
  team = await createTeam(testApp);
});
afterAll(() => testApp.close());

function shiftDate(date: string, days: number): string {
  const shifted = new Date(`${date}T00:00:00Z`);
  shifted.setUTCDate(shifted.getUTCDate() + days);
  return shifted.toISOString().slice(0, 10);
}

describe('the status filter and the contract rule', () => {
  it('agree on every combination of state, due date and estimate', async () => {
    const sphere = await insertSphere(testApp, team.workspaceId, { name: 'Agreement' });
    const stageOf = (state: BaseState) => sphere.stages[STANDARD_STAGES.find(([, stageState]) => stageState === state)![0]];
    const today = workspaceToday(testApp.clock.now());
    const expected = new Map<number, string>();
    for (const state of baseStates) {
      for (const dueOn of [null, shiftDate(today, -1), today, shiftDate(today, 1)]) {
        for (const estimateMinutes of [null, 60]) {
          const [row] = await testApp.app.db
            .insert(tasks)
            .values({
              workspaceId: team.workspaceId,
              title: `${state} ${dueOn} ${estimateMinutes}`,
              sphereId: sphere.id,
              stageId: stageOf(state),
              state,
              dueOn,
              estimateMinutes,
              stageRank: 'a0',
              finishedAt: state === 'finished' ? testApp.clock.now() : null,
            })
            .returning();
          expected.set(row.id, taskStatus({ state, due_on: dueOn, estimate_minutes: estimateMinutes }, today));
        }
      }
    }
    for (const status of taskStatuses) {
      const response = await call(testApp, team.member, 'GET', `/api/workspaces/${team.workspaceId}/tasks?sphere_id=${sphere.id}&status=${status}&limit=500`);
      const page = response.json<TaskListResponse>();
      const wanted = [...expected].filter(([, value]) => value === status).map(([id]) => id);
      expect([status, page.data.map((task) => task.id).sort((a, b) => a - b)]).toEqual([status, wanted.sort((a, b) => a - b)]);
      expect(page.data.every((task) => task.status === status)).toBe(true);
    }
  });
});

describe("the workspace's today", () => {
  it('is the date in Moscow, which starts three hours before the UTC date', () => {
    expect(workspaceToday(new Date('2026-01-01T20:59:59Z'))).toBe('2026-01-01');
    expect(workspaceToday(new Date('2026-01-01T21:00:00Z'))).toBe('2026-01-02');
    expect(workspaceToday(new Date('2026-07-01T12:00:00Z'), 'America/New_York')).toBe('2026-07-01');
    expect(workspaceToday(new Date('2026-07-01T03:00:00Z'), 'America/New_York')).toBe('2026-06-30');
  });

  it('makes a task due today overdue once the day ends in Moscow, before it ends in UTC', async () => {
    const sphere = await insertSphere(testApp, team.workspaceId, { name: 'Midnight' });
    const today = workspaceToday(testApp.clock.now());
    const created = await call(testApp, team.member, 'POST', `/api/workspaces/${team.workspaceId}/tasks`, {
      title: 'Due',
      sphere_id: sphere.id,
      due_on: today,
      estimate_minutes: 30,
    });
    const id = created.json<{ data: { id: number } }>().data.id;
    expect(created.json<{ data: { status: string } }>().data.status).toBe('open');
    // Moves the clock to 21:00 UTC of the due date: midnight in Moscow.
    const midnightInMoscow = new Date(`${today}T21:00:00Z`).getTime();
    testApp.clock.advance(midnightInMoscow - testApp.clock.now().getTime());
    expect(testApp.clock.now().toISOString().slice(0, 10)).toBe(today);
    const task = (await call(testApp, team.member, 'GET', `/api/tasks/${id}`)).json<{ data: { status: string } }>().data;
    expect(task.status).toBe('overdue');
    const overdue = (
      await call(testApp, team.member, 'GET', `/api/workspaces/${team.workspaceId}/tasks?sphere_id=${sphere.id}&status=overdue`)
    ).json<TaskListResponse>();
    expect(overdue.data.map((row) => row.id)).toEqual([id]);
    testApp.clock.advance(-60 * MINUTE);
    expect((await call(testApp, team.member, 'GET', `/api/tasks/${id}`)).json<{ data: { status: string } }>().data.status).toBe('open');
  });
});
