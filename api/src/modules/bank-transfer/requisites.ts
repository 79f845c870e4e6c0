/** Checks of Russian company requisites (INN, KPP, postcode): pure, no trimming, no normalisation. */

const INN_10_WEIGHTS = [2, 4, 10, 3, 5, 9, 4, 6, 8];
const INN_12_FIRST_WEIGHTS = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const INN_12_SECOND_WEIGHTS = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];

function checkDigit(digits: number[], weights: number[]): number {
  const sum = weights.reduce((total, weight, index) => total + weight * (digits[index] ?? 0), 0);
  return (sum % 11) % 10;
}

/** INN: 10 digits (a legal entity) or 12 (a sole trader), with the official check digit(s); never all zeros. */
export function isValidInn(value: string): boolean {
  if (!/^(\d{10}|\d{12})$/.test(value) || /^0+$/.test(value)) return false;
  const digits = [...value].map(Number);
  if (digits.length === 10) return checkDigit(digits, INN_10_WEIGHTS) === digits[9];
  return checkDigit(digits, INN_12_FIRST_WEIGHTS) === digits[10] && checkDigit(digits, INN_12_SECOND_WEIGHTS) === digits[11];
}

/** Who an INN belongs to, judged by its length alone (the checksum is `isValidInn`'s business). */
export function innKind(value: string): 'legal_entity' | 'sole_trader' | null {
  if (/^\d{10}$/.test(value)) return 'legal_entity';
  if (/^\d{12}$/.test(value)) return 'sole_trader';
  return null;
}

/** KPP: tax office (4 digits), reason (2 digits or capital Latin letters), sequence (3 digits). */
export function isValidKpp(value: string): boolean {
  return /^\d{4}[0-9A-Z]{2}\d{3}$/.test(value);
}

/** A Russian postcode: 6 digits. */
export function isValidPostcode(value: string): boolean {
  return /^\d{6}$/.test(value);
}
