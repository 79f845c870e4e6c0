import type { PlanFeatureResponse, PlanResponse } from '@stepwise/contracts';
import { planCodes, type PlanCode, type PlanFeatureCode, type PlanPriceType, type SubscriptionPriceTypeCode } from '@stepwise/contracts/rules';

/** The plan codes, the API contract's list. */
export const PLAN_CODES = planCodes;
export type { PlanCode, PlanFeatureCode, PlanPriceType };
/** What a customer pays for: a month or a year. */
export type BillingPeriod = 'monthly' | 'annual';
/** The `price_type` a chosen plan is bought with: the plan's own, or `annual` for a yearly choice. */
export type SubscriptionPriceType = SubscriptionPriceTypeCode;

/** One capacity of a plan (`capacity_to` null = unlimited; `unit` for storage only). */
export type PlanFeature = PlanFeatureResponse;
/** A plan of the catalogue as `GET /api/plans` answers it. */
export type Plan = PlanResponse;
