import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ForecastResponse } from '@stepwise/contracts';
import { generateNKeysBetween } from 'fractional-indexing';
import { tasks } from '../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { addMembership, insertUser, listSpheres } from '../helpers/work-structure.js';
import { caller, forecastWorkspace, officeWeek, type UserWithId } from './forecast-setup.js';

const MEMBERS = 100;
const TASKS_PER_MEMBER = 100;
const CHANGES = 9;
const ZONES = ['Europe/Kaliningrad', 'Europe/Moscow', 'Asia/Yekaterinburg', 'Asia/Novosibirsk', 'Asia/Vladivostok'];

/** The forecast of 10,000 open tasks across 100 members, through the API: every task dated, and how long it takes. */
describe('the forecast at scale', () => {
  let testApp: TestApp;
  let admin: UserWithId;
  let workspaceId: number;
  let call: ReturnType<typeof caller>;
  let firstTaskId: number;

  beforeAll(async () => {
    testApp = await startTestApp();
    ({ admin, workspaceId } = await forecastWorkspace(testApp));
    call = caller(testApp);
    const sphere = (await listSpheres(testApp, admin.token, workspaceId))[0]!;
    const stageId = sphere.stages.find((stage) => stage.state === 'open')!.id;
    const ranks = generateNKeysBetween(null, null, TASKS_PER_MEMBER);
    const stageRanks = generateNKeysBetween(null, null, MEMBERS * TASKS_PER_MEMBER);
    for (let member = 0; member < MEMBERS; member++) {
      const userId = await insertUser(testApp);
      await addMembership(testApp, workspaceId, userId);
      const schedule = await call('PUT', `/api/workspaces/${workspaceId}/members/${userId}/schedule`, admin.token, officeWeek(ZONES[member % ZONES.length]!));
      expect(schedule.statusCode).toBe(200);
      const inserted = await testApp.app.db
        .insert(tasks)
        .values(
          ranks.map((rank, index) => ({
            workspaceId,
            title: `Task ${member}.${index}`,
            sphereId: sphere.id,
            stageId,
            state: 'open' as const,
            assigneeId: userId,
            estimateMinutes: 30 + ((member * 7 + index * 13) % 20) * 30,
            complexity: 1 + ((member + index) % 5),
            flowRank: rank,
            stageRank: stageRanks[member * TASKS_PER_MEMBER + index]!,
          })),
        )
        .returning({ id: tasks.id });
      firstTaskId ??= inserted[0]!.id;
    }
  }, 300_000);
  afterAll(() => testApp.close());

  /** The forecast through the API, with the time it took and the CPU time it used (the machine may be busy). */
  async function timedForecast(at: string): Promise<{ ms: number; cpuMs: number; data: ForecastResponse }> {
    const [started, cpu] = [performance.now(), process.cpuUsage()];
    const response = await call('GET', `/api/workspaces/${workspaceId}/forecast?at=${at}`, admin.token);
    const [ms, used] = [performance.now() - started, process.cpuUsage(cpu)];
    expect(response.statusCode).toBe(200);
    return { ms, cpuMs: (used.user + used.system) / 1000, data: response.json<{ data: ForecastResponse }>().data };
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

  it('dates every task, serves a repeat from memory, and walks again only the member whose flow changed', async () => {
    const cold = await timedForecast('2026-03-02T06:00:00Z');
    expect(cold.data.members.reduce((sum, member) => sum + member.tasks.length, 0)).toBe(MEMBERS * TASKS_PER_MEMBER);
    const warm = await timedForecast('2026-03-02T06:00:00Z');
    expect(warm.data).toEqual(cold.data);
    // One task of a different member changes each time: its member's flow is read and walked again.
    const changes: Array<{ ms: number; cpuMs: number }> = [];
    let previous = warm.data;
    for (let change = 0; change < CHANGES; change++) {
      const taskId = firstTaskId + change * TASKS_PER_MEMBER * 7;
      expect((await call('PATCH', `/api/tasks/${taskId}`, admin.token, { estimate_minutes: 600 + change })).statusCode).toBe(200);
      const changed = await timedForecast('2026-03-02T06:00:00Z');
      expect(changed.data.version).toBe(previous.version + 1);
      const moved = changed.data.members.filter((member, index) => JSON.stringify(member) !== JSON.stringify(previous.members[index]));
      expect(moved).toHaveLength(1);
      changes.push(changed);
      previous = changed.data;
    }
    process.stdout.write(
      `forecast of ${MEMBERS * TASKS_PER_MEMBER} tasks / ${MEMBERS} members through the API (wall / CPU ms): first ${cold.ms.toFixed(0)} / ${cold.cpuMs.toFixed(0)}, ` +
        `repeat ${warm.ms.toFixed(0)} / ${warm.cpuMs.toFixed(0)}, after one task changed (median of ${CHANGES}) ` +
        `${median(changes.map((change) => change.ms)).toFixed(0)} / ${median(changes.map((change) => change.cpuMs)).toFixed(0)}\n`,
    );
  });
});
