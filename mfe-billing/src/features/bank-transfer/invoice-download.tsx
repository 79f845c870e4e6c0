import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, useToast } from '@stepwise/shared';
import { downloadBlob } from '@stepwise/shared/app-kit';
import { invoicePath } from '@stepwise/shared/api';

/** "Download invoice (PDF)": the invoice of a bank-transfer payment, fetched with the user's token. */
export function InvoiceDownload({ paymentUuid, invoiceNumber }: { paymentUuid: string; invoiceNumber: string | null }) {
  const showToast = useToast();
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      await downloadBlob(invoicePath(paymentUuid), `${invoiceNumber ?? 'invoice'}.pdf`);
    } catch (error) {
      console.error('[mfe_billing] downloading the invoice failed', error);
      showToast('error', 'billing.invoice.downloadFailed');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="secondary" busy={busy} onClick={() => void download()}>
      <FormattedMessage id="billing.invoice.download" />
    </Button>
  );
}
