import type { BillingPeriod, Plan } from '@stepwise/shared';
import type { PlanChangePreview } from '@stepwise/shared/billing';
import type { BillingWorkspace } from '../api/workspace-api';

/** What is being bought: one period of one plan for one workspace. */
export interface CheckoutTarget {
  workspace: BillingWorkspace;
  plan: Plan;
  period: BillingPeriod;
  /** Set when paying for an existing subscription (`subscriptions/{uuid}/payment`). */
  subscriptionUuid?: string;
  /** The period's price, per member × active members for per-member plans. */
  amount: number;
  /** Members counted for a per-member plan; null for a flat one. */
  billableMembers: number | null;
  /** The API's arithmetic: the price less the credit of the current plan is what is paid now. */
  preview: PlanChangePreview;
}
