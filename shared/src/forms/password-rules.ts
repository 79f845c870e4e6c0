import { REGISTRATION_PASSWORD_MIN_LENGTH, PROFILE_PASSWORD_MIN_LENGTH, passwordProblem } from '@stepwise/contracts/rules';
import { composeValidators, matchesField, required, validatorOf, type Validator } from './validators';

/** Registration and recovery: at least 6 characters; the profile: at least 8 (spec §5). The contract's limits. */
export { REGISTRATION_PASSWORD_MIN_LENGTH, PROFILE_PASSWORD_MIN_LENGTH };

const PASSWORD_MESSAGES = {
  required: 'validation.passwordRequired',
  min_length: 'validation.passwordMinLength',
  max_length: 'validation.tooLong',
} as const;

/**
 * A new password: the contract's rule (required, at least `length` characters, spaces count). Its message
 * `validation.passwordMinLength` needs `{ length }`: pass it as the field's `errorValues`.
 */
export function newPasswordValidator(length: number): Validator {
  return validatorOf(Object.values(PASSWORD_MESSAGES), (value) => {
    const problem = passwordProblem(typeof value === 'string' ? value : '', length);
    return problem && PASSWORD_MESSAGES[problem];
  });
}

/** The repeated password: required, and equal to the field `passwordField`. */
export function passwordConfirmationValidator(passwordField: string): Validator {
  return composeValidators(required('validation.confirmationRequired'), matchesField(passwordField, 'validation.confirmationMismatch'));
}
