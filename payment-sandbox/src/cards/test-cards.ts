/** The sandbox's test cards (docs/payments.md §2) and what any other card number does. */

export type CardType = 'Visa' | 'MasterCard' | 'Mir';

/** What paying with a card leads to. */
export type CardOutcome = 'approve' | 'challenge' | 'do_not_honor' | 'insufficient_funds';

export interface TestCard {
  number: string;
  outcome: CardOutcome;
  type: CardType;
}

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', outcome: 'approve', type: 'Visa' },
  { number: '5555555555554444', outcome: 'approve', type: 'MasterCard' },
  { number: '2200000000000004', outcome: 'approve', type: 'Mir' },
  { number: '4000000000003220', outcome: 'challenge', type: 'Visa' },
  { number: '4000000000000002', outcome: 'do_not_honor', type: 'Visa' },
  { number: '4000000000009995', outcome: 'insufficient_funds', type: 'Visa' },
];

export const REASON_CODES = {
  approved: 0,
  doNotHonor: 5005,
  insufficientFunds: 5051,
  threeDsFailed: 5207,
} as const;

/** The identifiers the widget reports for a failure (the API's `decline_reason` values). */
export function reasonName(code: number): string {
  switch (code) {
    case REASON_CODES.insufficientFunds:
      return 'insufficient_funds';
    case REASON_CODES.doNotHonor:
      return 'do_not_honor';
    case REASON_CODES.threeDsFailed:
      return 'three_ds_failed';
    default:
      return 'declined';
  }
}

export function digitsOf(number: string): string {
  return number.replace(/[\s-]/g, '');
}

export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Brand by the issuer prefix; null for a number no brand of the sandbox accepts. */
export function cardTypeOf(digits: string): CardType | null {
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/.test(digits)) return 'MasterCard';
  if (/^220[0-4]/.test(digits)) return 'Mir';
  return null;
}

/** A card that is not in the table is approved, like the first row. */
export function outcomeOf(digits: string): CardOutcome {
  return TEST_CARDS.find((card) => card.number === digits)?.outcome ?? 'approve';
}
