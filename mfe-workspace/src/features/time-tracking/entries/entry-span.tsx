import { FormattedDate, FormattedMessage, FormattedTime } from 'react-intl';
import type { TimeEntry } from '../time-api';
import { useMemberTimeZone } from '../../../common/hooks/use-member-time-zone';
import { browserTimeZone } from '../../../common/time/browser-time-zone';

/**
 * An entry's day and times ("24 Nov, 10:00–11:00"; "from 10:00" while it runs) in its member's time
 * zone, which is named when it is not the browser's.
 */
export function EntrySpan({ entry }: { entry: TimeEntry }) {
  const { timeZone } = useMemberTimeZone(entry.workspace_id, entry.user_id);
  const date = <FormattedDate value={entry.started_at} day="numeric" month="short" timeZone={timeZone} />;
  const start = <FormattedTime value={entry.started_at} hour="2-digit" minute="2-digit" timeZone={timeZone} />;
  const zone = timeZone !== browserTimeZone() && <> ({timeZone})</>;
  if (entry.ended_at === null)
    return (
      <>
        <FormattedMessage id="work.time.spanRunning" values={{ date, start }} />
        {zone}
      </>
    );
  const end = <FormattedTime value={entry.ended_at} hour="2-digit" minute="2-digit" timeZone={timeZone} />;
  return (
    <>
      <FormattedMessage id="work.time.span" values={{ date, start, end }} />
      {zone}
    </>
  );
}
