import { addDays, epochDay, WEEKDAYS, weekdayOf } from '../src/dates/day-key.js';
import { defaultWeeklySchedule } from '../src/schedule/weekly-schedule.js';
import { sprintBurndown, sprintWorkingDays } from '../src/sprints/sprint-burndown.js';
import { firstSprint, missingSprints, nextSprint, redatedSprints, sprintStatus, type SprintDates, type SprintSettings } from '../src/sprints/sprint-dates.js';
import { calendar, noPreset, russia } from './fixtures.js';

const lengthOf = (sprint: SprintDates) => epochDay(sprint.endsOn) - epochDay(sprint.startsOn) + 1;
const LENGTHS = [1, 2, 3, 4];

describe('sprint dates', () => {
  it('starts sprint 1 on the start weekday on or before the creation day, for every length and weekday', () => {
    for (const lengthWeeks of LENGTHS) {
      for (const [index, startWeekday] of WEEKDAYS.entries()) {
        // 2026-12-30 is a Wednesday.
        const first = firstSprint('2026-12-30', { lengthWeeks, startWeekday });
        expect([lengthWeeks, startWeekday, weekdayOf(first.startsOn), lengthOf(first), first.number]).toEqual([
          lengthWeeks,
          startWeekday,
          index,
          lengthWeeks * 7,
          1,
        ]);
        expect(first.startsOn <= '2026-12-30' && first.endsOn >= '2026-12-30').toBe(true);
        expect(epochDay('2026-12-30') - epochDay(first.startsOn)).toBeLessThan(7);
      }
    }
  });

  it('chains sprints day after day across a year end, each on the start weekday and as long as set', () => {
    for (const lengthWeeks of LENGTHS) {
      for (const startWeekday of WEEKDAYS) {
        const settings = { lengthWeeks, startWeekday };
        let sprint = firstSprint('2026-12-01', settings);
        for (let step = 0; step < 6; step++) {
          const next = nextSprint(sprint, settings);
          expect([settings, next.number, next.startsOn, lengthOf(next), weekdayOf(next.startsOn)]).toEqual([
            settings,
            sprint.number + 1,
            addDays(sprint.endsOn, 1),
            lengthWeeks * 7,
            WEEKDAYS.indexOf(startWeekday),
          ]);
          sprint = next;
        }
        expect(sprint.endsOn > '2027-01-01').toBe(true);
      }
    }
  });

  it('keeps the sprint before a change, and aligns the one after it to a new start weekday', () => {
    const first = firstSprint('2026-12-23', { lengthWeeks: 2, startWeekday: 'mon' });
    expect(first).toEqual({ number: 1, startsOn: '2026-12-21', endsOn: '2027-01-03' });
    // Longer sprints from the same weekday: the next starts the day after, and lasts three weeks.
    expect(nextSprint(first, { lengthWeeks: 3, startWeekday: 'mon' })).toEqual({ number: 2, startsOn: '2027-01-04', endsOn: '2027-01-24' });
    // A new weekday: the next still starts the day after, and is stretched to the day before a Thursday.
    const moved = nextSprint(first, { lengthWeeks: 1, startWeekday: 'thu' });
    expect(moved).toEqual({ number: 2, startsOn: '2027-01-04', endsOn: '2027-01-13' });
    expect(nextSprint(moved, { lengthWeeks: 1, startWeekday: 'thu' })).toEqual({ number: 3, startsOn: '2027-01-14', endsOn: '2027-01-20' });
    for (const lengthWeeks of LENGTHS) {
      for (const startWeekday of WEEKDAYS) {
        const stretched = nextSprint(first, { lengthWeeks, startWeekday });
        expect(lengthOf(stretched)).toBeGreaterThanOrEqual(lengthWeeks * 7);
        expect(lengthOf(stretched)).toBeLessThan(lengthWeeks * 7 + 7);
        expect(weekdayOf(addDays(stretched.endsOn, 1))).toBe(WEEKDAYS.indexOf(startWeekday));
      }
    }
  });

  it('lists the sprints missing up to the one after today, and none when they exist', () => {
    const settings: SprintSettings = { lengthWeeks: 2, startWeekday: 'mon' };
    expect(missingSprints(undefined, '2026-11-25', settings, '2026-11-25').map((sprint) => [sprint.number, sprint.startsOn, sprint.endsOn])).toEqual([
      [1, '2026-11-23', '2026-12-06'],
      [2, '2026-12-07', '2026-12-20'],
    ]);
    const existing = missingSprints(undefined, '2026-11-25', settings, '2027-01-05');
    expect(existing.map((sprint) => sprint.number)).toEqual([1, 2, 3, 4, 5]);
    expect(sprintStatus(existing[3]!, '2027-01-05')).toBe('current');
    expect(sprintStatus(existing[4]!, '2027-01-05')).toBe('future');
    expect(sprintStatus(existing[2]!, '2027-01-05')).toBe('past');
    expect(missingSprints(existing.at(-1), '2026-11-25', settings, '2027-01-05')).toEqual([]);
    expect(missingSprints(existing.at(-1), '2026-11-25', settings, '2027-01-18').map((sprint) => sprint.number)).toEqual([6]);
  });

  it('re-dates sprints that have not started after the one that keeps its dates', () => {
    const fixed = { number: 4, startsOn: '2026-12-28', endsOn: '2027-01-10' };
    const upcoming = [
      { number: 5, startsOn: '2027-01-11', endsOn: '2027-01-24' },
      { number: 6, startsOn: '2027-01-25', endsOn: '2027-02-07' },
    ];
    expect(redatedSprints(fixed, '2026-06-01', upcoming, { lengthWeeks: 1, startWeekday: 'wed' })).toEqual([
      { number: 5, startsOn: '2027-01-11', endsOn: '2027-01-19' },
      { number: 6, startsOn: '2027-01-20', endsOn: '2027-01-26' },
    ]);
    // Before sprint 1 has started, it too follows the new settings.
    const notStarted = missingSprints(undefined, '2027-01-13', { lengthWeeks: 2, startWeekday: 'mon' }, '2027-01-13');
    expect(redatedSprints(undefined, '2027-01-13', notStarted, { lengthWeeks: 1, startWeekday: 'thu' })).toEqual([
      { number: 1, startsOn: '2027-01-07', endsOn: '2027-01-13' },
      { number: 2, startsOn: '2027-01-14', endsOn: '2027-01-20' },
    ]);
  });
});

