import { useEffect, useRef, useState } from 'react';
import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { Notice, pathFor, useAppDispatch, LoadError, LoadingStatus } from '@stepwise/shared';
import { isFinalPaymentStatus } from '@stepwise/shared/billing';
import { apiSlice, useGetPaymentQuery } from '@stepwise/shared/api';
import { BillingPage } from '../../common/components/billing-page';
import { useCheckoutRoutes, useEmbed } from '../../common/embed/embed-context';
import { finishAttempts } from '../../common/checkout/attempt-key';
import { PaymentStatusView } from './components/payment-status-view';

/** How often the status is asked for, and for how long before the page stops waiting. */
export const POLL_INTERVAL_MS = 2_000;
export const POLL_GIVE_UP_MS = 120_000;

/** payment-result (and its embeddable variant): follows a payment until it settles. */
export function PaymentResultScreen() {
  const [searchParams] = useSearchParams();
  const uuid = searchParams.get('payment');
  return (
    <BillingPage titleId="billing.result.title">
      {uuid ? (
        <PaymentResult uuid={uuid} />
      ) : (
        <Notice tone="warning">
          <FormattedMessage id="billing.result.noPayment" />
        </Notice>
      )}
    </BillingPage>
  );
}

function PaymentResult({ uuid }: { uuid: string }) {
  const theme = useTheme();
  const navigate = useNavigate();
  const location = useLocation();
  const { subscription } = useParams();
  const embed = useEmbed();
  const routes = useCheckoutRoutes();
  const dispatch = useAppDispatch();
  const [gaveUp, setGaveUp] = useState(false);
  const [stopped, setStopped] = useState(false);
  const {
    data: payment,
    error,
    isLoading,
    refetch,
  } = useGetPaymentQuery(uuid, {
    pollingInterval: stopped ? 0 : POLL_INTERVAL_MS,
    skipPollingIfUnfocused: false,
    refetchOnMountOrArgChange: true,
  });
  const final = payment ? isFinalPaymentStatus(payment.status) : false;
  const reported = useRef<string | null>(null);

  useEffect(() => {
    if (final) setStopped(true);
  }, [final]);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      setStopped(true);
      setGaveUp(true);
    }, POLL_GIVE_UP_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!payment) return;
    const key = `${payment.uuid}:${payment.status}`;
    if (reported.current === key) return;
    reported.current = key;
    embed?.channel.post({ type: 'status', status: payment.status, payment: payment.uuid });
    if (!isFinalPaymentStatus(payment.status)) return;
    // The payment settled on the server (provider notification, operator): what the plan page, the
    // cards and the payment history cached from before it is stale.
    const workspaceId = payment.workspace.id;
    dispatch(
      apiSlice.util.invalidateTags([
        { type: 'Subscriptions', id: `workspace-${workspaceId}` },
        { type: 'Workspaces', id: workspaceId },
        { type: 'Workspaces', id: 'LIST' },
        { type: 'Cards', id: 'LIST' },
        'Payments',
      ]),
    );
    finishAttempts({ workspaceId: payment.workspace.id, plan: payment.rate, period: payment.payment_type });
    if (payment.status === 'charged') {
      if (payment.subscription_uuid) embed?.channel.post({ type: 'success', payment: payment.uuid, subscription: payment.subscription_uuid });
      navigate(
        pathFor(routes.success, { params: { subscription: payment.subscription_uuid ?? subscription }, query: { payment: payment.uuid, ...routes.carry } }),
        { replace: true },
      );
      return;
    }
    embed?.channel.post({ type: 'failure', payment: payment.uuid, code: payment.status === 'declined' ? (payment.decline_reason ?? 'declined') : 'cancelled' });
  }, [payment, embed, navigate, routes, subscription, dispatch]);

  if (isLoading) return <LoadingStatus />;
  if (!payment) {
    return error && 'status' in error && error.status === 404 ? (
      <Notice tone="warning">
        <FormattedMessage id="billing.result.notFound" />
      </Notice>
    ) : (
      <LoadError error={error} onRetry={() => void refetch()} />
    );
  }
  const pageUrl = window.location.origin + location.pathname + location.search;
  return (
    <div css={{ display: 'grid', gap: theme.space.md }}>
      <PaymentStatusView payment={payment} pageUrl={pageUrl} subscriptionUuid={subscription} />
      {gaveUp && !final && payment.method === 'card' && (
        <Notice>
          <FormattedMessage id="billing.result.gaveUp" />
        </Notice>
      )}
    </div>
  );
}
