import { FormattedDate, FormattedMessage, FormattedTime } from 'react-intl';
import type { TimeEntry } from '../../../api';

/** An entry's day and times ("24 Nov, 10:00–11:00"; "from 10:00" while it runs), in the browser's zone. */
export function EntrySpan({ entry }: { entry: TimeEntry }) {
  const date = <FormattedDate value={entry.started_at} day="numeric" month="short" />;
  const start = <FormattedTime value={entry.started_at} hour="2-digit" minute="2-digit" />;
  if (entry.ended_at === null) return <FormattedMessage id="work.time.spanRunning" values={{ date, start }} />;
  const end = <FormattedTime value={entry.ended_at} hour="2-digit" minute="2-digit" />;
  return <FormattedMessage id="work.time.span" values={{ date, start, end }} />;
}
