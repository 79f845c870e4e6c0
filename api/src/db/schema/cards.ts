import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './checks.js';
import { users } from './users.js';

import { cardBrands } from '@stepwise/contracts';

export { cardBrands };
export const cardEventTypes = ['unlinked'] as const;

export type CardBrand = (typeof cardBrands)[number];
export type CardEventType = (typeof cardEventTypes)[number];

/** A workspace subscription paid with a card, as cards and card events name it. */
export interface CardSubscriptionRef {
  uuid: string;
  workspace_id: number;
  workspace_name: string;
}

/** Saved bank cards: the payment provider's token for charging, plus what the user may see of the card. */
export const cards = pgTable(
  'cards',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The provider's token for charging the card; never leaves the API. */
    providerToken: text('provider_token').notNull(),
    brand: text('brand', { enum: cardBrands }).notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the user unlinks the card; such a card is never shown or charged again. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('cards_user_id_idx').on(table.userId),
    check('cards_brand_check', oneOf(table.brand, cardBrands)),
    check('cards_last4_check', sql`${table.last4} ~ '^[0-9]{4}$'`),
    check('cards_exp_month_check', sql`${table.expMonth} between 1 and 12`),
    check('cards_exp_year_check', sql`${table.expYear} between 2000 and 2999`),
  ],
);

/** What happened to a card (so far: unlinking) and which subscriptions lost it then. */
export const cardEvents = pgTable(
  'card_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    cardUuid: uuid('card_uuid')
      .notNull()
      .references(() => cards.uuid, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event: text('event', { enum: cardEventTypes }).notNull(),
    detachedSubscriptions: jsonb('detached_subscriptions').$type<CardSubscriptionRef[]>().notNull().default([]),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('card_events_card_uuid_idx').on(table.cardUuid), check('card_events_event_check', oneOf(table.event, cardEventTypes))],
);

export type CardRow = typeof cards.$inferSelect;
export type CardEventRow = typeof cardEvents.$inferSelect;
