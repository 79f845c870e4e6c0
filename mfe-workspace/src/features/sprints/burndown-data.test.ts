import { burndownChartData } from './burndown-data';

const labels = { start: 'Start', remaining: 'Remaining', ideal: 'Ideal', day: (date: string) => date.slice(5) };

describe('the burndown as chart data', () => {
  it('has a category per working day only (the ideal line skips the weekend), the actual line stopping at today', () => {
    const data = burndownChartData(
      {
        status: 'current',
        committed_minutes: 600,
        // Friday, then Monday: the weekend between is no category.
        burndown: [{ date: '2026-12-04', remaining_minutes: 540 }],
        ideal: [
          { date: '2026-12-04', remaining_minutes: 300 },
          { date: '2026-12-07', remaining_minutes: 0 },
        ],
      },
      labels,
    );
    expect(data.categories).toEqual(['Start', '12-04', '12-07']);
    expect(data.series).toEqual([
      { key: 'remaining', label: 'Remaining', values: [10, 9, null] },
      { key: 'ideal', label: 'Ideal', values: [10, 5, 0], dashed: true },
    ]);
  });

  it('draws no actual line for a sprint that has not started', () => {
    const data = burndownChartData({ status: 'future', committed_minutes: 90, burndown: [], ideal: [{ date: '2026-12-14', remaining_minutes: 0 }] }, labels);
    expect(data.series[0]!.values).toEqual([null, null]);
  });
});
