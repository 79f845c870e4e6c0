import { isLegalEntityInn, validateIec, validateItn, validatePhone, validatePostcode } from './bank-transfer-rules';

describe('INN', () => {
  it('accepts valid 10- and 12-digit numbers', () => {
    expect(validateItn('7707083893')).toBeUndefined();
    expect(validateItn('500100732259')).toBeUndefined();
    expect(validateItn('7707 083 893')).toBeUndefined();
  });

  it('tells a wrong length from a wrong check digit', () => {
    for (const inn of ['770708389', '77070838931', '77070838ab']) expect(validateItn(inn)).toBe('billing.bank.error.itnFormat');
    for (const inn of ['7707083894', '500100732258', '500100732249', '0000000000']) expect(validateItn(inn)).toBe('billing.bank.error.itnChecksum');
  });

  it('has a message for each problem', () => {
    expect(validateItn('')).toBe('billing.bank.error.itnRequired');
    expect(validateItn('123')).toBe('billing.bank.error.itnFormat');
    expect(validateItn('7707083894')).toBe('billing.bank.error.itnChecksum');
    expect(validateItn('7707083893')).toBeUndefined();
    expect(isLegalEntityInn('7707083893')).toBe(true);
    expect(isLegalEntityInn('500100732259')).toBe(false);
  });
});

describe('KPP', () => {
  it('is required for a legal entity only', () => {
    expect(validateIec('', { itn: '7707083893' })).toBe('billing.bank.error.iecRequired');
    expect(validateIec(undefined, { itn: '500100732259' })).toBeUndefined();
  });

  it('must stay empty for a sole trader, as the API requires', () => {
    expect(validateIec('773601001', { itn: '500100732259' })).toBe('billing.bank.error.iecNotApplicable');
  });

  it('is 9 characters: 4 digits, 2 digits or capital letters, 3 digits', () => {
    expect(validateIec('773601001', { itn: '7707083893' })).toBeUndefined();
    expect(validateIec('7736AB001', { itn: '7707083893' })).toBeUndefined();
    expect(validateIec('77360100', { itn: '7707083893' })).toBe('billing.bank.error.iecFormat');
    expect(validateIec('77A601001', { itn: '7707083893' })).toBe('billing.bank.error.iecFormat');
  });
});

describe('postcode and phone', () => {
  it('takes a 6-digit postcode', () => {
    expect(validatePostcode('101000')).toBeUndefined();
    expect(validatePostcode('10100')).toBe('billing.bank.error.zipcodeFormat');
    expect(validatePostcode('1010000')).toBe('billing.bank.error.zipcodeFormat');
    expect(validatePostcode(' ')).toBe('billing.bank.error.zipcodeRequired');
  });

  it('takes a Russian phone with +7, 7 or 8, or another country with its + code, as the API does', () => {
    expect(validatePhone('+7 (495) 123-45-67')).toBeUndefined();
    expect(validatePhone('8 916 123-45-67')).toBeUndefined();
    expect(validatePhone('84951234567')).toBeUndefined();
    expect(validatePhone('+44 20 7946 0958')).toBeUndefined();
    expect(validatePhone('4951234567')).toBe('billing.bank.error.phoneFormat');
    expect(validatePhone('+7 123')).toBe('billing.bank.error.phoneFormat');
    expect(validatePhone('')).toBe('billing.bank.error.phoneRequired');
  });
});
