import { planFixture as plan } from '@stepwise/shared/testing';
import { priceLine, switchDiscountPercent } from './price-math';

describe('pricing page maths', () => {
  it('announces the largest discount among paid plans, or the rule’s while plans are unknown', () => {
    expect(switchDiscountPercent(undefined)).toBe(17);
    expect(switchDiscountPercent([])).toBe(17);
    expect(switchDiscountPercent([plan({ prices: { monthly: 0, annual: 0 } }), plan({ prices: { monthly: 1000, annual: 9000 } }), plan({})])).toBe(25);
  });

  it('writes a plan that costs nothing as free in both periods, never as 0 per year', () => {
    const free = plan({ prices: { monthly: 0, annual: 0 }, price_type: 'monthly' });
    expect(priceLine(free, 'monthly')).toEqual({ free: true });
    expect(priceLine(free, 'annual')).toEqual({ free: true });
  });

  it('gives a paid plan its amount and unit for the period', () => {
    const pro = plan({ prices: { monthly: 3990, annual: 39900 }, price_type: 'monthly' });
    expect(priceLine(pro, 'annual')).toEqual({ free: false, amount: 39900, unitId: 'marketing.pricing.unit.perYear' });
    const flex = plan({ prices: { monthly: 390, annual: 3900 }, price_type: 'per_member_month' });
    expect(priceLine(flex, 'monthly')).toEqual({ free: false, amount: 390, unitId: 'marketing.pricing.unit.perMemberMonth' });
  });
});
