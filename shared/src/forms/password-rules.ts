import { composeValidators, matchesField, minLength, required, type Validator } from './validators';

/** Registration and a new password after recovery: at least this many characters (spec §5). */
export const PASSWORD_MIN_LENGTH = 6;
/** A new password set in the profile: at least this many characters (spec §5: the profile hint says 8). */
export const PROFILE_PASSWORD_MIN_LENGTH = 8;

/**
 * A new password: required, and at least `length` characters. Its message
 * `validation.passwordMinLength` needs `{ length }`: pass it as the field's `errorValues`.
 */
export function newPasswordValidator(length: number): Validator {
  return composeValidators(required('validation.passwordRequired'), minLength(length, 'validation.passwordMinLength'));
}

/** The repeated password: required, and equal to the field `passwordField`. */
export function passwordConfirmationValidator(passwordField: string): Validator {
  return composeValidators(required('validation.confirmationRequired'), matchesField(passwordField, 'validation.confirmationMismatch'));
}
