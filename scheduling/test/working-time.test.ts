import { memberDay } from '../src/schedule/member-day.js';
import { WorkingTimeline } from '../src/schedule/working-timeline.js';
import { defaultWeeklySchedule, scheduleProblems, type WeeklySchedule } from '../src/schedule/weekly-schedule.js';
import { instantOfLocal, localDayOf, localMinuteOf, midnightsOf } from '../src/dates/zone-clock.js';
import { at, calendar, noPreset, russia } from './fixtures.js';

function walkFrom(schedule: WeeklySchedule, from: string, minutes: number, cal = noPreset, daysOff = []) {
  const result = new WorkingTimeline(schedule, cal, daysOff, at(from)).walk(at(from), minutes);
  return result && { start: new Date(result.start).toISOString(), finish: new Date(result.finish).toISOString() };
}

describe('walking work through a member’s working time', () => {
  const moscow = defaultWeeklySchedule('Europe/Moscow');

  it('fills the morning, skips the break and goes on after lunch', () => {
    // Monday 2026-11-23, 10:00 in Moscow (UTC+3): 3 h before lunch, 2 h after.
    expect(walkFrom(moscow, '2026-11-23T07:00:00Z', 300)).toEqual({ start: '2026-11-23T07:00:00.000Z', finish: '2026-11-23T13:00:00.000Z' });
  });

  it('starts at the next working minute when the cursor is outside working hours', () => {
    // Saturday evening → Monday 09:00 Moscow.
    expect(walkFrom(moscow, '2026-11-21T17:00:00Z', 30)).toEqual({ start: '2026-11-23T06:00:00.000Z', finish: '2026-11-23T06:30:00.000Z' });
  });

  it('ends exactly at the end of a working interval rather than at the next one', () => {
    expect(walkFrom(moscow, '2026-11-23T06:00:00Z', 240)?.finish).toBe('2026-11-23T10:00:00.000Z');
  });

  it('follows each member’s own time zone: the same local hours are different instants', () => {
    const vladivostok = walkFrom(defaultWeeklySchedule('Asia/Vladivostok'), '2026-11-22T12:00:00Z', 60);
    const kaliningrad = walkFrom(defaultWeeklySchedule('Europe/Kaliningrad'), '2026-11-22T12:00:00Z', 60);
    // Monday 09:00 local: UTC+10 and UTC+2.
    expect(vladivostok).toEqual({ start: '2026-11-22T23:00:00.000Z', finish: '2026-11-23T00:00:00.000Z' });
    expect(kaliningrad).toEqual({ start: '2026-11-23T07:00:00.000Z', finish: '2026-11-23T08:00:00.000Z' });
  });

  it('keeps local hours across a daylight-saving change (Europe/Berlin, 29 March 2026)', () => {
    // Friday 17:00 CET (UTC+1) → one hour on Friday, one on Monday from 09:00 CEST (UTC+2).
    expect(walkFrom(defaultWeeklySchedule('Europe/Berlin'), '2026-03-27T16:00:00Z', 120)).toEqual({
      start: '2026-03-27T16:00:00.000Z',
      finish: '2026-03-30T08:00:00.000Z',
    });
    // New York falls back on 1 November 2026: Monday 09:00 EST is 14:00 UTC.
    expect(walkFrom(defaultWeeklySchedule('America/New_York'), '2026-10-30T21:30:00Z', 60)?.finish).toBe('2026-11-02T14:30:00.000Z');
  });

  it('counts the real length of a night when clocks change inside a working interval', () => {
    const allDay: WeeklySchedule = {
      time_zone: 'Europe/Berlin',
      week: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [['00:00', '24:00']], sun: [['00:00', '24:00']] },
    };
    // A member who works weekends around the clock: Saturday 28 March has 24 hours, Sunday 29 March
    // only 23 (clocks jump from 02:00 to 03:00), so 47 hours of work end at Sunday's local midnight.
    const result = walkFrom(allDay, '2026-03-27T23:00:00Z', 47 * 60);
    expect(result?.finish).toBe('2026-03-29T22:00:00.000Z');
  });

  it('skips Russian holidays, transferred days off and weekends', () => {
    // Tuesday 30 December 2025, 17:00 Moscow: one hour, then 31 Dec (moved day off), 1–8 Jan holidays,
    // 9 Jan (moved day off), the weekend; work resumes Monday 12 January 2026.
    expect(walkFrom(moscow, '2025-12-30T14:00:00Z', 120, russia)?.finish).toBe('2026-01-12T07:00:00.000Z');
  });

  it('ends a pre-holiday day an hour early', () => {
    // Thursday 30 April 2026 is shortened (to 17:00); 1 May is a holiday; Monday 4 May 09:00 resumes.
    expect(walkFrom(moscow, '2026-04-30T13:00:00Z', 120, russia)?.finish).toBe('2026-05-04T07:00:00.000Z');
  });

  it('works a Saturday made working, with the member’s Monday hours', () => {
    const day = memberDay(moscow, russia, [], '2025-11-01');
    expect(day).toMatchObject({
      working: true,
      reason: 'shortened',
      minutes: 7 * 60,
      intervals: [
        [540, 780],
        [840, 1020],
      ],
    });
    expect(memberDay(moscow, russia, [], '2025-11-03')).toMatchObject({ working: false, reason: 'transfer' });
    expect(memberDay(moscow, russia, [], '2025-05-02')).toMatchObject({ working: false, reason: 'transfer' });
    expect(memberDay(moscow, russia, [], '2025-12-31')).toMatchObject({ working: false, reason: 'transfer' });
  });

  it('keeps a member’s own hours of a weekday made working, and borrows Monday’s only for a weekday without any', () => {
    const saturdays = { ...moscow, week: { ...moscow.week, sat: [['10:00', '12:00']] as const } };
    expect(memberDay(saturdays, russia, [], '2025-11-01')).toMatchObject({ working: true, reason: 'shortened', intervals: [[600, 660]] });
    const noMonday = { ...moscow, week: { ...moscow.week, mon: [] } };
    expect(memberDay(noMonday, russia, [], '2025-11-01')).toMatchObject({ working: true, minutes: 7 * 60 });
  });

  it('applies the workspace’s own holidays and working days over the preset', () => {
    const own = calendar({ country: 'RU', holidays: ['2026-11-24'], workingDays: ['2026-11-28', '2026-11-04'] });
    expect(memberDay(moscow, own, [], '2026-11-24')).toMatchObject({ working: false, reason: 'workspace_holiday' });
    expect(memberDay(moscow, own, [], '2026-11-28')).toMatchObject({ working: true, reason: 'workspace_working_day', minutes: 480 });
    expect(memberDay(moscow, own, [], '2026-11-04')).toMatchObject({ working: true, reason: 'workspace_working_day' });
  });

  it('takes days off out, whole or in part', () => {
    const daysOff = [
      { from: '2026-11-24', to: '2026-11-25', kind: 'vacation' as const },
      { from: '2026-11-26', to: '2026-11-26', kind: 'other' as const, part: ['09:00', '11:00'] as const },
    ];
    expect(memberDay(moscow, noPreset, daysOff, '2026-11-25')).toMatchObject({ working: false, reason: 'day_off', minutes: 0 });
    expect(memberDay(moscow, noPreset, daysOff, '2026-11-26')).toMatchObject({
      working: true,
      minutes: 360,
      intervals: [
        [660, 780],
        [840, 1080],
      ],
    });
    // Monday 17:00 Moscow, 3 h: 1 h Monday, Tuesday and Wednesday off, Thursday from 11:00.
    expect(walkFrom(moscow, '2026-11-23T14:00:00Z', 180, noPreset, daysOff as never)?.finish).toBe('2026-11-26T10:00:00.000Z');
  });

  it('gives up (null) when a schedule has no hours at all', () => {
    const never: WeeklySchedule = { time_zone: 'UTC', week: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] } };
    expect(walkFrom(never, '2026-11-23T00:00:00Z', 60)).toBeNull();
  });

  it('reports malformed, empty and overlapping intervals', () => {
    const bad: WeeklySchedule = {
      time_zone: 'UTC',
      week: {
        mon: [['9:00', '10:00']],
        tue: [['10:00', '10:00']],
        wed: [
          ['09:00', '12:00'],
          ['11:00', '13:00'],
        ],
        thu: [],
        fri: [],
        sat: [],
        sun: [],
      },
    };
    expect(scheduleProblems(bad)).toEqual([
      { day: 'mon', index: 0, problem: 'format' },
      { day: 'tue', index: 0, problem: 'empty' },
      { day: 'wed', index: 1, problem: 'overlap' },
    ]);
    expect(scheduleProblems(defaultWeeklySchedule('UTC'))).toEqual([]);
  });

  it('converts wall times in gaps and local dates of instants', () => {
    // 02:30 does not exist in Berlin on 29 March 2026: it becomes 03:30 CEST (01:30 UTC).
    expect(new Date(instantOfLocal('Europe/Berlin', '2026-03-29', 150)).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(localDayOf('Asia/Vladivostok', at('2026-11-22T15:00:00Z'))).toBe('2026-11-23');
    expect(() => localDayOf('Mars/Olympus', 0)).toThrow(RangeError);
  });

  it('bounds consecutive days by their local midnights, a day of a clock change 23 or 25 hours long', () => {
    const hours = (midnights: number[]) => midnights.slice(1).map((midnight, day) => (midnight - midnights[day]!) / 3_600_000);
    const spring = midnightsOf('Europe/Berlin', ['2026-03-28', '2026-03-29', '2026-03-30']);
    expect(new Date(spring[0]!).toISOString()).toBe('2026-03-27T23:00:00.000Z');
    expect(new Date(spring[3]!).toISOString()).toBe('2026-03-30T22:00:00.000Z');
    expect(hours(spring)).toEqual([24, 23, 24]);
    expect(hours(midnightsOf('Europe/Berlin', ['2026-10-25']))).toEqual([25]);
    expect(midnightsOf('Europe/Berlin', [])).toEqual([]);
  });

  it('reads the wall-clock minute of an instant, on the day localDayOf names, across offset changes', () => {
    expect(localMinuteOf('Asia/Vladivostok', at('2026-11-22T15:00:00Z'))).toBe(60);
    expect(localMinuteOf('America/New_York', at('2026-11-23T03:30:00Z'))).toBe(22 * 60 + 30);
    // 29 March 2026 in Berlin: 01:59 CET, then 03:00 CEST one minute later.
    expect(localMinuteOf('Europe/Berlin', at('2026-03-29T00:59:00Z'))).toBe(119);
    expect(localMinuteOf('Europe/Berlin', at('2026-03-29T01:00:00Z'))).toBe(180);
    for (const instant of [at('2026-11-22T15:00:00Z'), at('2026-03-29T01:30:00Z')]) {
      const zone = 'Europe/Berlin';
      expect(instantOfLocal(zone, localDayOf(zone, instant), localMinuteOf(zone, instant))).toBe(instant);
    }
  });
});
