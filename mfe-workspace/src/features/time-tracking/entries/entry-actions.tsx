import { useState } from 'react';
import { useTheme } from '@emotion/react';
import { Button, useToast, visuallyHidden } from '@stepwise/shared';
import { ConfirmDialog } from '@stepwise/shared/app-kit';
import { FormattedMessage, useIntl } from 'react-intl';
import { useWorkDeleteTimeEntryMutation, type TimeEntry } from '../time-api';
import { useRefusalToast } from '../../../common/hooks/use-refusal-toast';
import { EntryFormDialog } from './entry-form-dialog';
import { EntrySpan } from './entry-span';

/** Edit (in the entry form) and delete (after a confirmation) of one entry. */
export function EntryActions({ workspaceId, entry }: { workspaceId: number; entry: TimeEntry }) {
  const theme = useTheme();
  const intl = useIntl();
  const toast = useToast();
  const tellRefusal = useRefusalToast();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleteEntry, deletion] = useWorkDeleteTimeEntryMutation();
  const which = (
    <span css={visuallyHidden}>
      {' '}
      <EntrySpan entry={entry} />
    </span>
  );

  async function remove() {
    const result = await deleteEntry({ workspaceId, entryId: entry.id, taskId: entry.task_id });
    setConfirming(false);
    if ('error' in result && result.error !== undefined) tellRefusal(result.error);
    else toast('success', 'work.time.deleted');
  }

  return (
    <div css={{ display: 'flex', gap: theme.space.xs }}>
      <Button variant="secondary" onClick={() => setEditing(true)}>
        <FormattedMessage id="work.time.edit" />
        {which}
      </Button>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        <FormattedMessage id="work.time.delete" />
        {which}
      </Button>
      <EntryFormDialog workspaceId={workspaceId} open={editing} onClose={() => setEditing(false)} entry={entry} />
      <ConfirmDialog
        open={confirming}
        tone="danger"
        busy={deletion.isLoading}
        title={intl.formatMessage({ id: 'work.time.deleteTitle' })}
        confirmLabel={intl.formatMessage({ id: 'work.time.deleteConfirm' })}
        cancelLabel={intl.formatMessage({ id: 'work.action.cancel' })}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      >
        <p css={{ margin: 0 }}>
          <FormattedMessage id="work.time.deleteText" values={{ span: <EntrySpan entry={entry} /> }} />
        </p>
      </ConfirmDialog>
    </div>
  );
}
