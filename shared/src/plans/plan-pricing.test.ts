import { planFixture as plan } from '../testing/plan-fixture';
import { ANNUAL_MONTHS_CHARGED, annualDiscountPercent, chosenPriceType, formatRub, monthlyEquivalent, perMemberTotal, planPrice } from './plan-pricing';

/** Intl separates groups with no-break spaces; compare with plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('annualDiscountPercent', () => {
  it('is 17 % when a year costs ten months (spec §9: an annual plan saves 2 months)', () => {
    expect(annualDiscountPercent(1000, 10000)).toBe(17);
    expect(annualDiscountPercent(490, 4900)).toBe(17);
    expect(annualDiscountPercent(4990, 49900)).toBe(17);
    expect(annualDiscountPercent(1, ANNUAL_MONTHS_CHARGED)).toBe(17);
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
    expect(perMemberTotal(390, 12)).toBe(4680);
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
    expect(planPrice({ prices: { monthly: 990, annual: 9900 } }, 'annual')).toBe(9900);
    expect(planPrice({ prices: { monthly: 990, annual: 9900 } }, 'monthly')).toBe(990);
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
});

describe('formatRub', () => {
  it('formats whole roubles the Russian way', () => {
    expect(plain(formatRub(14900, 'ru'))).toBe('14 900 ₽');
    expect(plain(formatRub(1990, 'ru'))).toBe('1 990 ₽');
    expect(plain(formatRub(249900, 'ru'))).toBe('249 900 ₽');
    expect(plain(formatRub(0, 'ru'))).toBe('0 ₽');
    expect(plain(formatRub(390, 'ru'))).toBe('390 ₽');
  });

  it('formats whole roubles the English way, with the currency code', () => {
    expect(plain(formatRub(14900, 'en'))).toBe('RUB 14,900');
    expect(plain(formatRub(1990, 'en'))).toBe('RUB 1,990');
    expect(plain(formatRub(249900, 'en'))).toBe('RUB 249,900');
    expect(plain(formatRub(0, 'en'))).toBe('RUB 0');
  });

  it('shows no kopecks', () => {
    expect(plain(formatRub(4158.33, 'ru'))).toBe('4 158 ₽');
    expect(plain(formatRub(4158.5, 'en'))).toBe('RUB 4,159');
  });
});
