import { burndownChart } from './burndown-data';

const labels = { start: 'Start', dayHeader: 'Day', remaining: 'Remaining', ideal: 'Ideal', day: (date: string) => date.slice(5) };

describe('the burndown as a chart', () => {
  it('has a category per working day only (the ideal line skips the weekend), the actual line stopping at today', () => {
    const { spec, table } = burndownChart(
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
    expect(spec.categories).toEqual(['Start', '12-04', '12-07']);
    expect(spec.series).toEqual([
      { label: 'Remaining', values: [10, 9, null] },
      { label: 'Ideal', values: [10, 5, 0], dashed: true },
    ]);
    expect(table).toEqual({
      columns: ['Day', 'Remaining', 'Ideal'],
      rows: [
        ['Start', 10, 10],
        ['12-04', 9, 5],
        ['12-07', null, 0],
      ],
    });
  });

  it('draws no actual line for a sprint that has not started', () => {
    const { spec } = burndownChart({ status: 'future', committed_minutes: 90, burndown: [], ideal: [{ date: '2026-12-14', remaining_minutes: 0 }] }, labels);
    expect(spec.series[0]!.values).toEqual([null, null]);
  });
});
