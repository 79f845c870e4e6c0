import { computeForecast, type ForecastInput, type ForecastTask } from '../src/forecast/forecast.js';
import { learnPaces, type FinishedTask } from '../src/pace/pace-model.js';
import { remainingMinutes } from '../src/forecast/remaining-work.js';
import { at, member, noPreset, russia, task } from './fixtures.js';

const MONDAY_0900_MSK = at('2026-11-23T06:00:00Z');

function forecast(tasks: ForecastTask[], overrides: Partial<ForecastInput> = {}) {
  const flows = new Map<number, number[]>();
  for (const t of tasks) if (t.assigneeId !== null && !t.finished) flows.set(t.assigneeId, [...(flows.get(t.assigneeId) ?? []), t.id]);
  const members = [...new Set(tasks.map((t) => t.assigneeId).filter((id): id is number => id !== null))].map((id) => member(id));
  return computeForecast({
    at: MONDAY_0900_MSK,
    calendar: noPreset,
    members,
    flows,
    tasks: new Map(tasks.map((t) => [t.id, t])),
    paces: learnPaces([]),
    ...overrides,
  });
}

function history(memberId: number, ratio: number, count: number, complexity: number | null = null): FinishedTask[] {
  return Array.from({ length: count }, (_, index) => ({ memberId, estimateMinutes: 120, actualMinutes: 120 * ratio * (index % 2 ? 1.1 : 0.9), complexity }));
}

