import { subscriptionStatuses } from '@stepwise/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cards } from './cards.js';
import { oneOf } from './checks.js';
import { paymentTypes } from './payment-types.js';
import { planCodes, plans } from './plans.js';
import { users } from './users.js';
import { workspaces } from './workspaces.js';

export { subscriptionStatuses };
/** The statuses of the one subscription a workspace may have at a time. */
export const liveSubscriptionStatuses = ['trial', 'active', 'past_due'] as const;
export const transitionSources = ['user', 'notification', 'job', 'operator'] as const;

export type SubscriptionStatus = (typeof subscriptionStatuses)[number];
export type TransitionSource = (typeof transitionSources)[number];

/**
 * A workspace's subscription to a plan. A workspace has at most one live (trial, active, past_due)
 * subscription; ended ones stay as history. The trial is once per workspace, ever.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id),
    /** The admin who subscribed: billing mail goes to them. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    plan: text('plan', { enum: planCodes })
      .notNull()
      .references(() => plans.code),
    /** The period each payment pays for. */
    period: text('period', { enum: paymentTypes }).notNull(),
    status: text('status', { enum: subscriptionStatuses }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    /** Null for the free plan, which never ends nor renews. */
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    /** Set on the subscription that was (or is) the workspace's trial. */
    trialStartedAt: timestamp('trial_started_at', { withTimezone: true }),
    trialReminderSentAt: timestamp('trial_reminder_sent_at', { withTimezone: true }),
    cardUuid: uuid('card_uuid').references(() => cards.uuid),
    autoRenew: boolean('auto_renew').notNull().default(false),
    /** Failed renewal attempts of the current billing day (0 while nothing failed). */
    retryCount: integer('retry_count').notNull().default(0),
    nextRetryAt: timestamp('next_retry_at', { withTimezone: true }),
    /** A plan the subscription switches to when the current paid period ends (only `free` so far). */
    scheduledPlan: text('scheduled_plan', { enum: planCodes }).references(() => plans.code),
    /** Whole roubles of plan-change credit not used yet: later charges are reduced by it first. */
    creditBalance: integer('credit_balance').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('subscriptions_workspace_id_live_key')
      .on(table.workspaceId)
      .where(sql`${table.status} in ('trial', 'active', 'past_due')`),
    uniqueIndex('subscriptions_workspace_id_trial_key')
      .on(table.workspaceId)
      .where(sql`${table.trialStartedAt} is not null`),
    index('subscriptions_card_uuid_idx').on(table.cardUuid),
    index('subscriptions_status_current_period_end_idx').on(table.status, table.currentPeriodEnd),
    check('subscriptions_status_check', oneOf(table.status, subscriptionStatuses)),
    check('subscriptions_period_check', oneOf(table.period, paymentTypes)),
    check('subscriptions_retry_count_check', sql`${table.retryCount} >= 0`),
    check('subscriptions_credit_balance_check', sql`${table.creditBalance} >= 0`),
  ],
);

/** Every status change of a subscription, with who caused it. */
export const subscriptionEvents = pgTable(
  'subscription_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subscriptionUuid: uuid('subscription_uuid')
      .notNull()
      .references(() => subscriptions.uuid, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: subscriptionStatuses }),
    toStatus: text('to_status', { enum: subscriptionStatuses }).notNull(),
    source: text('source', { enum: transitionSources }).notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('subscription_events_subscription_uuid_idx').on(table.subscriptionUuid),
    check('subscription_events_source_check', oneOf(table.source, transitionSources)),
  ],
);

export type SubscriptionRow = typeof subscriptions.$inferSelect;
