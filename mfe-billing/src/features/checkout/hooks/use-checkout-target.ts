import { skipToken } from '@reduxjs/toolkit/query';
import { useParams, useSearchParams } from 'react-router';
import { PLAN_CODES, useSilentFailure, type BillingPeriod, type PlanCode } from '@stepwise/shared';
import { useGetPlanChangePreviewQuery, useGetPlansQuery, useGetSubscriptionQuery } from '@stepwise/shared/api';
import { useBillingWorkspaceQuery } from '../../../common/api/workspace-api';
import type { CheckoutTarget } from '../../../common/checkout/checkout-target';

export type CheckoutTargetState =
  { state: 'loading' } | { state: 'failed'; error: unknown; retry: () => void } | { state: 'invalid' } | { state: 'ready'; target: CheckoutTarget };

const isPlanCode = (value: string | null | undefined): value is PlanCode => typeof value === 'string' && (PLAN_CODES as readonly string[]).includes(value);
const isPeriod = (value: string | null): value is BillingPeriod => value === 'monthly' || value === 'annual';

function workspaceParam(value: string | null): number | undefined {
  return value && /^\d+$/.test(value) ? Number(value) : undefined;
}

/**
 * The checkout's target from `?workspace=&plan=&period=`, or, under `subscriptions/{uuid}/…`, the
 * subscription's workspace and plan (the query may still choose the period or another plan).
 */
export function useCheckoutTarget(): CheckoutTargetState {
  const { subscription: subscriptionUuid } = useParams();
  const [searchParams] = useSearchParams();
  const subscription = useGetSubscriptionQuery(subscriptionUuid ?? skipToken);
  useSilentFailure('mfe_billing', subscription.error, 'loading the subscription');
  const plans = useGetPlansQuery();
  useSilentFailure('mfe_billing', plans.error, 'loading the plans');

  const queryPlan = searchParams.get('plan');
  const queryPeriod = searchParams.get('period');
  const workspaceId = subscriptionUuid ? subscription.data?.workspace_id : workspaceParam(searchParams.get('workspace'));
  const planCode = isPlanCode(queryPlan) ? queryPlan : subscriptionUuid ? subscription.data?.plan : undefined;
  const period: BillingPeriod = isPeriod(queryPeriod) ? queryPeriod : subscription.data?.price_type === 'annual' ? 'annual' : 'monthly';
  const workspace = useBillingWorkspaceQuery(workspaceId ?? skipToken);
  const plan = plans.data?.find((item) => item.code === planCode);
  const payable = workspaceId !== undefined && plan !== undefined && plan.prices.monthly > 0 && workspace.data !== undefined;
  const preview = useGetPlanChangePreviewQuery(payable ? { workspaceId, plan: plan.code, price_type: period } : skipToken);

  if (subscription.isLoading || plans.isLoading || workspace.isLoading || preview.isLoading) return { state: 'loading' };
  if (subscription.error || plans.error || workspace.error || preview.error) {
    return {
      state: 'failed',
      error: subscription.error ?? plans.error ?? workspace.error ?? preview.error,
      retry: () => {
        if (subscription.error) void subscription.refetch();
        if (plans.error) void plans.refetch();
        if (workspace.error) void workspace.refetch();
        if (preview.error) void preview.refetch();
      },
    };
  }
  if (!payable || !preview.data) return { state: 'invalid' };
  const billableMembers = plan.price_type === 'per_member_month' ? Math.max(1, workspace.data!.member_count) : null;
  return {
    state: 'ready',
    target: { workspace: workspace.data!, plan, period, subscriptionUuid, amount: preview.data.price, billableMembers, preview: preview.data },
  };
}
