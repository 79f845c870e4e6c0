import type { PlanCode, SubscriptionPriceType } from '../plans/plan-types';
import type {
  BillingPreviewResponse,
  CardResponse,
  CreateSubscriptionBody,
  InitPaymentBody,
  PaymentDetailResponse,
  PlanChangePreviewResponse,
  SubscriptionResponse,
  WithCardBody,
  PaymentWidget as PaymentWidgetSchema,
  BankTransferResult as BankTransferResultSchema,
  PaymentStatus,
} from '@stepwise/contracts';

// The shapes below are the API contract's (contracts/src): type-only, so no schema code reaches the browser.
export type { CardBrand, DeclineReason, PaymentStatus, SubscriptionStatus } from '@stepwise/contracts';

/** A saved card as `GET cards` lists it; only the last four digits are ever known. */
export type Card = CardResponse;

/**
 * The contract's payment statuses at run time. The contract's list sits behind its schema module, which
 * the browser must not load; this record is checked against the contract's type both ways (a status
 * missing here or unknown there fails the type check), so the two cannot drift.
 */
const paymentStatusSet: Record<PaymentStatus, true> = {
  pending: true,
  authorized: true,
  charged: true,
  cancelled: true,
  declined: true,
  cancel_pending: true,
  confirm_pending: true,
};

export const PAYMENT_STATUSES = Object.keys(paymentStatusSet) as readonly PaymentStatus[];

/** Statuses after which a payment no longer changes by itself. */
export const FINAL_PAYMENT_STATUSES: readonly PaymentStatus[] = ['charged', 'declined', 'cancelled'];

export function isFinalPaymentStatus(status: PaymentStatus): boolean {
  return FINAL_PAYMENT_STATUSES.includes(status);
}

/** What the card widget needs to open for a pending card payment (docs/payments.md §2, §4). */
export type PaymentWidget = PaymentWidgetSchema;

export type Payment = PaymentDetailResponse;

export type Subscription = SubscriptionResponse;

/** What the next charge of a workspace will be (`GET workspaces/{id}/billing`). */
export type BillingPreview = BillingPreviewResponse;

/**
 * What buying one period of a plan costs now (`GET workspaces/{id}/billing/change`): the unused part
 * of the current paid period is credited against the new price (docs/payments.md §1).
 */
export type PlanChangePreview = PlanChangePreviewResponse;

export interface PlanChangePreviewRequest {
  workspaceId: number;
  plan: PlanCode;
  price_type: SubscriptionPriceType;
}

export type InitPaymentRequest = InitPaymentBody;

export type PayWithCardRequest = WithCardBody;

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

export type BankTransferResult = BankTransferResultSchema;

export type CreateSubscriptionRequest = Omit<CreateSubscriptionBody, 'idempotency_key'>;
