import { describe, expect, it } from '@jest/globals';
import { DOMAIN_MAX_LENGTH, domainCandidates, domainProblem, isReservedDomain, normalizeDomain, RESERVED_DOMAINS, sanitizeDomain } from '@stepwise/contracts';

describe('workspace domain rules', () => {
  it('normalises by trimming and lower-casing', () => {
    expect(normalizeDomain('  My-Team \n')).toBe('my-team');
  });

  it.each([
    ['', 'required'],
    ['my_team', 'invalid'],
    ['my team', 'invalid'],
    ['команда', 'invalid'],
    ['-abc', 'invalid'],
    ['abc-', 'invalid'],
    ['a-', 'invalid'],
    ['xn--abc', 'invalid'],
    ['ab--c', 'invalid'],
    ['ab', 'too_short'],
    ['7', 'too_short'],
    ['a'.repeat(64), 'too_long'],
    ['support', 'reserved'],
    ['stepwise', 'reserved'],
    ['stepwisehq', 'reserved'],
  ])('%j → %s', (domain, problem) => {
    expect(domainProblem(domain)).toBe(problem);
  });

  it.each([['abc'], ['a-b'], ['1st-team'], ['team-2'], ['a--b'], ['a'.repeat(63)], ['my-stepwise'], ['apiary']])('%j is fine', (domain) => {
    expect(domainProblem(domain)).toBeUndefined();
  });

  it('every reserved name follows the other rules, so it is refused as reserved (not as too short or invalid)', () => {
    for (const name of [
      'api',
      'www',
      'admin',
      'app',
      'mail',
      'smtp',
      'ftp',
      'static',
      'cdn',
      'assets',
      'help',
      'support',
      'status',
      'billing',
      'pay',
      'payment',
      'payments',
      'docs',
      'blog',
      'dev',
      'test',
      'staging',
      'auth',
      'login',
      'account',
      'dashboard',
      'stepwise',
    ]) {
      expect({ name, reserved: isReservedDomain(name), problem: domainProblem(name) }).toEqual({
        name,
        reserved: true,
        problem: 'reserved',
      });
    }
    for (const name of RESERVED_DOMAINS) {
      expect({ name, problem: domainProblem(name) }).toEqual({ name, problem: 'reserved' });
    }
    expect(RESERVED_DOMAINS.size).toBeGreaterThan(150);
    expect(isReservedDomain('stepwise-billing')).toBe(true);
    expect(isReservedDomain('the-stepwise')).toBe(false);
  });

  it('sanitises a domain into the allowed characters', () => {
    expect(sanitizeDomain(' My_Team!! 2024 ')).toBe('my-team-2024');
    expect(sanitizeDomain('--abc--')).toBe('abc');
    expect(sanitizeDomain('команда')).toBe('');
    expect(sanitizeDomain(`${'a'.repeat(62)}-b`)).toBe('a'.repeat(62));
  });

  it('proposes valid candidates, best first', () => {
    expect(domainCandidates('acme').slice(0, 4)).toEqual(['acme-team', 'acme-hq', 'acme2', 'acme-work']);
    expect(domainCandidates('My_Team').slice(0, 3)).toEqual(['my-team', 'my-team-team', 'my-team-hq']);
    expect(domainCandidates('ab').slice(0, 3)).toEqual(['ab-team', 'ab-hq', 'ab2']);
    expect(domainCandidates('команда')).toEqual([]);
    // The brand stays reserved with any ending.
    expect(domainCandidates('stepwise')).toEqual([]);

    const long = 'a'.repeat(70);
    const fromLong = domainCandidates(long);
    expect(fromLong[0]).toBe('a'.repeat(DOMAIN_MAX_LENGTH));
    for (const candidate of [...fromLong, ...domainCandidates('admin'), ...domainCandidates('x-y_z')]) {
      expect({ candidate, problem: domainProblem(candidate) }).toEqual({ candidate, problem: undefined });
    }
    expect(new Set(fromLong).size).toBe(fromLong.length);
  });
});
