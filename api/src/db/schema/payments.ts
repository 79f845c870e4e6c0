import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './checks.js';
import { currencies, planCodes, plans } from './plans.js';
import { users } from './users.js';
import { workspaces } from './workspaces.js';

export const paymentStatuses = [
  'pending',
  'authorized',
  'charged',
  'cancelled',
  'declined',
  'cancel_pending',
  'confirm_pending',
] as const;
/** The period a payment pays for. */
export const paymentTypes = ['annual', 'monthly'] as const;

export type PaymentStatus = (typeof paymentStatuses)[number];
export type PaymentType = (typeof paymentTypes)[number];

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
  },
  (table) => [
    // The order of a user's payment list (newest first, uuid breaking ties), in PostgreSQL's default DESC form.
    index('payments_user_id_created_at_idx').on(
      table.userId,
      table.createdAt.desc().nullsFirst(),
      table.uuid.desc().nullsFirst(),
    ),
    index('payments_workspace_id_idx').on(table.workspaceId),
    check('payments_status_check', oneOf(table.status, paymentStatuses)),
    check('payments_payment_type_check', oneOf(table.paymentType, paymentTypes)),
    check('payments_amount_check', sql`${table.amount} >= 0`),
    check('payments_currency_check', oneOf(table.currency, currencies)),
  ],
);

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
