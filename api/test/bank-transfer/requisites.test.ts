import { describe, expect, it } from '@jest/globals';
import { isValidInn, isValidKpp, isValidPostcode, normalisePhone } from '../../src/modules/bank-transfer/bank-transfer-form.js';
import { formatPhone } from '../../src/modules/bank-transfer/phone.js';

describe('isValidInn', () => {
  it.each(['7707083893', '7701234560', '1234567894'])('accepts the legal entity INN %s', (inn) => {
    expect(isValidInn(inn)).toBe(true);
  });

  it('accepts a sole trader INN whose two check digits are right', () => {
    expect(isValidInn('500100732259')).toBe(true);
  });

  it.each([
    ['7707083890', 'wrong check digit'],
    ['500100732250', 'wrong second check digit'],
    ['500100732269', 'wrong first check digit'],
    ['0000000000', 'all zeros (the checksum alone would pass)'],
    ['000000000000', 'all zeros, 12 digits'],
    ['770708389', '9 digits'],
    ['77070838931', '11 digits'],
    ['7707O83893', 'a letter O'],
    [' 7707083893', 'not trimmed'],
    ['', 'empty'],
  ])('refuses %s (%s)', (inn) => {
    expect(isValidInn(inn)).toBe(false);
  });
});

describe('isValidKpp', () => {
  it.each(['773601001', '7736AB001', '77360Z001'])('accepts %s', (kpp) => {
    expect(isValidKpp(kpp)).toBe(true);
  });

  it.each(['77360100', '7736010011', '7736ab001', 'A73601001', '7736010A1', '7736 01001', ''])('refuses %s', (kpp) => {
    expect(isValidKpp(kpp)).toBe(false);
  });
});

describe('isValidPostcode', () => {
  it('accepts 6 digits', () => {
    expect(isValidPostcode('105005')).toBe(true);
  });

  it.each(['10500', '1050051', '10500A', '105 005', ''])('refuses %s', (postcode) => {
    expect(isValidPostcode(postcode)).toBe(false);
  });
});

describe('normalisePhone', () => {
  it.each([
    ['+7 (916) 123-45-67', '+79161234567'],
    ['8 916 123 45 67', '+79161234567'],
    ['79161234567', '+79161234567'],
    ['  +7-916-123-45-67  ', '+79161234567'],
    ['8(495)123.45.67', '+74951234567'],
    ['+44 20 7946 0958', '+442079460958'],
    ['+375 29 123 45 67', '+375291234567'],
  ])('%s → %s', (input, e164) => {
    expect(normalisePhone(input)).toBe(e164);
  });

  it.each([
    ['9161234567', 'a Russian number without its 7 or 8'],
    ['+7 916 123 45 6', '+7 with 10 digits'],
    ['+7 916 123 45 678', '+7 with 12 digits'],
    ['89161234567 доб. 12', 'an extension'],
    ['+1234567', 'too short for E.164'],
    ['+1234567890123456', 'more than 15 digits'],
    ['+0123456789', 'a country code starting with 0'],
    ['1 916 123 45 67', 'another country without +'],
    ['++79161234567', 'two pluses'],
    ['', 'empty'],
  ])('refuses %s (%s)', (input) => {
    expect(normalisePhone(input)).toBeNull();
  });

  it('formats Russian numbers for printing and leaves others as they are', () => {
    expect(formatPhone('+79161234567')).toBe('+7 916 123-45-67');
    expect(formatPhone('+442079460958')).toBe('+442079460958');
  });
});
