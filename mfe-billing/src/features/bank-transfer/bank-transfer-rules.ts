import { validatorOf, type Validator } from '@stepwise/shared';

/** Digits only: what the user typed without spaces or dashes. */
export function digitsOf(value: unknown): string {
  return typeof value === 'string' ? value.replace(/[\s-]/g, '') : '';
}

function checkDigit(digits: string, weights: readonly number[]): number {
  const sum = weights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  return (sum % 11) % 10;
}

/** INN (ИНН): 10 digits for a legal entity, 12 for a sole trader, each with its check digits. */
export function innProblem(value: unknown): 'format' | 'checksum' | null {
  const inn = digitsOf(value);
  if (!/^\d{10}$|^\d{12}$/.test(inn)) return 'format';
  if (inn.length === 10) return checkDigit(inn, [2, 4, 10, 3, 5, 9, 4, 6, 8]) === Number(inn[9]) ? null : 'checksum';
  const first = checkDigit(inn, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]);
  const second = checkDigit(inn, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]);
  return first === Number(inn[10]) && second === Number(inn[11]) ? null : 'checksum';
}

/** A legal entity (10-digit INN) also needs its KPP. */
export function isLegalEntityInn(value: unknown): boolean {
  return /^\d{10}$/.test(digitsOf(value));
}

export const KPP_PATTERN = /^\d{4}[\dA-Z]{2}\d{3}$/;
export const POSTCODE_PATTERN = /^\d{6}$/;
/** International form: a plus and 10–15 digits; spaces, dashes and brackets are allowed between. */
export const PHONE_PATTERN = /^\+\d{10,15}$/;

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

export const validateItn: Validator = validatorOf(['billing.bank.error.itnRequired', 'billing.bank.error.itnFormat', 'billing.bank.error.itnChecksum'], (value) => {
  if (!filled(value)) return 'billing.bank.error.itnRequired';
  const problem = innProblem(value);
  if (problem === 'format') return 'billing.bank.error.itnFormat';
  if (problem === 'checksum') return 'billing.bank.error.itnChecksum';
  return undefined;
});

export const validateIec: Validator = validatorOf(['billing.bank.error.iecRequired', 'billing.bank.error.iecNotApplicable', 'billing.bank.error.iecFormat'], (value, allValues) => {
  const itn = (allValues as { itn?: string } | undefined)?.itn;
  if (!filled(value)) return isLegalEntityInn(itn) ? 'billing.bank.error.iecRequired' : undefined;
  if (/^\d{12}$/.test(digitsOf(itn))) return 'billing.bank.error.iecNotApplicable';
  return KPP_PATTERN.test(String(value).trim().toUpperCase()) ? undefined : 'billing.bank.error.iecFormat';
});

export const validatePostcode: Validator = validatorOf(['billing.bank.error.zipcodeRequired', 'billing.bank.error.zipcodeFormat'], (value) => {
  if (!filled(value)) return 'billing.bank.error.zipcodeRequired';
  return POSTCODE_PATTERN.test(digitsOf(value)) ? undefined : 'billing.bank.error.zipcodeFormat';
});

export const validatePhone: Validator = validatorOf(['billing.bank.error.phoneRequired', 'billing.bank.error.phoneFormat'], (value) => {
  if (!filled(value)) return 'billing.bank.error.phoneRequired';
  return PHONE_PATTERN.test(String(value).replace(/[\s\-()]/g, '')) ? undefined : 'billing.bank.error.phoneFormat';
});
