import { PASSWORD_MIN_LENGTH, composeValidators, email, newPasswordValidator, passwordConfirmationValidator, required } from '@stepwise/shared';

export const validateEmail = composeValidators(required('validation.emailRequired'), email('validation.emailInvalid'));

/** Registration and a new password after recovery (spec §5). */
export const validateNewPassword = newPasswordValidator(PASSWORD_MIN_LENGTH);

export const validatePasswordConfirmation = passwordConfirmationValidator('password');
