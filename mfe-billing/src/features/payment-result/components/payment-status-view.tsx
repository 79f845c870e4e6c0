import { useTheme } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { RouteLink, buttonLinkStyle, panelStyle, supportEmail } from '@stepwise/shared';
import { type Payment } from '@stepwise/shared/billing';
import { usePlanName } from '@stepwise/shared/api';
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
  const failed = view === 'declined' || view === 'cancelled';
  const secondaryLink = buttonLinkStyle(theme, 'secondary');

  return (
    <>
      <p css={{ ...panelStyle(theme), margin: 0 }}>
        <FormattedMessage
          id="billing.result.summary"
          values={{
            workspace: payment.workspace.name,
            plan: planName(payment.rate),
            period: intl.formatMessage({ id: PERIOD_LABELS[payment.payment_type] }),
            amount: rub(payment.amount),
          }}
        />
      </p>
      <div
        role="status"
        aria-live="polite"
        data-view={view}
        data-tone={failed ? 'failure' : undefined}
        css={{
          display: 'grid',
          gap: theme.space.xs,
          ...(failed
            ? {
                padding: theme.space.md,
                border: `1px solid ${theme.colors.danger}`,
                borderLeftWidth: '4px',
                borderRadius: theme.radii.md,
                background: theme.colors.background,
              }
            : {}),
        }}
      >
        <h2
          css={{
            margin: 0,
            fontSize: theme.fontSizes.lg,
            display: 'flex',
            gap: theme.space.sm,
            alignItems: 'center',
            color: failed ? theme.colors.danger : undefined,
          }}
        >
          {failed && (
            <span
              aria-hidden="true"
              css={{
                display: 'inline-grid',
                placeItems: 'center',
                width: '1.5rem',
                height: '1.5rem',
                borderRadius: theme.radii.round,
                background: theme.colors.danger,
                color: theme.colors.background,
                fontSize: theme.fontSizes.md,
              }}
            >
              ✕
            </span>
          )}
          <FormattedMessage id={VIEW_MESSAGES[view].title} />
        </h2>
        <p css={{ margin: 0 }}>
          {view === 'declined' ? (
            <FormattedMessage id={DECLINE_REASON_MESSAGES[reason] ?? DECLINE_REASON_MESSAGES.declined} />
          ) : (
            <FormattedMessage id={VIEW_MESSAGES[view].text} />
          )}
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
        {failed && (
          <>
            <RouteLink to={routes.checkout} params={{ subscription: subscriptionUuid }} query={retryQuery} css={buttonLinkStyle(theme)}>
              <FormattedMessage id={view === 'declined' ? 'billing.result.tryAnotherCard' : 'billing.result.tryAgain'} />
            </RouteLink>
            <RouteLink to={routes.checkout} params={{ subscription: subscriptionUuid }} query={{ ...retryQuery, method: 'bank_transfer' }} css={secondaryLink}>
              <FormattedMessage id="billing.result.payByTransfer" />
            </RouteLink>
            <a href={`mailto:${supportEmail()}`} css={secondaryLink}>
              <FormattedMessage id="billing.result.writeSupport" values={{ email: supportEmail() }} />
            </a>
            {!embed && (
              <RouteLink to="account-workspaces-workspace-plan" params={{ workspace: String(payment.workspace.id) }} css={secondaryLink}>
                <FormattedMessage id="billing.checkout.backToAccount" />
              </RouteLink>
            )}
          </>
        )}
      </div>
    </>
  );
}
