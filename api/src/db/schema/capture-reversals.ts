import { bigint, check, index, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './checks.js';
import { payments } from './payments.js';
import { transitionSources } from './subscriptions.js';

/** void releases a hold (Authorized), refund gives a completed payment's money back. */
export const reversalActions = ['void', 'refund'] as const;
/**
 * Why a capture was not accepted: another capture paid the payment already (`duplicate`), the
 * payment was declined or cancelled before it (`late`), it does not match the payment (`wrong_amount`,
 * `wrong_account`, `wrong_currency`), or it names no payment of ours (`unknown_invoice`).
 */
export const reversalReasons = ['duplicate', 'late', 'wrong_amount', 'wrong_account', 'wrong_currency', 'unknown_invoice'] as const;
/** pending: claimed, the provider not yet answered; failed: to be tried again by the reconciliation job. */
export const reversalStatuses = ['pending', 'done', 'failed'] as const;

export type ReversalAction = (typeof reversalActions)[number];
export type ReversalReason = (typeof reversalReasons)[number];
export type ReversalStatus = (typeof reversalStatuses)[number];

/**
 * Provider captures the API did not accept, voided or refunded (docs/payments.md §3): one row per
 * provider transaction, inserted before the provider is asked, so only one process reverses it.
 */
export const captureReversals = pgTable(
  'capture_reversals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    transactionId: bigint('transaction_id', { mode: 'number' }).notNull().unique('capture_reversals_transaction_id_key'),
    /** The payment the capture named, when it names one of ours. */
    paymentUuid: uuid('payment_uuid').references(() => payments.uuid),
    invoiceId: text('invoice_id'),
    accountId: text('account_id'),
    amount: numeric('amount', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    action: text('action', { enum: reversalActions }).notNull(),
    reason: text('reason', { enum: reversalReasons }).notNull(),
    /** Who found it: a notification, a card charge of the user, or the reconciliation job. */
    source: text('source', { enum: transitionSources }).notNull(),
    status: text('status', { enum: reversalStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    refundTransactionId: bigint('refund_transaction_id', { mode: 'number' }),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When a process last took it on; another may take it over once this is old. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (table) => [
    index('capture_reversals_payment_uuid_idx').on(table.paymentUuid),
    index('capture_reversals_status_idx').on(table.status),
    check('capture_reversals_action_check', oneOf(table.action, reversalActions)),
    check('capture_reversals_reason_check', oneOf(table.reason, reversalReasons)),
    check('capture_reversals_status_check', oneOf(table.status, reversalStatuses)),
    check('capture_reversals_source_check', oneOf(table.source, transitionSources)),
  ],
);

export type CaptureReversalRow = typeof captureReversals.$inferSelect;
