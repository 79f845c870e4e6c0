import { innProblem, isLegalEntityInn, validateIec, validateItn, validatePhone, validatePostcode } from './bank-transfer-rules';

describe('INN', () => {
  it('accepts valid 10- and 12-digit numbers', () => {
    expect(innProblem('7707083893')).toBeNull();
    expect(innProblem('500100732259')).toBeNull();
    expect(innProblem('7707 083 893')).toBeNull();
  });

  it('tells a wrong length from a wrong check digit', () => {
    expect(innProblem('770708389')).toBe('format');
    expect(innProblem('77070838931')).toBe('format');
    expect(innProblem('77070838ab')).toBe('format');
    expect(innProblem('7707083894')).toBe('checksum');
    expect(innProblem('500100732258')).toBe('checksum');
    expect(innProblem('500100732249')).toBe('checksum');
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

  it('takes a phone in international form', () => {
    expect(validatePhone('+7 (495) 123-45-67')).toBeUndefined();
    expect(validatePhone('84951234567')).toBe('billing.bank.error.phoneFormat');
    expect(validatePhone('+7 123')).toBe('billing.bank.error.phoneFormat');
    expect(validatePhone('')).toBe('billing.bank.error.phoneRequired');
  });
});
