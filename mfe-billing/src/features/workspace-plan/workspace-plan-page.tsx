import { useParams } from 'react-router';
import { NotFoundView, toApiError, useSilentFailure, LoadError, LoadingStatus } from '@stepwise/shared';
import { type Subscription } from '@stepwise/shared/billing';
import { useGetPlansQuery, useGetWorkspaceSubscriptionQuery } from '@stepwise/shared/api';
import { useBillingWorkspaceQuery } from '../../common/api/workspace-api';
import { BillingPage } from '../../common/components/billing-page';
import { BillPreview } from './components/bill-preview';
import { ChangeCard } from './components/change-card';
import { ChangePlan } from './components/change-plan';
import { CurrentPlan } from './components/current-plan';
import { ScheduledSwitch } from './components/scheduled-switch';
import { TrialOffer } from './components/trial-offer';

function offersTrial(subscription: Subscription | null): boolean {
  if (!subscription) return true;
  if (subscription.trial_used) return false;
  return subscription.plan === 'free' || subscription.status === 'expired' || subscription.status === 'cancelled';
}

function isPaidAndRunning(subscription: Subscription | null): subscription is Subscription {
  return subscription !== null && subscription.plan !== 'free' && subscription.status !== 'expired' && subscription.status !== 'cancelled';
}

/**
 * account-workspaces-workspace-plan: the workspace's plan, the next bill of a per-member plan, and
 * the trial, plan and card changes. Failing to load the plans is only logged (spec §8): the page then
 * offers what it can. Failing to load the subscription shows the error panel with a retry instead of
 * any plan: a guessed "free" would offer the plan the customer already pays for.
 */
export default function WorkspacePlanPage() {
  const workspaceId = Number(useParams().workspace);
  const workspace = useBillingWorkspaceQuery(workspaceId);
  const subscriptionQuery = useGetWorkspaceSubscriptionQuery(workspaceId);
  useSilentFailure('mfe_billing', subscriptionQuery.error, 'loading the workspace subscription');
  const plansQuery = useGetPlansQuery();
  useSilentFailure('mfe_billing', plansQuery.error, 'loading the plans');

  // A workspace that does not exist, or is not the user's, is the product's 404 (the API does not tell them apart).
  if (workspace.error && toApiError(workspace.error).status === 404) return <NotFoundView />;
  if (workspace.isLoading || subscriptionQuery.isLoading) {
    return (
      <BillingPage titleId="billing.plan.titleLoading">
        <LoadingStatus />
      </BillingPage>
    );
  }
  if (!workspace.data) {
    return (
      <BillingPage titleId="billing.plan.titleLoading">
        <LoadError error={workspace.error} onRetry={() => void workspace.refetch()} />
      </BillingPage>
    );
  }
  if (subscriptionQuery.error || subscriptionQuery.data === undefined) {
    return (
      <BillingPage titleId="billing.plan.title" titleValues={{ workspace: workspace.data.name }}>
        <LoadError error={subscriptionQuery.error} onRetry={() => void subscriptionQuery.refetch()} />
      </BillingPage>
    );
  }
  const subscription = subscriptionQuery.data;
  const plans = plansQuery.data ?? [];
  const freePlan = plans.find((plan) => plan.code === 'free');
  const perMember =
    isPaidAndRunning(subscription) &&
    (subscription.price_type === 'per_member_month' || plans.find((plan) => plan.code === subscription.plan)?.price_type === 'per_member_month');
  return (
    <BillingPage titleId="billing.plan.title" titleValues={{ workspace: workspace.data.name }}>
      <CurrentPlan subscription={subscription} memberCount={workspace.data.member_count} freePlan={freePlan} />
      {subscription && <ScheduledSwitch subscription={subscription} />}
      {perMember && <BillPreview workspaceId={workspaceId} />}
      {offersTrial(subscription) && <TrialOffer workspaceId={workspaceId} plans={plans} />}
      {plans.length > 0 && <ChangePlan workspaceId={workspaceId} plans={plans} subscription={subscription} />}
      {isPaidAndRunning(subscription) && <ChangeCard subscription={subscription} />}
    </BillingPage>
  );
}
