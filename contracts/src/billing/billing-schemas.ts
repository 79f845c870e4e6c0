import { Type, type Static } from 'typebox';
import { subscriptionPriceTypes } from './billing-enums.js';
import { cardBrands } from '../cards/card-enums.js';
import { paymentTypes } from '../payments/payment-enums.js';
import { IdempotencyKey, PaymentDetailResponse } from '../payments/payment-schemas.js';
import { planCodes } from '../plans/enums.js';
import { subscriptionStatuses } from '../subscriptions/statuses.js';
import { IdField } from '../work/common-work-schemas.js';

export const SubscriptionPriceType = Type.Enum(subscriptionPriceTypes, {
  description: '`annual` for a yearly subscription, otherwise the plan’s own price type',
});
export type SubscriptionPriceType = Static<typeof SubscriptionPriceType>;

export const WorkspaceId = IdField;

export const SubscriptionResponse = Type.Object(
  {
    uuid: Type.String({ format: 'uuid' }),
    workspace_id: Type.Integer(),
    plan: Type.Enum(planCodes),
    price_type: SubscriptionPriceType,
    status: Type.Enum(subscriptionStatuses),
    started_at: Type.String({ format: 'date-time' }),
    current_period_start: Type.String({ format: 'date-time' }),
    end_date: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
      description: 'End of the current period (of the trial while in trial); null for the free plan, which never ends',
    }),
    trial_used: Type.Boolean({ description: 'The workspace has had its one trial' }),
    card: Type.Union([
      Type.Object({
        uuid: Type.String({ format: 'uuid' }),
        brand: Type.Enum(cardBrands),
        last4: Type.String(),
        exp_month: Type.Integer(),
        exp_year: Type.Integer(),
      }),
      Type.Null(),
    ]),
    auto_renew: Type.Boolean(),
    scheduled_change: Type.Union(
      [
        Type.Object({
          plan: Type.Enum(planCodes),
          at: Type.String({ format: 'date-time', description: 'The end of the paid period, when the switch happens' }),
        }),
        Type.Null(),
      ],
      { description: 'A switch to another plan at the end of the paid period (a downgrade to free), or null' },
    ),
    credit_balance: Type.Integer({ minimum: 0, description: 'Whole roubles of plan-change credit that reduce the next charges' }),
    members: Type.Object({
      active: Type.Integer({ minimum: 0 }),
      capacity_to: Type.Union([Type.Integer(), Type.Null()], { description: 'null: unlimited' }),
    }),
  },
  { title: 'Subscription' },
);

export type SubscriptionResponse = Static<typeof SubscriptionResponse>;

export const BillingPreviewResponse = Type.Object(
  {
    plan: Type.Enum(planCodes),
    price_type: SubscriptionPriceType,
    period_start: Type.String({ format: 'date-time', description: 'The current period (of the trial while in trial)' }),
    period_end: Type.String({ format: 'date-time' }),
    billing_date: Type.String({ format: 'date-time', description: 'When the next charge is due: the period’s end' }),
    peak_active_members: Type.Integer({ minimum: 0, description: 'Most members active at once in the period so far' }),
    active_members: Type.Integer({ minimum: 0 }),
    unit_price: Type.Integer({ minimum: 0, description: 'Per member for per-member plans, else per period' }),
    amount: Type.Integer({ minimum: 0, description: 'What the next charge will be, as things stand' }),
  },
  { title: 'BillingPreview' },
);

export type BillingPreviewResponse = Static<typeof BillingPreviewResponse>;

export const PlanChangeQuery = Type.Object({
  plan: Type.Enum(planCodes, { description: 'A paid plan' }),
  price_type: SubscriptionPriceType,
});

export type PlanChangeQuery = Static<typeof PlanChangeQuery>;

/** What buying one period of a plan costs now (`GET workspaces/{id}/billing/change`), docs/payments.md §1. */
export const PlanChangePreviewResponse = Type.Object(
  {
    plan: Type.Enum(planCodes),
    price_type: SubscriptionPriceType,
    current: Type.Union(
      [
        Type.Object({
          plan: Type.Enum(planCodes),
          price_type: SubscriptionPriceType,
          period_end: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
        }),
        Type.Null(),
      ],
      { description: 'The live subscription the change replaces, or null' },
    ),
    price: Type.Integer({ minimum: 0, description: 'The new period’s price (per-member plans: × active members, at least 1)' }),
    credit: Type.Integer({ minimum: 0, description: 'The unused part of the current paid period, by days' }),
    credit_balance: Type.Integer({ minimum: 0, description: 'Credit left from earlier changes' }),
    amount_due: Type.Integer({ minimum: 0, description: 'What is charged now: price less credit and balance' }),
    credit_left: Type.Integer({ minimum: 0, description: 'Credit beyond the price: it reduces the next renewals' }),
    period_start: Type.String({ format: 'date-time' }),
    period_end: Type.String({ format: 'date-time', description: 'The end of the new period' }),
  },
  { title: 'PlanChangePreview' },
);

export type PlanChangePreviewResponse = Static<typeof PlanChangePreviewResponse>;

/** The fields of every checkout (card or bank transfer). */
export const CheckoutFields = {
  workspace_id: WorkspaceId,
  plan: Type.Enum(planCodes, { description: 'A paid plan (the free one is 422 plan_not_payable)' }),
  price_type: Type.Enum(paymentTypes, { description: 'The period paid for' }),
  idempotency_key: IdempotencyKey,
};

export const InitPaymentBody = Type.Object(CheckoutFields);
export type InitPaymentBody = Static<typeof InitPaymentBody>;

export const CreateSubscriptionBody = Type.Object({
  workspace_id: WorkspaceId,
  plan: Type.Enum(planCodes),
  price_type: SubscriptionPriceType,
  card_uuid: Type.Optional(Type.String({ description: 'A linked card of the user to charge now; required for a paid plan' })),
  idempotency_key: Type.Optional(IdempotencyKey),
});

export type CreateSubscriptionBody = Static<typeof CreateSubscriptionBody>;

export const TrialBody = Type.Object({ workspace_id: WorkspaceId, plan: Type.Enum(planCodes, { description: 'A paid plan' }) });
export type TrialBody = Static<typeof TrialBody>;

/** Spec §7: the payload is the card's `uuid`; `card_uuid` (the name the other billing routes use) is accepted too. */
export const SubscriptionCardBody = Type.Object({
  uuid: Type.Optional(Type.String({ description: 'A linked card of the user (spec §7)' })),
  card_uuid: Type.Optional(Type.String({ description: 'The same, under the name the other billing routes use' })),
});
export type SubscriptionCardBody = Static<typeof SubscriptionCardBody>;

export const SubscriptionUuidParams = Type.Object({ uuid: Type.String({ description: 'Subscription uuid' }) });

export const BankTransferResult = Type.Object(
  {
    payment: PaymentDetailResponse,
    invoice_url: Type.String({ description: 'GET it with the Bearer token: the invoice PDF' }),
  },
  { title: 'BankTransferResult' },
);

export type BankTransferResult = Static<typeof BankTransferResult>;
