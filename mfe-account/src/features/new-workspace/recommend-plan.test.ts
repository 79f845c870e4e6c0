import { DEPARTMENTS, TEAM_SIZES } from '../../common/api/workspace-details';
import { recommendPlan } from './recommend-plan';

describe('recommendPlan', () => {
  it.each([
    ['0', 'free'],
    ['5', 'start'],
    ['6-15', 'pro'],
    ['16-30', 'pro'],
    ['31-50', 'premium'],
    ['50', 'corporate'],
  ] as const)('recommends by team size: %s → %s', (teamSize, plan) => {
    expect(recommendPlan({ teamSize, department: 'marketing' })).toBe(plan);
  });

  it.each([
    ['software', '6-15', 'premium'],
    ['web_agency', '16-30', 'premium'],
    ['outsource', '31-50', 'corporate'],
    ['games', '6-15', 'premium'],
  ] as const)('takes a %s team of %s one step up: %s', (department, teamSize, plan) => {
    expect(recommendPlan({ teamSize, department })).toBe(plan);
  });

  it('never goes beyond corporate', () => {
    expect(recommendPlan({ teamSize: '50', department: 'software' })).toBe('corporate');
  });

  it('keeps small tech teams on the size rule', () => {
    expect(recommendPlan({ teamSize: '0', department: 'software' })).toBe('free');
    expect(recommendPlan({ teamSize: '5', department: 'games' })).toBe('start');
  });

  it('treats an unknown department and a missing team size gently', () => {
    expect(recommendPlan({ teamSize: '16-30', department: undefined })).toBe('pro');
    expect(recommendPlan({ teamSize: undefined, department: 'software' })).toBe('free');
  });

  it('never recommends flex, for any combination', () => {
    const recommended = DEPARTMENTS.flatMap((department) => TEAM_SIZES.map((teamSize) => recommendPlan({ teamSize, department })));
    expect(recommended).not.toContain('flex');
    expect(new Set(recommended)).toEqual(new Set(['free', 'start', 'pro', 'premium', 'corporate']));
  });
});
