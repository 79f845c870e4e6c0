import { useMemo } from 'react';
import { newPasswordValidator, passwordConfirmationValidator } from '../forms/password-rules';
import { TextField } from './text-field';

export interface NewPasswordFieldsProps {
  /** Form field names of the password and of its confirmation. */
  name: string;
  confirmationName: string;
  /** The rule's minimum length (registration 6, profile 8). */
  minLength: number;
  /** Labels and the hint, already in the user's language (the hint may use the length). */
  label: string;
  confirmationLabel: string;
  hint: string;
}

/** A new password and its confirmation: required, long enough, and equal (spec §5). */
export function NewPasswordFields({ name, confirmationName, minLength, label, confirmationLabel, hint }: NewPasswordFieldsProps) {
  const validatePassword = useMemo(() => newPasswordValidator(minLength), [minLength]);
  const validateConfirmation = useMemo(() => passwordConfirmationValidator(name), [name]);
  const lengthValues = useMemo(() => ({ length: minLength }), [minLength]);
  return (
    <>
      <TextField name={name} type="password" autoComplete="new-password" label={label} hint={hint} validate={validatePassword} errorValues={lengthValues} />
      <TextField name={confirmationName} type="password" autoComplete="new-password" label={confirmationLabel} validate={validateConfirmation} />
    </>
  );
}
