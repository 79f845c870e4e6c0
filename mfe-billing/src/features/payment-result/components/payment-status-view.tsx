import { useTheme } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { RouteLink, buttonLinkStyle, panelStyle, usePlanName, type Payment } from '@stepwise/shared';
import { useCheckoutRoutes, useEmbed } from '../../../common/embed/embed-context';
import { useRub } from '../../../common/format/money';
import { InvoiceDownload } from '../../bank-transfer';
import { DECLINE_REASON_MESSAGES, VIEW_MESSAGES, paymentView, threeDsResumeUrl } from '../payment-explanation';
import { PERIOD_LABELS } from '../../../common/format/period';

export interface PaymentStatusViewProps {
  payment: Payment;
  /** This page's address, where the 3-D Secure page sends the user back. */
  pageUrl: string;
  subscriptionUuid?: string;
}

/** The payment's state in plain words, announced politely as it changes, with what the user can do next. */
export function PaymentStatusView({ payment, pageUrl, subscriptionUuid }: PaymentStatusViewProps) {
  const theme = useTheme();
  const intl = useIntl();
  const rub = useRub();
  const planName = usePlanName('mfe_billing');
  const embed = useEmbed();
  const routes = useCheckoutRoutes();
  const view = paymentView(payment);
  const retryQuery = { workspace: payment.workspace.id, plan: payment.rate, period: payment.payment_type, ...routes.carry };
  const reason = payment.decline_reason ?? 'declined';

  return (
    <>
      <p css={{ ...panelStyle(theme), margin: 0 }}>
        <FormattedMessage
          id="billing.result.summary"
          values={{ workspace: payment.workspace.name, plan: planName(payment.rate), period: intl.formatMessage({ id: PERIOD_LABELS[payment.payment_type] }), amount: rub(payment.amount) }}
        />
      </p>
      <div role="status" aria-live="polite" css={{ display: 'grid', gap: theme.space.xs }} data-view={view}>
        <h2 css={{ margin: 0, fontSize: theme.fontSizes.lg }}>
          <FormattedMessage id={VIEW_MESSAGES[view].title} />
        </h2>
        <p css={{ margin: 0 }}>
          {view === 'declined' ? <FormattedMessage id={DECLINE_REASON_MESSAGES[reason] ?? DECLINE_REASON_MESSAGES.declined} /> : <FormattedMessage id={VIEW_MESSAGES[view].text} />}
        </p>
        {view === 'waiting_transfer' && payment.invoice_number && (
          <p css={{ margin: 0 }}>
            <FormattedMessage id="billing.result.invoiceNumber" values={{ number: <strong>{payment.invoice_number}</strong> }} />
          </p>
        )}
      </div>
      <div css={{ display: 'flex', gap: theme.space.sm, flexWrap: 'wrap' }}>
        {view === 'three_ds' && payment.three_ds_url && (
          <a
            href={threeDsResumeUrl(payment.three_ds_url, pageUrl)}
            target={embed ? '_blank' : '_top'}
            rel={embed ? 'noopener' : undefined}
            css={buttonLinkStyle(theme)}
          >
            <FormattedMessage id="billing.result.three_ds.continue" />
          </a>
        )}
        {view === 'waiting_transfer' && <InvoiceDownload paymentUuid={payment.uuid} invoiceNumber={payment.invoice_number} />}
        {(view === 'declined' || view === 'cancelled') && (
          <RouteLink to={routes.checkout} params={{ subscription: subscriptionUuid }} query={retryQuery} css={buttonLinkStyle(theme)}>
            <FormattedMessage id={view === 'declined' ? 'billing.result.tryAnotherCard' : 'billing.result.tryAgain'} />
          </RouteLink>
        )}
      </div>
    </>
  );
}
