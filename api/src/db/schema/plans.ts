import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { currencies, planCodes, planFeatureCodes, planPriceTypes, storageUnits } from '@stepwise/contracts';
import { oneOf } from './checks.js';

// The enums are the contract's: the API, the database checks and the front ends share one list.
export {
  currencies,
  planCodes,
  planFeatureCodes,
  planPriceTypes,
  storageUnits,
  type Currency,
  type PlanCode,
  type PlanFeatureCode,
  type PlanPriceType,
  type StorageUnit,
} from '@stepwise/contracts';

/** An annual price is this many monthly prices: two months of the twelve are free (spec §9). */
export const ANNUAL_MONTHS_CHARGED = 10;

/**
 * The rate plan catalogue. Its rows come from the migrations (seed data), so every database has the
 * same plans; `position` is the display order (free → corporate).
 */
export const plans = pgTable(
  'plans',
  {
    code: text('code', { enum: planCodes }).primaryKey(),
    position: integer('position').notNull(),
    nameRu: text('name_ru').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionRu: text('description_ru').notNull(),
    descriptionEn: text('description_en').notNull(),
    priceType: text('price_type', { enum: planPriceTypes }).notNull(),
    /** Whole roubles; per member for per_member_month plans. */
    priceMonthly: integer('price_monthly').notNull(),
    /** Whole roubles: always ANNUAL_MONTHS_CHARGED × price_monthly. */
    priceAnnual: integer('price_annual').notNull(),
    currency: text('currency', { enum: currencies }).notNull().default('RUB'),
    recommended: boolean('recommended').notNull().default(false),
  },
  (table) => [
    uniqueIndex('plans_position_key').on(table.position),
    // At most one plan is the recommended one.
    uniqueIndex('plans_recommended_key')
      .on(table.recommended)
      .where(sql`${table.recommended}`),
    check('plans_code_check', oneOf(table.code, planCodes)),
    check('plans_price_type_check', oneOf(table.priceType, planPriceTypes)),
    check('plans_currency_check', oneOf(table.currency, currencies)),
    check('plans_prices_check', sql`${table.priceMonthly} >= 0 and ${table.priceAnnual} = ${sql.raw(String(ANNUAL_MONTHS_CHARGED))} * ${table.priceMonthly}`),
  ],
);

/** What a plan includes: one capacity range per feature; capacity_to null means unlimited. */
export const planFeatures = pgTable(
  'plan_features',
  {
    planCode: text('plan_code', { enum: planCodes })
      .notNull()
      .references(() => plans.code, { onDelete: 'cascade' }),
    code: text('code', { enum: planFeatureCodes }).notNull(),
    capacityFrom: integer('capacity_from').notNull(),
    capacityTo: integer('capacity_to'),
    /** Storage only. */
    unit: text('unit', { enum: storageUnits }),
  },
  (table) => [
    primaryKey({ name: 'plan_features_pkey', columns: [table.planCode, table.code] }),
    check('plan_features_code_check', oneOf(table.code, planFeatureCodes)),
    check('plan_features_capacity_check', sql`${table.capacityFrom} >= 0 and (${table.capacityTo} is null or ${table.capacityTo} >= ${table.capacityFrom})`),
    // A storage capacity has a unit; the other capacities are counts and have none.
    check(
      'plan_features_unit_check',
      sql`(${table.code} = 'storage' and ${oneOf(table.unit, storageUnits)}) or (${table.code} <> 'storage' and ${table.unit} is null)`,
    ),
  ],
);

export type PlanRow = typeof plans.$inferSelect;
export type PlanFeatureRow = typeof planFeatures.$inferSelect;
