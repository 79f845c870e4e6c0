import { skipToken } from '@reduxjs/toolkit/query';
import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { useParams, useSearchParams } from 'react-router';
import { Notice, RouteLink, useGetPaymentQuery, useGetSubscriptionQuery } from '@stepwise/shared';
import { BillingPage } from '../../common/components/billing-page';
import { buttonLinkStyle } from '../../common/components/styles';
import { useEmbed } from '../../common/embed/embed-context';
import { LocalDate } from '../../common/format/local-date';
import { usePlanName } from '../../common/format/plan-name';
import { useSilentFailure } from '../../common/hooks/use-silent-failure';

/** payment-success (and its embeddable variant): thanks, the plan, until when, and where to go next. */
export function PaymentSuccessScreen() {
  const theme = useTheme();
  const embed = useEmbed();
  const planName = usePlanName();
  const { subscription: subscriptionUuid } = useParams();
  const [searchParams] = useSearchParams();
  const paymentUuid = searchParams.get('payment');
  const subscription = useGetSubscriptionQuery(subscriptionUuid ?? skipToken);
  useSilentFailure(subscription.error, 'loading the subscription');
  const payment = useGetPaymentQuery(paymentUuid ?? skipToken);
  useSilentFailure(payment.error, 'loading the payment');

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
