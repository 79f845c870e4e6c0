import { annualDiscountPercent, formatRub, perMemberTotal, planPrice } from './plan-pricing';

describe('plan pricing', () => {
  it('annual = 10 months saves 17 %', () => {
    expect(annualDiscountPercent(1000, 10000)).toBe(17);
    expect(annualDiscountPercent(0, 0)).toBe(0);
    expect(annualDiscountPercent(1000, 12000)).toBe(0);
  });

  it('per-member totals use the peak of active members', () => {
    expect(perMemberTotal(390, 12)).toBe(4680);
    expect(perMemberTotal(390, 0)).toBe(0);
    expect(perMemberTotal(390, -3)).toBe(0);
  });

  it('picks the price of the period', () => {
    expect(planPrice({ prices: { monthly: 990, annual: 9900 } }, 'annual')).toBe(9900);
    expect(planPrice({ prices: { monthly: 990, annual: 9900 } }, 'monthly')).toBe(990);
  });

  it('formats roubles for each language', () => {
    expect(formatRub(14900, 'ru').replace(/\s/g, ' ')).toBe('14 900 ₽');
    expect(formatRub(14900, 'en').replace(/\s/g, ' ')).toBe('RUB 14,900');
  });
});
