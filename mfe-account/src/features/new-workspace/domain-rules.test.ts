import { domainFromName, isWellFormedDomain, normalizeDomain, transliterate, validateDomain } from './domain-rules';

describe('domain rules', () => {
  it('accepts Latin letters, digits and hyphens from 3 to 63 characters, starting with a letter or digit', () => {
    for (const domain of ['abc', 'acme-team', '1c-group', 'a'.repeat(63), 'ACME']) expect(isWellFormedDomain(domain)).toBe(true);
    for (const domain of ['ab', '-acme', 'acme_team', 'акме', 'acme team', 'a'.repeat(64), '']) expect(isWellFormedDomain(domain)).toBe(false);
  });

  it('validates with the spec messages', () => {
    expect(validateDomain('')).toBe('account.newWorkspace.validation.domainRequired');
    expect(validateDomain('-ab')).toBe('account.newWorkspace.validation.domainFormat');
    expect(validateDomain('acme')).toBeUndefined();
  });

  it('normalizes to trimmed lower case', () => {
    expect(normalizeDomain('  Acme-Team ')).toBe('acme-team');
    expect(normalizeDomain(undefined)).toBe('');
  });

  it('transliterates Cyrillic', () => {
    expect(transliterate('Щука и ёжик')).toBe('shchuka i ezhik');
    expect(transliterate('Юла')).toBe('iula');
  });

  it('proposes a domain from the name', () => {
    expect(domainFromName('Рога и копыта')).toBe('roga-i-kopyta');
    expect(domainFromName('  ACME Team!  ')).toBe('acme-team');
    expect(domainFromName('Café Olé')).toBe('cafe-ole');
    expect(domainFromName('---Бюро №1---')).toBe('biuro-no1');
    expect(domainFromName('')).toBe('');
    const long = domainFromName(`${'a'.repeat(62)} b`);
    expect(long).toBe('a'.repeat(62));
  });
});
