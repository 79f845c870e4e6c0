import type { FieldCodeMessages } from '@stepwise/shared';

/** Message ids of the field error codes the API sends to the auth screens, by field name (the forms use the API's names). */
const AUTH_FIELD_MESSAGES: FieldCodeMessages = {
  first_name: { required: 'validation.firstNameRequired' },
  last_name: { required: 'validation.lastNameRequired' },
  email: { required: 'validation.emailRequired', invalid: 'validation.emailInvalid', taken: 'auth.register.emailTaken' },
  password: { required: 'validation.passwordRequired', min_length: 'validation.passwordMinLength' },
  password_confirmation: { required: 'validation.confirmationRequired', mismatch: 'validation.confirmationMismatch' },
  accept: { required: 'validation.acceptTerms' },
  code: { required: 'validation.codeRequired', invalid: 'auth.activate.invalidCode' },
};

/** The messages of the fields a form shows, for `serverFieldErrors`. */
export function authFieldMessages(fields: readonly string[]): FieldCodeMessages {
  return Object.fromEntries(fields.map((field) => [field, AUTH_FIELD_MESSAGES[field] ?? {}]));
}
