import { memo } from 'react';
import { FormattedMessage } from 'react-intl';
import { durationMessage } from '../tasks/minutes';

/** An estimate or a time spent, in minutes, as hours and minutes ("2 h 30 min"); a dash when there is none. */
export const EstimateDisplay = memo(function EstimateDisplay({ minutes }: { minutes: number | null }) {
  if (minutes === null) return <span>—</span>;
  const { id, values } = durationMessage(minutes);
  return <FormattedMessage id={id} values={values} />;
});
