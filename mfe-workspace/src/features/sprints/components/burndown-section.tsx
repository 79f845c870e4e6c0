import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { ChartFigure } from '../../../common/charts/chart-figure';
import type { SprintDetail } from '../../../api';
import { burndownChartData } from '../burndown-data';
import { utcDay } from '../sprint-name';

/** The sprint's burndown (loaded with its chart only on the sprint screen): remaining estimate per working day against the ideal line. */
export default function BurndownSection({ sprint }: { sprint: SprintDetail }) {
  const intl = useIntl();
  const data = useMemo(
    () =>
      burndownChartData(sprint, {
        start: intl.formatMessage({ id: 'work.sprints.burndown.start' }),
        remaining: intl.formatMessage({ id: 'work.sprints.burndown.remaining' }),
        ideal: intl.formatMessage({ id: 'work.sprints.burndown.ideal' }),
        day: (date) => intl.formatDate(utcDay(date), { day: 'numeric', month: 'short', timeZone: 'UTC' }),
      }),
    [intl, sprint],
  );
  return (
    <ChartFigure
      title={intl.formatMessage({ id: 'work.sprints.burndown.title' })}
      data={data}
      categoryHeader={intl.formatMessage({ id: 'work.sprints.burndown.day' })}
      formatValue={(value) => intl.formatMessage({ id: 'work.sprints.burndown.hours' }, { hours: value })}
      fileName={`sprint-${sprint.number}-burndown`}
    />
  );
}
