import { computeForecast, forecastSpans, type ForecastTask } from '../src/forecast/forecast.js';
import { workloadDays } from '../src/forecast/workload-days.js';
import { learnPaces } from '../src/pace/pace-model.js';
import { defaultWeeklySchedule } from '../src/schedule/weekly-schedule.js';
import { at, member, noPreset, russia, task } from './fixtures.js';

const MONDAY_0900_MSK = at('2026-11-23T06:00:00Z');

function spansOf(tasks: ForecastTask[], timeZone = 'Europe/Moscow') {
  const forecast = computeForecast({
    at: MONDAY_0900_MSK,
    calendar: noPreset,
    members: [member(1, timeZone)],
    flows: new Map([[1, tasks.map((t) => t.id)]]),
    tasks: new Map(tasks.map((t) => [t.id, t])),
    paces: learnPaces([]),
  });
  return forecastSpans(forecast).get(1)!;
}

describe('the workload of a member’s days', () => {
  it('splits each task’s walk over the days it covers, and the pieces add up to the remaining work', () => {
    const [a, b] = [task({ estimateMinutes: 300 }), task({ estimateMinutes: 600 })];
    const days = workloadDays(defaultWeeklySchedule('Europe/Moscow'), noPreset, [], '2026-11-23', '2026-11-25', spansOf([a, b]));
    expect(days.map((d) => [d.day.date, d.capacityMinutes, d.plannedMinutes])).toEqual([
      ['2026-11-23', 480, 480],
      ['2026-11-24', 480, 420],
      ['2026-11-25', 480, 0],
    ]);
    expect(days[0]!.pieces).toEqual([
      { taskId: a.id, minutes: 300 },
      { taskId: b.id, minutes: 180 },
    ]);
    expect(days[1]!.pieces).toEqual([{ taskId: b.id, minutes: 420 }]);
  });

  it('counts an unestimated task at the time the walk gives it', () => {
    const unestimated = task({ estimateMinutes: null });
    const days = workloadDays(defaultWeeklySchedule('Europe/Moscow'), noPreset, [], '2026-11-23', '2026-11-23', spansOf([unestimated]));
    expect(days[0]!.pieces).toEqual([{ taskId: unestimated.id, minutes: 240 }]);
  });

  it('gives a holiday, a shortened day and a day off their capacity, and no work', () => {
    const schedule = defaultWeeklySchedule('Europe/Moscow');
    const days = workloadDays(
      schedule,
      russia,
      [
        { from: '2026-11-05', to: '2026-11-05', kind: 'other', part: ['09:00', '11:00'] },
        { from: '2026-11-06', to: '2026-11-06', kind: 'vacation' },
      ],
      '2026-11-03',
      '2026-11-06',
      [],
    );
    expect(days.map((d) => [d.day.date, d.day.reason, d.capacityMinutes, d.plannedMinutes])).toEqual([
      ['2026-11-03', 'shortened', 420, 0],
      ['2026-11-04', 'holiday', 0, 0],
      ['2026-11-05', 'workday', 360, 0],
      ['2026-11-06', 'day_off', 0, 0],
    ]);
  });

  it('reads the days in the member’s zone', () => {
    const t = task({ estimateMinutes: 480 });
    // In Vladivostok (UTC+10) the forecast instant is Monday 16:00: two hours that day, six on Tuesday.
    const days = workloadDays(defaultWeeklySchedule('Asia/Vladivostok'), noPreset, [], '2026-11-23', '2026-11-24', spansOf([t], 'Asia/Vladivostok'));
    expect(days.map((d) => d.plannedMinutes)).toEqual([120, 360]);
  });
});
