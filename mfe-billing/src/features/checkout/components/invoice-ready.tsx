import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { Notice, RouteLink } from '@stepwise/shared';
import { type BankTransferResult } from '@stepwise/shared/billing';
import { useCheckoutRoutes } from '../../../common/embed/embed-context';
import { InvoiceDownload } from '../../bank-transfer';

/** Step 3 of a bank transfer: the invoice to pay, its PDF, and where to follow the payment. */
export function InvoiceReady({ invoice, subscriptionUuid }: { invoice: BankTransferResult; subscriptionUuid?: string }) {
  const theme = useTheme();
  const routes = useCheckoutRoutes();
  const { payment } = invoice;
  return (
    <div css={{ display: 'grid', gap: theme.space.sm, justifyItems: 'start' }}>
      <Notice tone="success">
        <FormattedMessage id="billing.invoice.issued" values={{ number: <strong>{payment.invoice_number}</strong> }} />
      </Notice>
      <p css={{ margin: 0 }}>
        <FormattedMessage id="billing.invoice.instructions" />
      </p>
      <InvoiceDownload paymentUuid={payment.uuid} invoiceNumber={payment.invoice_number} />
      <RouteLink to={routes.result} params={{ subscription: subscriptionUuid }} query={{ payment: payment.uuid, ...routes.carry }}>
        <FormattedMessage id="billing.invoice.follow" />
      </RouteLink>
    </div>
  );
}
