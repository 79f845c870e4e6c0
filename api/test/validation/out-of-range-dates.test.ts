import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SUPPORTED_DATE_MAX, SUPPORTED_DATE_MIN, type FlowReport } from '@stepwise/contracts';
import { and, count, eq } from 'drizzle-orm';
import { daysOff, taskIntervals, tasks } from '../../src/db/schema/index.js';
import { caller, forecastWorkspace, type UserWithId } from '../forecast/forecast-setup.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { newTask, type Call } from '../sprints/sprint-setup.js';
import { HISTORY_IMPORT_JOB } from '../../src/modules/history-import/history-import-job.js';

/**
 * Dates and instants stay within the supported range (1970-01-01…2099-12-31, the contract's rule): one
 * outside it, in a query or a body, is a 400 naming the field, never a 5xx from date arithmetic or the
 * database, and never a date silently moved to another century. The range's own ends are answered.
 */
describe('dates and instants outside the supported range', () => {
  let testApp: TestApp;
  let call: Call;
  let admin: UserWithId;
  let member: UserWithId;
  let workspaceId: number;
  let taskId: number;
  const w = () => `/api/workspaces/${workspaceId}`;

  beforeAll(async () => {
    testApp = await startTestApp();
    call = caller(testApp);
    ({ admin, member, workspaceId } = await forecastWorkspace(testApp));
    taskId = (await newTask(call, workspaceId, admin.token)).id;
  });
  afterAll(() => testApp.close());

  async function expectRefused(method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, fields: string[], payload?: object) {
    const response = await call(method, url, admin.token, payload);
    expect([method, url, response.statusCode]).toEqual([method, url, 400]);
    const body = response.json<{ code: string; fields: Record<string, string> }>();
    expect([url, body.code, Object.keys(body.fields).sort()]).toEqual([url, 'validation_failed', [...fields].sort()]);
  }

  it.each([
    ['timesheet?week=9999-W52', ['week']],
    ['timesheet.csv?week=9999-W52', ['week']],
    ['timesheet?week=0001-W01', ['week']],
    ['timesheet?week=1970-W01', ['week']],
    ['reports/accuracy?from=9999-12-31', ['from']],
    ['reports/time?to=9999-12-31', ['to']],
    ['reports/flow?from=0000-01-01', ['from']],
    ['reports/flow?from=0001-01-01&to=0001-01-03', ['from', 'to']],
    ['forecast?at=0001-01-01T00:00:00Z', ['at']],
    ['forecast?at=9999-12-31T23:59:59Z', ['at']],
    ['sprints?at=0000-01-01T00:00:00Z', ['at']],
    ['time-entries?from=0000-01-01T00:00:00Z&to=9999-12-31T00:00:00Z', ['from', 'to']],
    ['workload?from=9999-12-20&to=9999-12-31', ['from', 'to']],
    ['calendar/days?from=9999-12-01&to=9999-12-31', ['from', 'to']],
    ['calendar/days?from=1969-12-31&to=1970-01-01', ['from']],
  ])('refuses GET …/%s', async (path, fields) => {
    await expectRefused('GET', `${w()}/${path}`, fields);
  });

  it('answers the ends of the range', async () => {
    for (const path of [
      `timesheet?week=2099-W52`,
      `timesheet.csv?week=1970-W02`,
      `reports/accuracy?from=${SUPPORTED_DATE_MIN}&to=1970-01-31`,
      `reports/time?to=${SUPPORTED_DATE_MAX}`,
      `reports/flow?from=2099-12-01&to=${SUPPORTED_DATE_MAX}`,
      `forecast?at=2099-12-31T23:59:00Z`,
      `forecast?at=1970-01-01T00:00:00Z`,
      `workload?from=2099-12-20&to=${SUPPORTED_DATE_MAX}`,
      `calendar/days?from=${SUPPORTED_DATE_MIN}&to=1970-01-31`,
      `calendar/days?from=2099-12-01&to=${SUPPORTED_DATE_MAX}&user_id=${member.user.id}`,
    ]) {
      const response = await call('GET', `${w()}/${path}`, admin.token);
      expect([path, response.statusCode]).toEqual([path, 200]);
    }
  });

  it('starts the flow report’s days on the day asked for, never another century', async () => {
    const response = await call('GET', `${w()}/reports/flow?from=${SUPPORTED_DATE_MIN}&to=1970-01-03`, admin.token);
    expect(response.json<{ data: FlowReport }>().data.days).toEqual(['1970-01-01', '1970-01-02', '1970-01-03']);
  });

  it('refuses dates and instants outside the range in bodies, and writes nothing', async () => {
    const entries = () => testApp.app.db.select({ n: count() }).from(taskIntervals).where(eq(taskIntervals.workspaceId, workspaceId));
    const before = await entries();
    await expectRefused('POST', `${w()}/time-entries`, ['started_at', 'ended_at'], {
      task_id: taskId,
      started_at: '0001-01-01T00:00:00Z',
      ended_at: '0001-01-01T01:00:00Z',
    });
    await expectRefused('POST', `${w()}/time-entries`, ['started_at'], { task_id: taskId, started_at: '9999-12-31T10:00:00Z', minutes: 30 });
    expect(await entries()).toEqual(before);

    await expectRefused('POST', `${w()}/members/${member.user.id}/days-off`, ['from', 'to'], { from: '9999-12-30', to: '9999-12-31', kind: 'vacation' });
    expect(
      await testApp.app.db
        .select()
        .from(daysOff)
        .where(and(eq(daysOff.workspaceId, workspaceId), eq(daysOff.userId, member.user.id))),
    ).toEqual([]);

    await expectRefused('PATCH', `/api/tasks/${taskId}`, ['due_on'], { due_on: '9999-12-31' });
    await expectRefused('POST', `${w()}/tasks`, ['due_on'], { title: 'Old', due_on: '0001-01-01' });
    await expectRefused('POST', `${w()}/goals`, ['due_on'], { title: 'Old', due_on: '1969-12-31' });
    await expectRefused('PUT', `${w()}/calendar`, ['holidays.0', 'working_days.0'], { country: null, holidays: ['0000-01-01'], working_days: ['2100-01-01'] });
    const [task] = await testApp.app.db.select({ dueOn: tasks.dueOn }).from(tasks).where(eq(tasks.id, taskId));
    expect(task!.dueOn).toBeNull();
  });

  it('skips an imported row from 0001-01-01 to 9999-12-31 with its reason, with and without dry_run', async () => {
    const csv = `title,assignee_email,estimate_minutes,spent_minutes,started_at,finished_at,complexity\nAncient,${admin.email},60,60,0001-01-01T00:00:00Z,9999-12-31T00:00:00Z,\n`;
    const finished = () =>
      testApp.app.db
        .select({ n: count() })
        .from(tasks)
        .where(and(eq(tasks.workspaceId, workspaceId), eq(tasks.state, 'finished')));
    const before = await finished();
    const preview = await call('POST', `${w()}/import/history?dry_run=true`, admin.token, csv, { 'content-type': 'text/csv' });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ data: { imported: 0, skipped: [{ line: 2, reason: 'started_at_invalid' }] } });
    const queued = await call('POST', `${w()}/import/history`, admin.token, csv, { 'content-type': 'text/csv' });
    expect(queued.statusCode).toBe(202);
    await testApp.app.jobs.drain([HISTORY_IMPORT_JOB]);
    const status = await call('GET', `${w()}/import/history/${queued.json<{ data: { id: number } }>().data.id}`, admin.token);
    expect(status.json()).toMatchObject({ data: { status: 'succeeded', imported: 0, refused: [{ line: 2, reason: 'started_at_invalid' }] } });
    expect(await finished()).toEqual(before);
  });
});
