import { useState } from 'react';
import { useTheme } from '@emotion/react';
import { Button, ErrorPanel, SkeletonLines } from '@stepwise/shared';
import { FormattedMessage } from 'react-intl';
import { useWorkTimeEntriesQuery } from '../time-api';
import type { Task } from '../../../common/api/work-types';
import { EntryFormDialog } from './entry-form-dialog';
import { TimeEntryList } from './time-entry-list';

/** A task's time entries in its panel, with "Add time" for a manual one. */
export function TaskTimeEntries({ task }: { task: Task }) {
  const theme = useTheme();
  const [adding, setAdding] = useState(false);
  const { data: entries, error, isLoading, refetch } = useWorkTimeEntriesQuery({ workspaceId: task.workspace_id, taskId: task.id });
  let body;
  if (isLoading) body = <SkeletonLines lines={2} />;
  else if (error || !entries) body = <ErrorPanel error={error} onRetry={() => void refetch()} titleId="work.time.loadFailed" />;
  else if (entries.length === 0)
    body = (
      <p css={{ margin: 0, color: theme.colors.textMuted }}>
        <FormattedMessage id="work.time.none" />
      </p>
    );
  else body = <TimeEntryList workspaceId={task.workspace_id} entries={entries} />;
  return (
    <section aria-labelledby={`time-entries-${task.id}`} css={{ display: 'grid', gap: theme.space.sm }}>
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: theme.space.sm }}>
        <h3 id={`time-entries-${task.id}`} css={{ margin: 0, fontSize: theme.fontSizes.md }}>
          <FormattedMessage id="work.time.entriesTitle" />
        </h3>
        <Button variant="secondary" onClick={() => setAdding(true)}>
          <FormattedMessage id="work.time.addTime" />
        </Button>
      </div>
      {body}
      <EntryFormDialog workspaceId={task.workspace_id} taskId={task.id} open={adding} onClose={() => setAdding(false)} />
    </section>
  );
}
