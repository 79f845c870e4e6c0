import { bodyOf, dayIssues, draftOf, nextInterval, weekMinutes } from './week-draft';

const week = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };

describe('the week draft', () => {
  it('finds what the API refuses: a missing time, an empty or reversed interval, one out of order or overlapping', () => {
    expect([
      ...dayIssues([
        ['09:00', '12:00'],
        ['', '13:00'],
        ['14:00', '14:00'],
        ['11:00', '15:00'],
        ['15:00', '16:00'],
        ['18:00', '17:00'],
      ]),
    ]).toEqual([
      [1, 'format'],
      [2, 'empty'],
      [3, 'overlap'],
      [5, 'empty'],
    ]);
    expect([...dayIssues([['22:00', '00:00']])]).toEqual([]);
  });

  it('reads 24:00 as a 00:00 end for the time input and sends it back as 24:00', () => {
    const draft = draftOf({ time_zone: 'UTC', week: { ...week, sat: [['20:00', '24:00']] } });
    expect(draft.week.sat).toEqual([['20:00', '00:00']]);
    expect(bodyOf(draft).week.sat).toEqual([['20:00', '24:00']]);
    expect(weekMinutes(draft)).toBe(240);
  });

  it('adds an interval an hour after the last, kept within the day', () => {
    expect(nextInterval([])).toEqual(['09:00', '13:00']);
    expect(nextInterval([['09:00', '13:00']])).toEqual(['14:00', '16:00']);
    expect(nextInterval([['20:00', '22:30']])).toEqual(['23:00', '00:00']);
  });
});
