/** @jest-environment node */
import { validateCard } from './card-validation';
import { cardTypeOf, outcomeOf, passesLuhn, TEST_CARDS } from './test-cards';

const now = new Date(2026, 4, 15);
const valid = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', holder: 'IVAN PETROV' };

describe('test cards', () => {
  it('every listed card passes the Luhn check and has the listed brand', () => {
    for (const card of TEST_CARDS) {
      expect(passesLuhn(card.number)).toBe(true);
      expect(cardTypeOf(card.number)).toBe(card.type);
    }
  });

  it('maps the table to outcomes; unknown valid cards are approved', () => {
    expect(outcomeOf('4000000000003220')).toBe('challenge');
    expect(outcomeOf('4000000000000002')).toBe('do_not_honor');
    expect(outcomeOf('4000000000009995')).toBe('insufficient_funds');
    expect(outcomeOf('4111111111111111')).toBe('approve');
  });
});

describe('validateCard', () => {
  it('accepts a test card with spaces and returns its brand and expiry', () => {
    expect(validateCard(valid, now)).toEqual({ card: { digits: '4242424242424242', type: 'Visa', expDate: '12/30' } });
  });

  it('accepts the current month', () => {
    expect(validateCard({ ...valid, expiry: '05/26' }, now)).toHaveProperty('card');
  });

  it('reports every invalid field', () => {
    expect(validateCard({ number: '4242 4242 4242 4241', expiry: '13/30', cvc: '12', holder: ' ' }, now)).toEqual({
      errors: { number: 'number_invalid', expiry: 'expiry_invalid', cvc: 'cvc_invalid', holder: 'holder_required' },
    });
  });

  it('refuses an expired card and letters in the number', () => {
    expect(validateCard({ ...valid, expiry: '04/26' }, now)).toEqual({ errors: { expiry: 'expiry_past' } });
    expect(validateCard({ ...valid, number: '4242x4242 4242 4242' }, now)).toEqual({ errors: { number: 'number_invalid' } });
  });
});
