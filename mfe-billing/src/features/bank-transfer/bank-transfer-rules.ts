import { innKind, innProblem, isValidKpp, isValidPhone, isValidPostcode, withoutDigitSeparators } from '@stepwise/contracts/rules';
import { validatorOf, type Validator } from '@stepwise/shared';

/**
 * The form's validators: the API contract's rules (INN checksum, KPP, postcode, phone) on what the
 * user typed, trimmed and, for numbers typed in digit groups, without the separators, as the API reads them.
 */

/** Digits only: what the user typed without spaces or dashes. */
export function digitsOf(value: unknown): string {
  return typeof value === 'string' ? withoutDigitSeparators(value.trim()) : '';
}

/** A legal entity (10-digit INN) also needs its KPP. */
export function isLegalEntityInn(value: unknown): boolean {
  return innKind(digitsOf(value)) === 'legal_entity';
}

function isSoleTraderInn(value: unknown): boolean {
  return innKind(digitsOf(value)) === 'sole_trader';
}

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

export const validateItn: Validator = validatorOf(
  ['billing.bank.error.itnRequired', 'billing.bank.error.itnFormat', 'billing.bank.error.itnChecksum'],
  (value) => {
    if (!filled(value)) return 'billing.bank.error.itnRequired';
    const problem = innProblem(digitsOf(value));
    if (problem === 'format') return 'billing.bank.error.itnFormat';
    if (problem === 'checksum') return 'billing.bank.error.itnChecksum';
    return undefined;
  },
);

export const validateIec: Validator = validatorOf(
  ['billing.bank.error.iecRequired', 'billing.bank.error.iecNotApplicable', 'billing.bank.error.iecFormat'],
  (value, allValues) => {
    const itn = (allValues as { itn?: string } | undefined)?.itn;
    if (!filled(value)) return isLegalEntityInn(itn) ? 'billing.bank.error.iecRequired' : undefined;
    if (isSoleTraderInn(itn)) return 'billing.bank.error.iecNotApplicable';
    return isValidKpp(String(value).trim().toUpperCase()) ? undefined : 'billing.bank.error.iecFormat';
  },
);

export const validatePostcode: Validator = validatorOf(['billing.bank.error.zipcodeRequired', 'billing.bank.error.zipcodeFormat'], (value) => {
  if (!filled(value)) return 'billing.bank.error.zipcodeRequired';
  return isValidPostcode(digitsOf(value)) ? undefined : 'billing.bank.error.zipcodeFormat';
});

/** Russian numbers as `+7…`, `7…` or `8…` (11 digits), any other country as `+` and 10–15 digits. */
export const validatePhone: Validator = validatorOf(['billing.bank.error.phoneRequired', 'billing.bank.error.phoneFormat'], (value) => {
  if (!filled(value)) return 'billing.bank.error.phoneRequired';
  return isValidPhone(String(value)) ? undefined : 'billing.bank.error.phoneFormat';
});
