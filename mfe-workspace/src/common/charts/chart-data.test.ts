import { chartCsv, chartMax } from './chart-data';

const DATA = {
  categories: ['Start', 'Nov 23', 'Nov 24'],
  series: [
    { key: 'remaining', label: 'Remaining, h', values: [4, 2.5, null] },
    { key: 'ideal', label: 'Ideal, "h"', values: [4, 2, 0], dashed: true },
  ],
};

describe('chart data', () => {
  it('writes the points as CSV, one row per category, empty where a series has no value, quoting what needs it', () => {
    expect(chartCsv(DATA, 'Day')).toBe('Day,"Remaining, h","Ideal, ""h"""\nStart,4,4\nNov 23,2.5,2\nNov 24,,0\n');
  });

  it('scales to the largest value of any series', () => {
    expect(chartMax(DATA)).toBe(4);
    expect(chartMax({ categories: [], series: [] })).toBe(0);
  });
});
