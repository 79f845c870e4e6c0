import { declineReasons, paymentMethods, paymentStatuses } from '@stepwise/contracts';
import { sql } from 'drizzle-orm';
import type { NormalisedBankTransferForm } from '../../modules/bank-transfer/index.js';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cards } from './cards.js';
import { oneOf } from './checks.js';
import { paymentTypes } from './payment-types.js';
import { currencies, planCodes, plans } from './plans.js';
import { subscriptions, transitionSources } from './subscriptions.js';
import { users } from './users.js';
import { workspaces } from './workspaces.js';

// The lists the API contract declares.
export { declineReasons, paymentMethods, paymentStatuses };
/** Who created a payment: the user at checkout, or the renewal job. */
export const paymentSources = ['user', 'job'] as const;

export type PaymentStatus = (typeof paymentStatuses)[number];
export type PaymentMethod = (typeof paymentMethods)[number];
export type PaymentSource = (typeof paymentSources)[number];
export type DeclineReason = (typeof declineReasons)[number];

/**
 * Payments for workspace plans. Financial records: deleting the user or the workspace behind one is
 * refused rather than taking the payment with it.
 */
export const payments = pgTable(
  'payments',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id),
    status: text('status', { enum: paymentStatuses }).notNull().default('pending'),
    paymentType: text('payment_type', { enum: paymentTypes }).notNull(),
    /** The plan paid for. */
    rate: text('rate', { enum: planCodes })
      .notNull()
      .references(() => plans.code),
    /** Whole roubles. */
    amount: integer('amount').notNull(),
    currency: text('currency', { enum: currencies }).notNull().default('RUB'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    method: text('method', { enum: paymentMethods }).notNull().default('card'),
    source: text('source', { enum: paymentSources }).notNull().default('user'),
    /** The subscription the payment created or extended (renewals: the one it renews). */
    subscriptionUuid: uuid('subscription_uuid').references(() => subscriptions.uuid),
    /** The client's key for retrying payment/init and payment/bank-transfer safely; unique per user. */
    idempotencyKey: text('idempotency_key'),
    providerTransactionId: bigint('provider_transaction_id', { mode: 'number' }),
    /** The provider's ReasonCode of a declined payment, and what it means. */
    declineReasonCode: integer('decline_reason_code'),
    declineReason: text('decline_reason', { enum: declineReasons }),
    /** The saved card charged by token, or the card the provider reported saving. */
    cardUuid: uuid('card_uuid').references(() => cards.uuid),
    /** The pending 3-D Secure challenge of a widget payment. */
    threeDsUrl: text('three_ds_url'),
    /** When that challenge began: while it is open, no other attempt may pay the payment. */
    threeDsStartedAt: timestamp('three_ds_started_at', { withTimezone: true }),
    /** Set when a token charge is claimed: a payment is sent to the provider at most once. */
    chargeClaimedAt: timestamp('charge_claimed_at', { withTimezone: true }),
    /** The period paid for; known at creation for renewals, at charging for checkout payments. */
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    /** Renewal attempt of one billing day: 0 on the day, then one per retry. */
    attempt: integer('attempt').notNull().default(0),
  },
  (table) => [
    // The order of a user's payment list (newest first, uuid breaking ties), in PostgreSQL's default DESC form.
    index('payments_user_id_created_at_idx').on(table.userId, table.createdAt.desc().nullsFirst(), table.uuid.desc().nullsFirst()),
    index('payments_workspace_id_idx').on(table.workspaceId),
    uniqueIndex('payments_user_id_idempotency_key_key')
      .on(table.userId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
    // Finds the user's open card checkout of a workspace, plan and period (init returns it).
    index('payments_open_checkout_idx')
      .on(table.userId, table.workspaceId, table.rate, table.paymentType)
      .where(sql`${table.status} = 'pending' and ${table.method} = 'card' and ${table.source} = 'user'`),
    // Two renewal job instances cannot both charge one attempt of one period.
    uniqueIndex('payments_renewal_key')
      .on(table.subscriptionUuid, table.periodStart, table.attempt)
      .where(sql`${table.source} = 'job'`),
    index('payments_subscription_uuid_idx').on(table.subscriptionUuid),
    check('payments_status_check', oneOf(table.status, paymentStatuses)),
    check('payments_payment_type_check', oneOf(table.paymentType, paymentTypes)),
    check('payments_amount_check', sql`${table.amount} >= 0`),
    check('payments_currency_check', oneOf(table.currency, currencies)),
    check('payments_method_check', oneOf(table.method, paymentMethods)),
    check('payments_source_check', oneOf(table.source, paymentSources)),
    check('payments_decline_reason_check', oneOf(table.declineReason, declineReasons)),
  ],
);

/** Every status change of a payment (docs/payments.md §3), written in the transaction that makes it. */
export const paymentTransitions = pgTable(
  'payment_transitions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    paymentUuid: uuid('payment_uuid')
      .notNull()
      .references(() => payments.uuid, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: paymentStatuses }).notNull(),
    toStatus: text('to_status', { enum: paymentStatuses }).notNull(),
    source: text('source', { enum: transitionSources }).notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('payment_transitions_payment_uuid_idx').on(table.paymentUuid),
    check('payment_transitions_source_check', oneOf(table.source, transitionSources)),
  ],
);

/** Provider notifications handled, so a repeat of one (same transaction and kind) has no second effect. */
export const providerNotifications = pgTable(
  'provider_notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    paymentUuid: uuid('payment_uuid').references(() => payments.uuid),
    /** Hex SHA-256 of the raw body. */
    bodyHash: text('body_hash').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('provider_notifications_transaction_id_kind_key').on(table.transactionId, table.kind)],
);

/** Invoices for bank-transfer payments, numbered `СЧ-<year>-<nnnnnn>`, counting from 1 each year. */
export const bankTransferInvoices = pgTable(
  'bank_transfer_invoices',
  {
    number: text('number').primaryKey(),
    year: integer('year').notNull(),
    seq: integer('seq').notNull(),
    paymentUuid: uuid('payment_uuid')
      .notNull()
      .unique('bank_transfer_invoices_payment_uuid_key')
      .references(() => payments.uuid),
    /** The payer's details as validated (src/modules/bank-transfer/bank-transfer-form.ts). */
    details: jsonb('details').$type<NormalisedBankTransferForm>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('bank_transfer_invoices_year_seq_key').on(table.year, table.seq)],
);

/** The last invoice number given out per year (an upsert increments it atomically). */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
