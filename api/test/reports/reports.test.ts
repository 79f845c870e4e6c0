import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AccuracyReport, FlowReport, RiskReport, TimeReport, VelocityReport } from '@stepwise/contracts';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { caller } from '../forecast/forecast-setup.js';
import type { Call } from '../sprints/sprint-setup.js';
import { reportFixture } from './report-fixture.js';

const PERIOD = 'from=2026-03-02&to=2026-03-04';

describe('reports', () => {
  let testApp: TestApp;
  let fixture: Awaited<ReturnType<typeof reportFixture>>;
  let call: Call;
  const url = (path: string) => `/api/workspaces/${fixture.workspaceId}/reports/${path}`;
  async function report<T>(path: string, token = fixture.member.token): Promise<T> {
    const response = await call('GET', url(path), token);
    if (response.statusCode !== 200) throw new Error(`${path}: ${response.statusCode} ${response.body}`);
    return response.json<{ data: T }>().data;
  }

  beforeAll(async () => {
    testApp = await startTestApp();
    fixture = await reportFixture(testApp);
    call = caller(testApp);
  });
  afterAll(() => testApp.close());

  it('answers 401 without a token and 404 to a non-member on every report', async () => {
    for (const path of ['velocity', 'accuracy', 'time', 'flow', 'risk']) {
      expect([path, (await call('GET', url(path))).statusCode]).toEqual([path, 401]);
      const response = await call('GET', url(path), fixture.stranger.token);
      expect([path, response.statusCode, response.json().code]).toEqual([path, 404, 'not_found']);
      expect((await call('GET', `/api/workspaces/abc/reports/${path}`, fixture.member.token)).statusCode).toBe(404);
    }
  });

  it('refuses bad input per field with 400, never 5xx', async () => {
    const cases: Array<[string, Record<string, string>]> = [
      ['accuracy?from=2026-02-30', { from: 'invalid' }],
      ['time?from=2026-03-05&to=2026-03-04', { to: 'invalid' }],
      ['flow?from=2025-01-01&to=2026-03-04', { to: 'invalid' }],
      ['time?group_by=colour', { group_by: 'invalid' }],
      ['time?user_id=99999999999', { user_id: 'invalid' }],
      ['velocity?sprints=0', { sprints: 'invalid' }],
      ['risk?sphere_id=x', { sphere_id: 'invalid' }],
      ['accuracy?to=03/04/2026&goal_id=-1', { to: 'invalid', goal_id: 'invalid' }],
    ];
    for (const [path, fields] of cases) {
      const response = await call('GET', url(path), fixture.member.token);
      expect([path, response.statusCode, response.json().code, response.json().fields]).toEqual([path, 400, 'validation_failed', fields]);
    }
    const elsewhere = await call('GET', url(`flow?${PERIOD}&sphere_id=999999`), fixture.member.token);
    expect([elsewhere.statusCode, elsewhere.json().code]).toEqual([404, 'not_found']);
  });

  it('velocity: committed and done work of each sprint, the finish read in the workspace zone', async () => {
    const [s1, s2] = fixture.sprints;
    const sprint = (row: typeof s1, numbers: [number, number, number, number]) => ({
      sprint_id: row.id,
      number: row.number,
      starts_on: row.startsOn,
      ends_on: row.endsOn,
      status: 'past',
      committed_count: numbers[0],
      committed_minutes: numbers[1],
      done_count: numbers[2],
      done_minutes: numbers[3],
    });
    expect(await report<VelocityReport>('velocity')).toEqual({ sprints: [sprint(s1, [2, 110, 0, 0]), sprint(s2, [4, 230, 3, 180])] });
    expect(await report<VelocityReport>(`velocity?user_id=${fixture.M}`)).toEqual({ sprints: [sprint(s1, [1, 50, 0, 0]), sprint(s2, [2, 50, 1, 0])] });
    expect(await report<VelocityReport>('velocity?sprints=1')).toEqual({ sprints: [sprint(s2, [4, 230, 3, 180])] });
  });

  it('accuracy: actual ÷ estimate overall, per member and per complexity, with quartiles and histogram', async () => {
    const stats = (count: number, [p25, median, p75, p90]: number[], buckets: number[]) => ({ count, p25, median, p75, p90, buckets });
    const admin = stats(2, [0.75, 1, 1.25, 1.4], [0, 1, 0, 0, 0, 1, 0, 0]);
    const member = stats(1, [1.5, 1.5, 1.5, 1.5], [0, 0, 0, 0, 0, 1, 0, 0]);
    const expected: AccuracyReport = {
      bucket_edges: [0.5, 0.75, 1, 1.25, 1.5, 2, 3],
      overall: stats(3, [1, 1.5, 1.5, 1.5], [0, 1, 0, 0, 0, 2, 0, 0]),
      members: [
        { user_id: fixture.A, name: fixture.names.get(fixture.A)!, ...admin },
        { user_id: fixture.M, name: fixture.names.get(fixture.M)!, ...member },
      ].sort((a, b) => a.name.localeCompare(b.name)),
      complexities: [
        { complexity: 2, ...admin },
        { complexity: 4, ...member },
      ],
      excluded: { unestimated: 2, untracked: 1 },
    };
    expect(await report<AccuracyReport>(`accuracy?${PERIOD}`)).toEqual(expected);
    const none = await report<AccuracyReport>(`accuracy?from=2026-01-01&to=2026-01-31`);
    expect(none.overall).toEqual({ count: 0, p25: null, median: null, p75: null, p90: null, buckets: [0, 0, 0, 0, 0, 0, 0, 0] });
    expect([none.members, none.complexities, none.excluded]).toEqual([[], [], { unestimated: 0, untracked: 0 }]);
  });

  it('time: minutes by member, goal and project per day, each interval on the day it started in the workspace zone', async () => {
    const { A, M, names, goal, project } = fixture;
    const days = ['2026-03-02', '2026-03-03', '2026-03-04'];
    expect(await report<TimeReport>(`time?${PERIOD}`)).toEqual({
      group_by: 'member',
      days,
      total_minutes: 275,
      groups: [
        { key: M, name: names.get(M), minutes: 165, per_day: [0, 105, 60] },
        { key: A, name: names.get(A), minutes: 110, per_day: [110, 0, 0] },
      ],
    });
    expect(await report<TimeReport>(`time?${PERIOD}&group_by=goal`)).toEqual({
      group_by: 'goal',
      days,
      total_minutes: 275,
      groups: [
        { key: null, name: null, minutes: 255, per_day: [90, 105, 60] },
        { key: goal.id, name: 'Запуск', minutes: 20, per_day: [20, 0, 0] },
      ],
    });
    expect((await report<TimeReport>(`time?${PERIOD}&group_by=project&user_id=${A}`)).groups).toEqual([
      { key: null, name: null, minutes: 90, per_day: [90, 0, 0] },
      { key: project.id, name: 'Платформа', minutes: 20, per_day: [20, 0, 0] },
    ]);
    expect((await report<TimeReport>(`time?${PERIOD}&goal_id=${goal.id}`)).groups).toEqual([{ key: A, name: names.get(A), minutes: 20, per_day: [20, 0, 0] }]);
    expect(await report<TimeReport>(`time?from=2026-01-01&to=2026-01-02&group_by=sphere`)).toEqual({
      group_by: 'sphere',
      days: ['2026-01-01', '2026-01-02'],
      total_minutes: 0,
      groups: [],
    });
  });

  it('flow: tasks per stage at the end of each day, from their stage history', async () => {
    const flow = await report<FlowReport>(`flow?${PERIOD}`);
    const counts = (report: FlowReport) => Object.fromEntries(report.stages.map((stage) => [stage.state, stage.counts]));
    expect(flow.sphere_id).toBe(fixture.sphere.id);
    expect(flow.days).toEqual(['2026-03-02', '2026-03-03', '2026-03-04']);
    expect(flow.stages.map((stage) => stage.stage_id)).toEqual(fixture.sphere.stages.map((stage) => stage.id));
    expect(counts(flow)).toEqual({ open: [6, 4, 4], in_progress: [0, 1, 1], paused: [0, 0, 0], finished: [6, 7, 7] });
    expect(counts(await report<FlowReport>(`flow?${PERIOD}&sphere_id=${fixture.sphere.id}&user_id=${fixture.A}`))).toEqual({
      open: [1, 1, 1],
      in_progress: [0, 0, 0],
      paused: [0, 0, 0],
      finished: [2, 2, 2],
    });
    expect(counts(await report<FlowReport>('flow?from=2026-01-30&to=2026-02-01'))).toEqual({
      open: [0, 0, 5],
      in_progress: [0, 0, 0],
      paused: [0, 0, 0],
      finished: [0, 0, 6],
    });
  });

  it('risk: overdue tasks in flows and unplanned ones, most urgent and earliest first', async () => {
    const risk = await report<RiskReport>('risk');
    expect(risk.counts).toEqual({ overdue: 2, late: 0, at_risk: 0 });
    expect(risk.tasks.map((task) => [task.title, task.risk, task.due_on, task.assignee_id, task.goal_id])).toEqual([
      ['T11', 'overdue', '2026-03-01', null, null],
      ['T7', 'overdue', '2026-03-10', fixture.M, fixture.goal.id],
    ]);
    expect(risk.tasks[1]).toMatchObject({ assignee_name: fixture.names.get(fixture.M), project_id: fixture.project.id, sphere_id: fixture.sphere.id });
    expect(risk.tasks[0]!.finish_p85).toBeNull();
    expect(typeof risk.tasks[1]!.finish_p85).toBe('string');
    expect((await report<RiskReport>(`risk?user_id=${fixture.A}`)).tasks).toEqual([]);
  });
});
