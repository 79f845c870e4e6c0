/** Russian company requisites (INN, KPP, postcode): pure checks of a value already without separators. */

const INN_10_WEIGHTS = [2, 4, 10, 3, 5, 9, 4, 6, 8];
const INN_12_FIRST_WEIGHTS = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const INN_12_SECOND_WEIGHTS = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];

/**
 * The number as it is checked and stored: trimmed, spaces and dashes people type between digit
 * groups removed (`7707 083 893` → `7707083893`). Used for the INN and the postcode.
 */
export function withoutDigitSeparators(value: string): string {
  return value.replace(/[\s\-\u00a0\u2010-\u2015]/g, '');
}

function checkDigit(digits: number[], weights: number[]): number {
  const sum = weights.reduce((total, weight, index) => total + weight * (digits[index] ?? 0), 0);
  return (sum % 11) % 10;
}

/** Who an INN belongs to, judged by its length alone (the checksum is `isValidInn`'s business). */
export function innKind(value: string): 'legal_entity' | 'sole_trader' | null {
  if (/^\d{10}$/.test(value)) return 'legal_entity';
  if (/^\d{12}$/.test(value)) return 'sole_trader';
  return null;
}

/** Why an INN is refused: not 10 or 12 digits, or a wrong check digit (all zeros counts as one). */
export function innProblem(value: string): 'format' | 'checksum' | undefined {
  if (innKind(value) === null) return 'format';
  if (/^0+$/.test(value)) return 'checksum';
  const digits = [...value].map(Number);
  if (digits.length === 10) return checkDigit(digits, INN_10_WEIGHTS) === digits[9] ? undefined : 'checksum';
  const valid = checkDigit(digits, INN_12_FIRST_WEIGHTS) === digits[10] && checkDigit(digits, INN_12_SECOND_WEIGHTS) === digits[11];
  return valid ? undefined : 'checksum';
}

/** INN: 10 digits (a legal entity) or 12 (a sole trader), with the official check digit(s); never all zeros. */
export function isValidInn(value: string): boolean {
  return innProblem(value) === undefined;
}

/** KPP: tax office (4 digits), reason (2 digits or capital Latin letters), sequence (3 digits). */
export const KPP_PATTERN = /^\d{4}[0-9A-Z]{2}\d{3}$/;

/** Expects the KPP upper-cased (both sides upper-case what was typed). */
export function isValidKpp(value: string): boolean {
  return KPP_PATTERN.test(value);
}

/** A Russian postcode: 6 digits. */
export function isValidPostcode(value: string): boolean {
  return /^\d{6}$/.test(value);
}
