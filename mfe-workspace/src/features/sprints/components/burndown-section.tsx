import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { ChartPanel } from '../../../common/charts/chart-panel';
import type { SprintDetail } from '../sprints-api';
import { burndownChart } from '../burndown-data';
import { utcDay } from '../sprint-name';

/** The sprint's burndown (loaded only on the sprint screen; uPlot loads with the chart): remaining estimate per working day against the ideal line. */
export default function BurndownSection({ sprint }: { sprint: SprintDetail }) {
  const intl = useIntl();
  // The same chart while the sprint and language stay: it is drawn again only when they change.
  const chart = useMemo(
    () =>
      burndownChart(sprint, {
        start: intl.formatMessage({ id: 'work.sprints.burndown.start' }),
        dayHeader: intl.formatMessage({ id: 'work.sprints.burndown.day' }),
        remaining: intl.formatMessage({ id: 'work.sprints.burndown.remaining' }),
        ideal: intl.formatMessage({ id: 'work.sprints.burndown.ideal' }),
        day: (date) => intl.formatDate(utcDay(date), { day: 'numeric', month: 'short', timeZone: 'UTC' }),
      }),
    [intl, sprint],
  );
  return (
    <ChartPanel
      title={intl.formatMessage({ id: 'work.sprints.burndown.title' })}
      spec={chart.spec}
      table={chart.table}
      formatValue={(value) => intl.formatMessage({ id: 'work.sprints.burndown.hours' }, { hours: value })}
      fileName={`sprint-${sprint.number}-burndown`}
    />
  );
}
