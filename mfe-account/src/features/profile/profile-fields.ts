import { composeValidators, matchesField, minLength, required } from '@stepwise/shared';
import type { FieldCodeMessages } from '../../common/forms/server-field-errors';

/** The profile's new password: at least this many characters (spec §5, §9: the profile hint says 8). */
export const PROFILE_PASSWORD_MIN_LENGTH = 8;

export const validateFirstName = required('account.profile.validation.firstNameRequired');
export const validateLastName = required('account.profile.validation.lastNameRequired');
export const validateCurrentPassword = required('account.profile.password.currentRequired');
export const validateNewPassword = composeValidators(required('validation.passwordRequired'), minLength(PROFILE_PASSWORD_MIN_LENGTH, 'validation.passwordMinLength'));
export const validateConfirmation = composeValidators(required('validation.confirmationRequired'), matchesField('new_password', 'validation.confirmationMismatch'));

/** Field codes of PUT users/me (400 validation_failed) as message ids. */
export const PROFILE_FIELD_MESSAGES: FieldCodeMessages = {
  first_name: { required: 'account.profile.validation.firstNameRequired' },
  last_name: { required: 'account.profile.validation.lastNameRequired' },
  lang: {},
};

export const PASSWORD_FIELD_MESSAGES: FieldCodeMessages = {
  current_password: { required: 'account.profile.password.currentRequired', wrong: 'account.profile.password.currentWrong' },
  new_password: { required: 'validation.passwordRequired', min_length: 'validation.passwordMinLength' },
};
