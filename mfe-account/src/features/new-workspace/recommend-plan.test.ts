import { planCatalogueFixture, planFixture } from '@stepwise/shared/testing';
import { TEAM_SIZES } from '../../common/api/workspace-details';
import { monthlyCost, planFits, recommendPlan } from './recommend-plan';

const catalogue = planCatalogueFixture();

describe('recommendPlan', () => {
  it.each([
    ['0', 'free'],
    ['5', 'start'],
    ['6-15', 'pro'],
    ['16-30', 'pro'],
    ['31-50', 'premium'],
    ['50', 'premium'],
  ] as const)('recommends the cheapest plan that holds the team: %s → %s', (teamSize, plan) => {
    expect(recommendPlan({ teamSize, plans: catalogue })).toBe(plan);
  });

  it('recommends Pro, not Premium, for 6–15 people: Pro holds 30 for less', () => {
    expect(recommendPlan({ teamSize: '6-15', plans: catalogue })).toBe('pro');
  });

  it('follows the prices and capacities the API serves, not a fixed table', () => {
    const cheaperPremium = catalogue.map((plan) => (plan.code === 'premium' ? { ...plan, prices: { monthly: 1000, annual: 10000 } } : plan));
    expect(recommendPlan({ teamSize: '16-30', plans: cheaperPremium })).toBe('premium');
    const smallerPro = catalogue.map((plan) =>
      plan.code === 'pro' ? { ...plan, features: [{ code: 'members' as const, capacity_from: 1, capacity_to: 20 }] } : plan,
    );
    expect(recommendPlan({ teamSize: '16-30', plans: smallerPro })).toBe('premium');
  });

  it('prices a per-member plan for the whole team: Flex wins only where it is cheaper', () => {
    const cheapFlex = catalogue.map((plan) => (plan.code === 'flex' ? { ...plan, prices: { monthly: 100, annual: 1000 } } : plan));
    expect(recommendPlan({ teamSize: '5', plans: cheapFlex })).toBe('flex');
    expect(recommendPlan({ teamSize: '5', plans: catalogue })).toBe('start');
  });

  it('counts a missing team size as "only me"', () => {
    expect(recommendPlan({ teamSize: undefined, plans: catalogue })).toBe('free');
  });

  it('still answers without a catalogue (loading or failed) with the same choice as on the catalogue of the migrations', () => {
    for (const teamSize of TEAM_SIZES) {
      expect(recommendPlan({ teamSize, plans: undefined })).toBe(recommendPlan({ teamSize, plans: catalogue }));
    }
  });
});

describe('planFits and monthlyCost', () => {
  it('reads the members capacity; null is unlimited', () => {
    expect(planFits(planFixture({ features: [{ code: 'members', capacity_from: 1, capacity_to: 10 }] }), 11)).toBe(false);
    expect(planFits(planFixture({ features: [{ code: 'members', capacity_from: 1, capacity_to: null }] }), 1000)).toBe(true);
  });

  it('multiplies a per-member price by the team', () => {
    expect(monthlyCost(planFixture({ price_type: 'per_member_month', prices: { monthly: 390, annual: 3900 } }), 15)).toBe(5850);
    expect(monthlyCost(planFixture({ prices: { monthly: 3990, annual: 39900 } }), 15)).toBe(3990);
  });
});