describe('the forecast', () => {
  it('without any history is the plain walk of the estimates, to the minute, with pace exactly 1.0', () => {
    const [a, b] = [task({ estimateMinutes: 300 }), task({ estimateMinutes: 240 })];
    const result = forecast([a, b]);
    expect(result.members[0]).toMatchObject({ user_id: 1, pace: 1, pace_basis: 'default' });
    expect(result.members[0].tasks.map(({ task_id, start_at, finish_p50 }) => ({ task_id, start_at, finish_p50 }))).toEqual([
      { task_id: a.id, start_at: '2026-11-23T06:00:00.000Z', finish_p50: '2026-11-23T12:00:00.000Z' },
      // 09:00–14:00 local was 4 h + 1 h; the second task: 15:00–18:00 then Tuesday 09:00–10:00.
      { task_id: b.id, start_at: '2026-11-23T12:00:00.000Z', finish_p50: '2026-11-24T07:00:00.000Z' },
    ]);
  });

  it('never puts P85 before P50, and widens it along the queue', () => {
    const tasks = [task({ estimateMinutes: 120 }), task({ estimateMinutes: 120 }), task({ estimateMinutes: 120 })];
    const result = forecast(tasks, { paces: learnPaces(history(1, 1.4, 12)) });
    const gaps = result.members[0].tasks.map((t) => Date.parse(t.finish_p85) - Date.parse(t.finish_p50));
    for (const gap of gaps) expect(gap).toBeGreaterThan(0);
    expect(gaps[2]).toBeGreaterThan(gaps[0]);
  });

  it('uses the member’s learned pace: a member who needs 1.5× gets later dates', () => {
    const tasks = [task({ estimateMinutes: 240 })];
    const slow = forecast(tasks, { paces: learnPaces(history(1, 1.5, 30)) }).members[0];
    expect(slow.pace_basis).toBe('member');
    expect(slow.pace).toBeGreaterThan(1.35);
    expect(slow.pace).toBeLessThan(1.5);
    expect(Date.parse(slow.tasks[0].finish_p50)).toBeGreaterThan(at('2026-11-23T11:00:00Z'));
  });

  it('is the same for the same input', () => {
    const tasks = [task({ estimateMinutes: 90, dueOn: '2026-11-24' }), task({ estimateMinutes: null }), task({ estimateMinutes: 600 })];
    const paces = learnPaces(history(1, 1.2, 8));
    expect(forecast(tasks, { paces })).toEqual(forecast(tasks, { paces }));
  });

  it('gives an unestimated task no date, lists it, and marks the dates after it as assuming its usual time', () => {
    const [first, unestimated, last] = [task({ estimateMinutes: 60 }), task({ estimateMinutes: null }), task({ estimateMinutes: 60 })];
    const result = forecast([first, unestimated, last]);
    expect(result.unscored).toEqual([unestimated.id]);
    expect(result.members[0].tasks.map((t) => [t.task_id, t.assumes_unscored])).toEqual([
      [first.id, false],
      [last.id, true],
    ]);
  });

  it('gives unassigned tasks no date', () => {
    const loose = task({ assigneeId: null });
    const result = forecast([task(), loose]);
    expect(result.members.flatMap((m) => m.tasks.map((t) => t.task_id))).not.toContain(loose.id);
  });

  it('starts a blocked task no earlier than its blocker finishes, in another member’s flow', () => {
    const blocker = task({ assigneeId: 1, estimateMinutes: 480 });
    const blocked = task({ assigneeId: 2, estimateMinutes: 60, blockedBy: [blocker.id] });
    const result = forecast([blocked, blocker]);
    const finishOfBlocker = result.members.find((m) => m.user_id === 1)!.tasks[0].finish_p50;
    const startOfBlocked = result.members.find((m) => m.user_id === 2)!.tasks[0].start_at;
    expect(Date.parse(startOfBlocked)).toBeGreaterThanOrEqual(Date.parse(finishOfBlocker));
  });

  it('finishes a goal with its last task', () => {
    const tasks = [task({ estimateMinutes: 60, goalId: 7 }), task({ estimateMinutes: 600, goalId: 7 }), task({ estimateMinutes: 60 })];
    const result = forecast(tasks);
    expect(result.goals).toEqual([{ goal_id: 7, finish_p50: result.members[0].tasks[1].finish_p50, finish_p85: result.members[0].tasks[1].finish_p85 }]);
  });

  it('rates each due date: on track, at risk, late, overdue', () => {
    const paces = learnPaces(history(1, 1, 20).map((t, i) => ({ ...t, actualMinutes: i % 2 ? 60 : 240 })));
    const tasks = [
      task({ estimateMinutes: 60, dueOn: '2026-11-30' }),
      task({ estimateMinutes: 1000, dueOn: '2026-11-24' }),
      task({ estimateMinutes: 60, dueOn: '2026-11-20' }),
      task({ estimateMinutes: 60, dueOn: '2026-11-24' }),
    ];
    const risks = forecast(tasks, { paces }).members[0].tasks.map((t) => t.risk);
    expect(risks[0]).toBe('on_track');
    expect(risks[1]).toBe('late');
    expect(risks[2]).toBe('overdue');
    expect(['at_risk', 'late']).toContain(risks[3]);
    const spread = forecast([task({ estimateMinutes: 300, dueOn: '2026-11-23' })], { paces }).members[0].tasks[0];
    expect(spread.risk).toBe('at_risk');
  });

  it('follows the calendar of the workspace (Russian holidays)', () => {
    const result = forecast([task({ estimateMinutes: 120 })], { at: at('2025-12-30T14:00:00Z'), calendar: russia });
    expect(result.members[0].tasks[0].finish_p50).toBe('2026-01-12T07:00:00.000Z');
  });

  it('counts time already spent, keeping a minimum remainder once a task runs over', () => {
    expect(remainingMinutes(600, 0)).toBe(600);
    expect(remainingMinutes(600, 200)).toBe(400);
    expect(remainingMinutes(600, 580)).toBe(90);
    expect(remainingMinutes(600, 2000)).toBe(90);
    expect(remainingMinutes(60, 59)).toBe(15);
    expect(remainingMinutes(10, 9)).toBe(10);
    const active = task({ estimateMinutes: 300, spentMinutes: 240 });
    expect(forecast([active]).members[0].tasks[0].finish_p50).toBe('2026-11-23T07:00:00.000Z');
  });

  it('scales working time by focus', () => {
    const tasks = [task({ estimateMinutes: 120 })];
    const halfFocus = forecast(tasks, { members: [member(1, 'Europe/Moscow', { focus: 0.5 })] });
    expect(halfFocus.members[0].tasks[0].finish_p50).toBe('2026-11-23T10:00:00.000Z');
  });

  it('updates only what moved, and the update equals a full recompute', () => {
    const tasks = [
      task({ assigneeId: 1, estimateMinutes: 120 }),
      task({ assigneeId: 1, estimateMinutes: 240, goalId: 3 }),
      task({ assigneeId: 2, estimateMinutes: 60 }),
      task({ assigneeId: 3, estimateMinutes: 60 }),
    ];
    const waiting = task({ assigneeId: 2, estimateMinutes: 30, blockedBy: [tasks[1].id], goalId: 3 });
    const all = [...tasks, waiting];
    const previous = forecast(all);
    const changed = all.map((t) => (t.id === tasks[0].id ? { ...t, estimateMinutes: 600 } : t));
    const full = forecast(changed);
    const flows = new Map([
      [1, [tasks[0].id, tasks[1].id]],
      [2, [tasks[2].id, waiting.id]],
      [3, [tasks[3].id]],
    ]);
    const updated = computeForecast(
      {
        at: MONDAY_0900_MSK,
        calendar: noPreset,
        members: [1, 2, 3].map((id) => member(id)),
        flows,
        tasks: new Map(changed.map((t) => [t.id, t])),
        paces: learnPaces([]),
      },
      { previous, changedMembers: [1] },
    );
    expect(updated).toEqual(full);
    // Member 3 waits for nobody: their part is the previous forecast's, untouched.
    expect(updated.members[2]).toBe(previous.members[2]);
    expect(updated.members[1]).not.toEqual(previous.members[1]);
  });

  it('updates around a blocker later in its own flow as a full recompute does', () => {
    // Member 2's second task waits for their third: everyone waits, and the first waiting task in
    // member order (member 1's second, waiting for it) goes ahead. A walk of member 1 alone must not
    // make it wait for the date member 2's kept part gave that task.
    const [y0, y2] = [task({ assigneeId: 2, estimateMinutes: 300 }), task({ assigneeId: 2, estimateMinutes: 60 })];
    const y1 = task({ assigneeId: 2, estimateMinutes: 60, blockedBy: [y2.id] });
    const x1 = task({ assigneeId: 1, estimateMinutes: 60 });
    const x2 = task({ assigneeId: 1, estimateMinutes: 60, blockedBy: [y1.id] });
    const all = [x1, x2, y0, y1, y2];
    const previous = forecast(all);
    const changed = all.map((t) => (t.id === x1.id ? { ...t, estimateMinutes: 120 } : t));
    const full = forecast(changed);
    const input = {
      at: MONDAY_0900_MSK,
      calendar: noPreset,
      members: [member(1), member(2)],
      flows: new Map([
        [1, [x1.id, x2.id]],
        [2, [y0.id, y1.id, y2.id]],
      ]),
      tasks: new Map(changed.map((t) => [t.id, t])),
      paces: learnPaces([]),
    };
    expect(computeForecast(input, { previous, changedMembers: [1] })).toEqual(full);
  });

  it('does not wait forever on a blocker later in the same flow or on a cycle', () => {
    const later = task({ assigneeId: 1, estimateMinutes: 60 });
    const first = task({ assigneeId: 1, estimateMinutes: 60, blockedBy: [later.id] });
    const a = task({ assigneeId: 2, estimateMinutes: 60 });
    const b = task({ assigneeId: 3, estimateMinutes: 60, blockedBy: [a.id] });
    const cyclic = { ...a, blockedBy: [b.id] };
    const result = forecast([first, later, cyclic, b]);
    expect(result.members.flatMap((m) => m.tasks.map((t) => t.task_id)).sort()).toEqual([first.id, later.id, a.id, b.id].sort());
  });

  it('works the weekend hours of a member whose week has them, but not a holiday', () => {
    const weekend = member(1, 'Europe/Moscow');
    const schedule = { ...weekend.schedule, week: { ...weekend.schedule.week, sat: [['10:00', '12:00']] as const } };
    // Friday 20 November 2026, 17:00 Moscow: an hour on Friday, then Saturday from 10:00.
    const result = forecast([task({ estimateMinutes: 120 })], { at: at('2026-11-20T14:00:00Z'), members: [{ ...weekend, schedule }] });
    expect(result.members[0].tasks[0].finish_p50).toBe('2026-11-21T08:00:00.000Z');
    const holidaySaturday = forecast([task({ estimateMinutes: 120 })], {
      at: at('2026-05-08T14:00:00Z'),
      calendar: russia,
      members: [{ ...weekend, schedule }],
    });
    // 8 May 2026 is a shortened Friday (to 17:00); Saturday 9 May is Victory Day; Monday 11 May is a moved day off.
    expect(holidaySaturday.members[0].tasks[0].finish_p50).toBe('2026-05-12T08:00:00.000Z');
  });
});
