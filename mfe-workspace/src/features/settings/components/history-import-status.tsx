import { useTheme } from '@emotion/react';
import type { HistoryImportJobResponse } from '@stepwise/contracts';
import { Button, FormAlert, LoadingStatus, Notice } from '@stepwise/shared';
import { ProgressBar } from '@stepwise/shared/app-kit';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useWorkHistoryImportQuery } from '../../../common/forecast/forecast-api';
import { SkippedLines } from './history-import-preview';

/** How often an unfinished import's status is read again when no live event brought it (the channel may be down). */
export const IMPORT_STATUS_POLL_MS = 3_000;

const isFinished = (status: HistoryImportJobResponse['status'] | undefined) => status === 'succeeded' || status === 'failed';

/**
 * A queued import as it runs: a progress bar of processed rows out of the file's, the counts, every
 * refused line with its reason as batches commit, then the result (or where it stopped). The status
 * is read again on each `history.import_progress` of the live channel, and every few seconds until it ends.
 */
export function HistoryImportStatus({ workspaceId, importId, initial }: { workspaceId: number; importId: number; initial: HistoryImportJobResponse }) {
  const theme = useTheme();
  const intl = useIntl();
  const [pollingInterval, setPollingInterval] = useState(IMPORT_STATUS_POLL_MS);
  const { data, isError, refetch, isFetching } = useWorkHistoryImportQuery({ workspaceId, importId }, { pollingInterval });
  const current = data ?? initial;
  const finished = isFinished(current.status);
  useEffect(() => {
    if (finished) setPollingInterval(0);
  }, [finished]);
  const percent = current.total_rows === 0 ? 100 : (current.processed_rows / current.total_rows) * 100;
  const counts = { processed: current.processed_rows, total: current.total_rows, imported: current.imported, refused: current.refused_count };
  return (
    <div css={{ display: 'grid', gap: theme.space.sm, minWidth: 0 }} aria-live="polite">
      {!data && !isError && <LoadingStatus panels={1} />}
      {isError && !data && (
        <FormAlert>
          <FormattedMessage id="work.settings.import.statusError" />{' '}
          <Button variant="secondary" busy={isFetching} onClick={() => void refetch()}>
            <FormattedMessage id="work.settings.import.statusRetry" />
          </Button>
        </FormAlert>
      )}
      {current.status === 'queued' && (
        <p css={{ margin: 0 }}>
          <FormattedMessage id="work.settings.import.queued" />
        </p>
      )}
      {!isFinished(current.status) && (
        <>
          <ProgressBar value={percent} label={intl.formatMessage({ id: 'work.settings.import.progress.label' })} />
          <p css={{ margin: 0 }}>
            <FormattedMessage id="work.settings.import.progress.text" values={counts} />
          </p>
        </>
      )}
      {current.status === 'succeeded' && (
        <Notice tone="success">
          <FormattedMessage id="work.settings.import.done" values={{ count: current.imported }} />
        </Notice>
      )}
      {current.status === 'failed' && (
        <FormAlert>
          {current.processed_through_line === null ? (
            <FormattedMessage id="work.settings.import.failedBeforeStart" />
          ) : (
            <FormattedMessage id="work.settings.import.failed" values={{ line: current.processed_through_line, imported: current.imported }} />
          )}
        </FormAlert>
      )}
      <SkippedLines skipped={current.refused} countId="work.settings.import.refused.count" />
    </div>
  );
}
