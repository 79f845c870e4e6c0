import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { FormattedMessage } from 'react-intl';
import { useWorkTaskQuery } from '../../../common/tasks/task-queries';
import type { TimeEntry } from '../time-api';
import { EntrySpan } from './entry-span';

/** The colliding entry of a `time_entry_overlap` refusal (`entry`, or under `details`). */
export function overlappingEntry(error: unknown): TimeEntry | null {
  const data = (error as FetchBaseQueryError | undefined)?.data as { entry?: TimeEntry; details?: { entry?: TimeEntry } } | undefined;
  return data?.details?.entry ?? data?.entry ?? null;
}

/** Says which of the member's entries the span collides with: its task and times. */
export function OverlapMessage({ entry }: { entry: TimeEntry }) {
  const { data: task } = useWorkTaskQuery(entry.task_id);
  return (
    <FormattedMessage
      id="work.time.overlap"
      values={{ title: task?.title ?? <FormattedMessage id="work.timer.task" values={{ id: entry.task_id }} />, span: <EntrySpan entry={entry} /> }}
    />
  );
}