describe('sprint burndown', () => {
  const office = defaultWeeklySchedule('Europe/Moscow');

  it('counts only working days of the Russian calendar over the New Year holidays', () => {
    // Monday 29 December 2025 to Sunday 18 January 2026: 31 December and 1–9 January are days off.
    const days = sprintWorkingDays('2025-12-29', '2026-01-18', office, russia);
    expect(days).toEqual(['2025-12-29', '2025-12-30', '2026-01-12', '2026-01-13', '2026-01-14', '2026-01-15', '2026-01-16']);
    const tasks = [
      { estimateMinutes: 300, finishedOn: '2026-01-05' },
      { estimateMinutes: 120, finishedOn: '2025-12-30' },
      { estimateMinutes: 280, finishedOn: null },
    ];
    const burndown = sprintBurndown(days, '2026-01-18', tasks, '2026-01-13');
    expect(burndown.committedMinutes).toBe(700);
    expect(burndown.doneMinutes).toBe(420);
    expect(burndown.actual).toEqual([
      { date: '2025-12-29', remainingMinutes: 700 },
      { date: '2025-12-30', remainingMinutes: 580 },
      { date: '2026-01-12', remainingMinutes: 280 },
      { date: '2026-01-13', remainingMinutes: 280 },
    ]);
    expect(burndown.ideal.map((point) => point.remainingMinutes)).toEqual([600, 500, 400, 300, 200, 100, 0]);
    expect(burndown.ideal.map((point) => point.date)).toEqual(days);
  });

  it('has no points for a sprint without a working day, and follows the workspace’s own days', () => {
    expect(sprintWorkingDays('2026-01-03', '2026-01-09', office, russia)).toEqual([]);
    expect(sprintBurndown([], '2026-01-09', [{ estimateMinutes: 60, finishedOn: null }], '2026-01-20')).toEqual({
      committedMinutes: 60,
      doneMinutes: 0,
      actual: [],
      ideal: [],
    });
    expect(sprintWorkingDays('2026-01-03', '2026-01-09', office, noPreset)).toEqual(['2026-01-05', '2026-01-06', '2026-01-07', '2026-01-08', '2026-01-09']);
    const own = calendar({ holidays: ['2026-01-06'], workingDays: ['2026-01-03'] });
    expect(sprintWorkingDays('2026-01-03', '2026-01-09', office, own)).toEqual(['2026-01-03', '2026-01-05', '2026-01-07', '2026-01-08', '2026-01-09']);
  });

  it('does not count as done a task finished after the sprint’s last day', () => {
    const days = ['2026-03-02', '2026-03-03'];
    const burndown = sprintBurndown(days, '2026-03-08', [{ estimateMinutes: 90, finishedOn: '2026-03-09' }], '2026-03-20');
    expect([burndown.doneMinutes, burndown.actual.at(-1)]).toEqual([0, { date: '2026-03-03', remainingMinutes: 90 }]);
  });
});
