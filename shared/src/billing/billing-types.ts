import type { BillingPeriod, PlanCode, SubscriptionPriceType } from '../plans/plan-types';

export type CardBrand = 'visa' | 'mastercard' | 'mir' | 'unknown';

/** A saved card as `GET cards` lists it; only the last four digits are ever known. */
export interface Card {
  uuid: string;
  brand: CardBrand;
  last4: string;
  exp_month: number;
  exp_year: number;
  /** Workspace subscriptions paid with this card. */
  subscriptions: Array<{ uuid: string; workspace_id: number; workspace_name: string }>;
}

export const PAYMENT_STATUSES = ['pending', 'authorized', 'charged', 'cancelled', 'declined', 'cancel_pending', 'confirm_pending'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Statuses after which a payment no longer changes by itself. */
export const FINAL_PAYMENT_STATUSES: readonly PaymentStatus[] = ['charged', 'declined', 'cancelled'];

export function isFinalPaymentStatus(status: PaymentStatus): boolean {
  return FINAL_PAYMENT_STATUSES.includes(status);
}

export type DeclineReason = 'insufficient_funds' | 'do_not_honor' | 'three_ds_failed' | 'declined';

/** What the card widget needs to open for a pending card payment (docs/payments.md §2, §4). */
export interface PaymentWidget {
  script_url: string;
  public_id: string;
  invoice_id: string;
  account_id: string;
  amount: number;
  currency: 'RUB';
  description: string;
  email: string;
  scheme: 'charge';
}

export interface Payment {
  uuid: string;
  status: PaymentStatus;
  payment_type: BillingPeriod;
  rate: PlanCode;
  workspace: { id: number; name: string };
  amount: number;
  currency: 'RUB';
  created_at: string;
  method: 'card' | 'bank_transfer';
  subscription_uuid: string | null;
  decline_reason: DeclineReason | null;
  three_ds_url: string | null;
  invoice_number: string | null;
  card: { uuid: string; brand: CardBrand; last4: string } | null;
  widget: PaymentWidget | null;
}

export type SubscriptionStatus = 'trial' | 'active' | 'past_due' | 'cancelled' | 'expired';

export interface Subscription {
  uuid: string;
  workspace_id: number;
  plan: PlanCode;
  price_type: SubscriptionPriceType;
  status: SubscriptionStatus;
  started_at: string;
  current_period_start: string;
  /** Null for the free plan, which never ends. */
  end_date: string | null;
  trial_used: boolean;
  card: { uuid: string; brand: CardBrand; last4: string; exp_month: number; exp_year: number } | null;
  auto_renew: boolean;
  /** A switch to another plan (the free one) at the end of the paid period, or null. */
  scheduled_change: { plan: PlanCode; at: string } | null;
  /** Whole roubles of plan-change credit that reduce the next charges. */
  credit_balance: number;
  members: { active: number; capacity_to: number | null };
}

/** What the next charge of a workspace will be (`GET workspaces/{id}/billing`). */
export interface BillingPreview {
  plan: PlanCode;
  price_type: SubscriptionPriceType;
  period_start: string;
  period_end: string;
  billing_date: string;
  peak_active_members: number;
  active_members: number;
  unit_price: number;
  amount: number;
}

/**
 * What buying one period of a plan costs now (`GET workspaces/{id}/billing/change`): the unused part
 * of the current paid period is credited against the new price (docs/payments.md §1).
 */
export interface PlanChangePreview {
  plan: PlanCode;
  price_type: SubscriptionPriceType;
  current: { plan: PlanCode; price_type: SubscriptionPriceType; period_end: string | null } | null;
  price: number;
  credit: number;
  credit_balance: number;
  amount_due: number;
  credit_left: number;
  period_start: string;
  period_end: string;
}

export interface PlanChangePreviewRequest {
  workspaceId: number;
  plan: PlanCode;
  price_type: SubscriptionPriceType;
}

export interface InitPaymentRequest {
  workspace_id: number;
  plan: PlanCode;
  price_type: BillingPeriod;
  idempotency_key: string;
}

export interface PayWithCardRequest {
  uuid: string;
  card_uuid: string;
  idempotency_key?: string;
}

export interface PostalAddress {
  region: string;
  city: string;
  address: string;
  unit?: string;
  zipcode: string;
}

/**
 * The bank-transfer form of spec §3: the legal entity with its legal address, and the mail address
 * (null: the same as the legal one).
 */
export interface BankTransferCompany extends PostalAddress {
  companyName: string;
  customerName: string;
  customerPhone: string;
  itn: string;
  iec?: string;
  mailAddress: PostalAddress | null;
}

export type BankTransferRequest = InitPaymentRequest & BankTransferCompany;

export interface BankTransferResult {
  payment: Payment;
  invoice_url: string;
}

export interface CreateSubscriptionRequest {
  workspace_id: number;
  plan: PlanCode;
  price_type: SubscriptionPriceType;
  card_uuid?: string;
}
