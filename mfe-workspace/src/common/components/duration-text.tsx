import { FormattedMessage } from 'react-intl';
import { splitMinutes } from '../tasks/minutes';

/** A duration as hours and minutes: "2 h 30 min" / "2 ч 30 мин". */
export function DurationText({ minutes }: { minutes: number }) {
  const { hours, minutes: rest } = splitMinutes(minutes);
  if (hours === 0) return <FormattedMessage id="work.duration.minutes" values={{ minutes: rest }} />;
  if (rest === 0) return <FormattedMessage id="work.duration.hours" values={{ hours }} />;
  return <FormattedMessage id="work.duration.hoursMinutes" values={{ hours, minutes: rest }} />;
}
