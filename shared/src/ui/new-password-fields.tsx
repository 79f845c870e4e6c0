import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { REGISTRATION_PASSWORD_MIN_LENGTH, PROFILE_PASSWORD_MIN_LENGTH, newPasswordValidator, passwordConfirmationValidator } from '@stepwise/shared';
import { TextField } from './text-field';

export interface NewPasswordFieldsProps {
  /** Form field name of the password; its confirmation's is `<name>_confirmation` unless given. */
  name: string;
  confirmationName?: string;
  /** The rule's minimum length (registration 6, profile 8). */
  minLength: number;
  /** Labels, already in the user's language. */
  label: string;
  confirmationLabel: string;
  /** The hint under the password; by default the rule and why sign-up and profile differ (6 and 8). */
  hint?: string;
}

/** A new password and its confirmation: required, long enough, and equal (spec §5). */
export function NewPasswordFields({ name, confirmationName = `${name}_confirmation`, minLength, label, confirmationLabel, hint }: NewPasswordFieldsProps) {
  const intl = useIntl();
  const validatePassword = useMemo(() => newPasswordValidator(minLength), [minLength]);
  const validateConfirmation = useMemo(() => passwordConfirmationValidator(name), [name]);
  const lengthValues = useMemo(() => ({ length: minLength }), [minLength]);
  return (
    <>
      <TextField
        name={name}
        type="password"
        autoComplete="new-password"
        label={label}
        hint={
          hint ??
          intl.formatMessage({ id: 'password.hint' }, { ...lengthValues, signup: REGISTRATION_PASSWORD_MIN_LENGTH, profile: PROFILE_PASSWORD_MIN_LENGTH })
        }
        validate={validatePassword}
        errorValues={lengthValues}
      />
      <TextField name={confirmationName} type="password" autoComplete="new-password" label={confirmationLabel} validate={validateConfirmation} />
    </>
  );
}
