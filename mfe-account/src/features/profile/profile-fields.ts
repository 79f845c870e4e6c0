import { required, type FieldCodeMessages } from '@stepwise/shared';

export const validateFirstName = required('account.profile.validation.firstNameRequired');
export const validateLastName = required('account.profile.validation.lastNameRequired');
export const validateCurrentPassword = required('account.profile.password.currentRequired');

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
