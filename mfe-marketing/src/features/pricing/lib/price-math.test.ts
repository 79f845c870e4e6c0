import { planFixture as plan } from '@stepwise/shared/testing';
import { switchDiscountPercent } from './price-math';

describe('pricing page maths', () => {
  it('announces the largest discount among paid plans, or the rule’s while plans are unknown', () => {
    expect(switchDiscountPercent(undefined)).toBe(17);
    expect(switchDiscountPercent([])).toBe(17);
    expect(switchDiscountPercent([plan({ prices: { monthly: 0, annual: 0 } }), plan({ prices: { monthly: 1000, annual: 9000 } }), plan({})])).toBe(25);
  });
});
