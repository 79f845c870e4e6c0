import { composeValidators, email, matchesField, minLength, required } from '@stepwise/shared';

/** Registration and a new password after recovery: at least this many characters (spec §5, §9). */
export const PASSWORD_MIN_LENGTH = 6;

export const validateEmail = composeValidators(required('validation.emailRequired'), email('validation.emailInvalid'));

export const validateNewPassword = composeValidators(
  required('validation.passwordRequired'),
  minLength(PASSWORD_MIN_LENGTH, 'auth.validation.passwordMinLength'),
);

export const validatePasswordConfirmation = composeValidators(
  required('auth.validation.confirmationRequired'),
  matchesField('password', 'auth.validation.confirmationMismatch'),
);
