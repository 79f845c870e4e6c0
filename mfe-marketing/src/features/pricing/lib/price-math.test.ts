import type { Plan } from '../api/plan-types';
import { ANNUAL_MONTHS_PAID, annualDiscountPercent, chosenPriceType, monthlyEquivalent, perMemberTotal, planPrice, switchDiscountPercent } from './price-math';

const plan = (overrides: Partial<Plan>): Plan => ({
  code: 'pro',
  name: { ru: 'Про', en: 'Pro' },
  description: { ru: '', en: '' },
  price_type: 'monthly',
  prices: { monthly: 4990, annual: 49900 },
  currency: 'RUB',
  features: [],
  ...overrides,
});

describe('annualDiscountPercent', () => {
  it('is 17 % when a year costs ten months (spec §9: an annual plan saves 2 months)', () => {
    expect(annualDiscountPercent(490, 4900)).toBe(17);
    expect(annualDiscountPercent(4990, 49900)).toBe(17);
    expect(annualDiscountPercent(1, ANNUAL_MONTHS_PAID)).toBe(17);
  });

  it('rounds to whole percent and follows the actual prices', () => {
    expect(annualDiscountPercent(1000, 12000)).toBe(0);
    expect(annualDiscountPercent(1000, 9000)).toBe(25);
    expect(annualDiscountPercent(1000, 11000)).toBe(8);
    expect(annualDiscountPercent(1000, 6000)).toBe(50);
  });

  it('is 0 for a free plan, and never negative or above 100', () => {
    expect(annualDiscountPercent(0, 0)).toBe(0);
    expect(annualDiscountPercent(1000, 15000)).toBe(0);
    expect(annualDiscountPercent(1000, -5)).toBe(0);
  });
});

describe('perMemberTotal', () => {
  it('charges the price per member for the peak number of active members', () => {
    expect(perMemberTotal(390, 8)).toBe(3120);
    expect(perMemberTotal(390, 1)).toBe(390);
    expect(perMemberTotal(3900, 12)).toBe(46800);
  });

  it('counts a part of a member as a whole one and nothing for no members', () => {
    expect(perMemberTotal(390, 7.2)).toBe(3120);
    expect(perMemberTotal(390, 0)).toBe(0);
    expect(perMemberTotal(390, -3)).toBe(0);
    expect(perMemberTotal(390, Number.NaN)).toBe(0);
    expect(perMemberTotal(0, 10)).toBe(0);
  });
});

describe('plan prices', () => {
  it('picks the price of the billing period', () => {
    expect(planPrice(plan({}), 'monthly')).toBe(4990);
    expect(planPrice(plan({}), 'annual')).toBe(49900);
  });

  it('spreads a yearly price over twelve months', () => {
    expect(monthlyEquivalent(49900)).toBe(4158);
    expect(monthlyEquivalent(4900)).toBe(408);
  });

  it('sends on the plan price type, or annual for a yearly choice', () => {
    expect(chosenPriceType(plan({ price_type: 'per_member_month' }), 'monthly')).toBe('per_member_month');
    expect(chosenPriceType(plan({ price_type: 'monthly' }), 'monthly')).toBe('monthly');
    expect(chosenPriceType(plan({ price_type: 'per_member_month' }), 'annual')).toBe('annual');
  });

  it('announces the largest discount among paid plans, or the rule’s while plans are unknown', () => {
    expect(switchDiscountPercent(undefined)).toBe(17);
    expect(switchDiscountPercent([])).toBe(17);
    expect(switchDiscountPercent([plan({ prices: { monthly: 0, annual: 0 } }), plan({ prices: { monthly: 1000, annual: 9000 } }), plan({})])).toBe(25);
  });
});
