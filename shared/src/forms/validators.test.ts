import { composeValidators, email, matchesField, messageIdsOf, minLength, required, validatorOf } from './validators';

describe('validators', () => {
  it('required rejects empty, blank, missing and unchecked values', () => {
    const validate = required('validation.required');
    for (const value of [undefined, null, '', '   ', false]) expect(validate(value)).toBe('validation.required');
    expect(validate('x')).toBeUndefined();
    expect(validate(true)).toBeUndefined();
  });

  it('minLength only complains about a non-empty value that is too short', () => {
    const validate = minLength(6, 'too.short');
    expect(validate('12345')).toBe('too.short');
    expect(validate('123456')).toBeUndefined();
    expect(validate('')).toBeUndefined();
  });

  it('email accepts addresses and rejects the rest', () => {
    const validate = email('bad.email');
    expect(validate('anna@example.com')).toBeUndefined();
    expect(validate('anna@example')).toBe('bad.email');
    expect(validate('anna example.com')).toBe('bad.email');
  });

  it('matchesField compares with another field', () => {
    const validate = matchesField('password', 'mismatch');
    expect(validate('abc', { password: 'abc' })).toBeUndefined();
    expect(validate('abd', { password: 'abc' })).toBe('mismatch');
  });

  it('composeValidators returns the first failure', () => {
    const validate = composeValidators(required('required'), email('email'));
    expect(validate('')).toBe('required');
    expect(validate('nope')).toBe('email');
    expect(validate('a@b.co')).toBeUndefined();
  });

  it('name the messages they can return, so a field can keep room for them', () => {
    const validate = composeValidators(
      required('name.required'),
      minLength(3, 'name.short'),
      validatorOf(['name.format'], (value) => (value === '!!!' ? 'name.format' : undefined)),
      required('name.required'),
    );
    expect(messageIdsOf(validate)).toEqual(['name.required', 'name.short', 'name.format']);
    expect(validate('!!!')).toBe('name.format');
    expect(messageIdsOf((value) => (value ? undefined : 'unnamed'))).toEqual([]);
    expect(messageIdsOf(undefined)).toEqual([]);
  });
});
