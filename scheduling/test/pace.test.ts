import { learnFocus } from '../src/pace/focus.js';
import { learnPaces, type FinishedTask } from '../src/pace/pace-model.js';

const finished = (memberId: number, ratio: number, complexity: number | null = null): FinishedTask => ({
  memberId,
  estimateMinutes: 100,
  actualMinutes: 100 * ratio,
  complexity,
});

describe('pace', () => {
  it('is exactly 1.0 with no history, on the default basis', () => {
    expect(learnPaces([]).paceOf(1, 3)).toMatchObject({ pace: 1, basis: 'default', tasks: 0 });
  });

  it('shrinks a member with little history toward the team, and the team toward 1.0', () => {
    const team = Array.from({ length: 40 }, (_, i) => finished(2 + (i % 4), 1.5));
    const model = learnPaces([...team, finished(1, 3)]);
    const newcomer = model.paceOf(1, null);
    expect(newcomer.basis).toBe('member');
    // One task at 3× moves the member only part of the way from the team's 1.5×.
    expect(newcomer.pace).toBeGreaterThan(model.team.pace);
    expect(newcomer.pace).toBeLessThan(2);
    expect(model.team.pace).toBeGreaterThan(1.4);
    expect(model.team.pace).toBeLessThan(1.5);
    expect(model.paceOf(99, null)).toMatchObject({ basis: 'team', tasks: 41 });
  });

  it('learns a member’s complexity effect, shrunk toward the member', () => {
    const tasks = [...Array.from({ length: 20 }, () => finished(1, 1)), ...Array.from({ length: 12 }, () => finished(1, 2, 5))];
    const model = learnPaces(tasks);
    expect(model.paceOf(1, 5).pace).toBeGreaterThan(model.paceOf(1, 1).pace);
    expect(model.paceOf(1, 5).pace).toBeLessThan(2);
  });

  it('ignores tasks without an estimate or a time for the ratio, and keeps their time for the median', () => {
    const model = learnPaces([{ memberId: 1, estimateMinutes: 0, actualMinutes: 300, complexity: null }]);
    expect(model.paceOf(1, null).pace).toBe(1);
    expect(model.medianTaskMinutes(1)).toBe(300);
  });
});

describe('focus', () => {
  it('is 1.0 without history and learns toward the real share, shrunk toward the team', () => {
    expect(learnFocus([]).focusOf(1)).toBe(1);
    const weeks = Array.from({ length: 8 }, () => ({ memberId: 1, scheduledMinutes: 2400, inProgressMinutes: 1200 }));
    const model = learnFocus(weeks);
    expect(model.focusOf(1)).toBeGreaterThan(0.5);
    expect(model.focusOf(1)).toBeLessThan(model.team + 0.01);
  });
});
