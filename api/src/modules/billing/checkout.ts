import type { Database } from '../../db/database.js';
import type { PaymentMethod, PaymentType, PlanCode } from '@stepwise/contracts';
import type { PaymentRow } from './repository/subscriptions-repository.js';
import { AppError } from '../../errors/app-error.js';
import { openPayment } from '../payments/index.js';
import { countActiveMembers } from '../workspaces/index.js';
import type { BillingDeps } from './billing-deps.js';
import type { PlanPrice } from './pricing.js';
import { quotePlanChange } from './proration.js';
import { findPlanPrice } from './repository/plan-prices-repository.js';
import { findLiveSubscription } from './repository/subscriptions-repository.js';
import { requireWorkspacePermission } from '../../platform/workspace-scope/index.js';

export interface CheckoutInput {
  userId: number;
  workspaceId: number;
  plan: PlanCode;
  period: PaymentType;
  idempotencyKey: string | undefined;
  method: PaymentMethod;
}

export function planNotPayable(): AppError {
  return new AppError(422, 'plan_not_payable', 'The free plan needs no payment: subscribe to it directly', { plan: 'not_payable' });
}

/** A plan that is paid for; 422 plan_not_payable for the free one. */
export async function requirePayablePlan(db: Database, code: PlanCode): Promise<PlanPrice> {
  const plan = await findPlanPrice(db, code);
  if (!plan || plan.priceMonthly === 0) throw planNotPayable();
  return plan;
}

export interface Checkout {
  payment: PaymentRow;
  created: boolean;
  plan: PlanPrice;
}

export function noPaymentNeeded(): AppError {
  return new AppError(422, 'no_payment_needed', 'The credit of the current plan covers this change: subscribe without a payment (POST subscriptions)');
}

/**
 * The payment of a checkout (card or bank transfer) for a workspace admin: the period's price (a
 * per-member plan counts the active members now) less the credit of the current plan
 * (docs/payments.md §1); 422 no_payment_needed when the credit covers it all. `inTransaction` runs
 * with the payment inside the transaction that created it (the bank transfer adds its invoice there).
 */
export async function startCheckout(
  deps: Pick<BillingDeps, 'db' | 'clock'>,
  input: CheckoutInput,
  inTransaction?: (tx: Database, payment: PaymentRow, created: boolean) => Promise<void>,
): Promise<Checkout> {
  const { workspaceId } = await requireWorkspacePermission(deps.db, input.userId, input.workspaceId, 'subscription.manage');
  const plan = await requirePayablePlan(deps.db, input.plan);
  const now = deps.clock.now();
  const live = await findLiveSubscription(deps.db, workspaceId);
  const activeMembers = await countActiveMembers(deps.db, workspaceId);
  const { amountDue: amount } = await quotePlanChange(deps.db, live, plan, input.period, activeMembers, now);
  if (amount === 0) throw noPaymentNeeded();
  const { payment, created } = await deps.db.transaction(async (tx) => {
    const opened = await openPayment(tx, { ...input, amount, now });
    await inTransaction?.(tx, opened.payment, opened.created);
    return opened;
  });
  return { payment, created, plan };
}
