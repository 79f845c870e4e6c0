import type { ApiError } from '@stepwise/shared';

/** Message ids of the field error codes the API sends, by field name (the forms use the API's names). */
const FIELD_CODE_MESSAGES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  first_name: { required: 'validation.firstNameRequired' },
  last_name: { required: 'validation.lastNameRequired' },
  email: { required: 'validation.emailRequired', invalid: 'validation.emailInvalid', taken: 'auth.register.emailTaken' },
  password: { required: 'validation.passwordRequired', min_length: 'validation.passwordMinLength' },
  password_confirmation: { required: 'validation.confirmationRequired', mismatch: 'validation.confirmationMismatch' },
  accept: { required: 'validation.acceptTerms' },
  code: { required: 'validation.codeRequired', invalid: 'auth.activate.invalidCode' },
};

/** Codes any field may have when the field has no message of its own for them. */
const ANY_FIELD_MESSAGES: Readonly<Record<string, string>> = {
  required: 'validation.required',
  invalid: 'validation.invalid',
};

/**
 * The API's per-field codes (`fields` of a 400 validation_failed) as localized message ids for the
 * fields this form shows; null when none of them is on the form.
 */
export function serverFieldErrors(error: ApiError, formFields: readonly string[]): Record<string, string> | null {
  if (!error.fields) return null;
  const errors: Record<string, string> = {};
  for (const [field, code] of Object.entries(error.fields)) {
    if (!formFields.includes(field)) continue;
    errors[field] = FIELD_CODE_MESSAGES[field]?.[code] ?? ANY_FIELD_MESSAGES[code] ?? 'validation.invalid';
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
