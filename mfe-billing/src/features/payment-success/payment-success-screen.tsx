import { skipToken } from '@reduxjs/toolkit/query';
import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { useParams, useSearchParams } from 'react-router';
import { Notice, RouteLink, buttonLinkStyle, useSilentFailure } from '@stepwise/shared';
import { LocalDate } from '@stepwise/shared/app-kit';
import { useGetPaymentQuery, useGetSubscriptionQuery, usePlanName } from '@stepwise/shared/api';
import { BillingPage } from '../../common/components/billing-page';
import { useEmbed } from '../../common/embed/embed-context';

/** payment-success (and its embeddable variant): thanks, the plan, until when, and where to go next. */
export function PaymentSuccessScreen() {
  const theme = useTheme();
  const embed = useEmbed();
  const planName = usePlanName('mfe_billing');
  const { subscription: subscriptionUuid } = useParams();
  const [searchParams] = useSearchParams();
  const paymentUuid = searchParams.get('payment');
  const subscription = useGetSubscriptionQuery(subscriptionUuid ?? skipToken);
  useSilentFailure('mfe_billing', subscription.error, 'loading the subscription');
  const payment = useGetPaymentQuery(paymentUuid ?? skipToken);
  useSilentFailure('mfe_billing', payment.error, 'loading the payment');

  const plan = subscription.data?.plan ?? payment.data?.rate;
  const workspaceId = subscription.data?.workspace_id ?? payment.data?.workspace.id;
  return (
    <BillingPage titleId="billing.success.title">
      <Notice tone="success">
        <FormattedMessage id="billing.success.thanks" />
      </Notice>
      {plan && (
        <p css={{ margin: 0 }}>
          <FormattedMessage id="billing.success.plan" values={{ plan: <strong>{planName(plan)}</strong> }} />
        </p>
      )}
      {subscription.data?.end_date && (
        <p css={{ margin: 0 }}>
          <FormattedMessage id="billing.success.until" values={{ date: <LocalDate value={subscription.data.end_date} /> }} />
        </p>
      )}
      {!embed && (
        <div css={{ display: 'flex', gap: theme.space.sm, flexWrap: 'wrap' }}>
          {workspaceId !== undefined && (
            <RouteLink to="account-workspaces-workspace-plan" params={{ workspace: workspaceId }} css={buttonLinkStyle(theme)}>
              <FormattedMessage id="billing.link.workspacePlan" />
            </RouteLink>
          )}
          <RouteLink to="account-workspaces" css={buttonLinkStyle(theme, 'secondary')}>
            <FormattedMessage id="billing.link.workspaces" />
          </RouteLink>
        </div>
      )}
    </BillingPage>
  );
}
