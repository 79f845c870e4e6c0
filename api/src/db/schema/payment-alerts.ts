import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './checks.js';
import { payments } from './payments.js';

/**
 * What an operator must look at: a notification the provider's own record contradicts
 * (`notification_mismatch`), a capture that could not be reversed (`reversal_failed`), a payment
 * charged without a completed capture at the provider (`capture_missing`).
 */
export const paymentAlertKinds = ['notification_mismatch', 'reversal_failed', 'capture_missing'] as const;
export type PaymentAlertKind = (typeof paymentAlertKinds)[number];

/** Payment problems the API could not repair by itself; each is also logged at error level once. */
export const paymentAlerts = pgTable(
  'payment_alerts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: paymentAlertKinds }).notNull(),
    /** One row per problem, however often it is seen (a retried notification, every reconciliation run). */
    dedupeKey: text('dedupe_key').notNull().unique('payment_alerts_dedupe_key_key'),
    paymentUuid: uuid('payment_uuid').references(() => payments.uuid),
    transactionId: bigint('transaction_id', { mode: 'number' }),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('payment_alerts_created_at_idx').on(table.createdAt), check('payment_alerts_kind_check', oneOf(table.kind, paymentAlertKinds))],
);

export type PaymentAlertRow = typeof paymentAlerts.$inferSelect;
