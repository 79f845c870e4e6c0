import { memo } from 'react';
import { FormattedMessage } from 'react-intl';

/** An estimate or a time spent, in minutes, as hours and minutes ("2 h 30 min"); a dash when there is none. */
export const EstimateDisplay = memo(function EstimateDisplay({ minutes }: { minutes: number | null }) {
  if (minutes === null) return <span>—</span>;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return <FormattedMessage id="work.estimate.minutes" values={{ minutes: rest }} />;
  if (rest === 0) return <FormattedMessage id="work.estimate.hours" values={{ hours }} />;
  return <FormattedMessage id="work.estimate.hoursMinutes" values={{ hours, minutes: rest }} />;
});
