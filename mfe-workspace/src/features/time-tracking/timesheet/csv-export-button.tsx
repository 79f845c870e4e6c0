import { useState } from 'react';
import { Button, useToast } from '@stepwise/shared';
import { downloadBlob } from '@stepwise/shared/app-kit';
import { FormattedMessage, useIntl } from 'react-intl';
import { refusalMessageId } from '../../../common/errors/refusal-message';

/** Downloads the member's week as CSV (the API's headers and numbers in the interface's language). */
export function CsvExportButton({ workspaceId, userId, week }: { workspaceId: number; userId: number; week: string }) {
  const intl = useIntl();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      await downloadBlob(`workspaces/${workspaceId}/timesheet.csv?user_id=${userId}&week=${week}`, `timesheet-${week}.csv`, { 'Accept-Language': intl.locale });
    } catch (error) {
      toast('error', refusalMessageId(error as never));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="secondary" busy={busy} onClick={() => void download()}>
      <FormattedMessage id="work.timesheet.exportCsv" />
    </Button>
  );
}
