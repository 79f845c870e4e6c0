import { useIntl } from 'react-intl';
import { TextField } from '@stepwise/shared';
import { PASSWORD_MIN_LENGTH, validateNewPassword, validatePasswordConfirmation } from '../forms/auth-validators';

/** Password and its confirmation, as registration and password recovery ask for them. */
export function NewPasswordFields() {
  const intl = useIntl();
  return (
    <>
      <TextField
        name="password"
        type="password"
        autoComplete="new-password"
        label={intl.formatMessage({ id: 'auth.password.new' })}
        hint={intl.formatMessage({ id: 'auth.password.hint' }, { length: PASSWORD_MIN_LENGTH })}
        validate={validateNewPassword}
      />
      <TextField
        name="password_confirmation"
        type="password"
        autoComplete="new-password"
        label={intl.formatMessage({ id: 'auth.password.confirmation' })}
        validate={validatePasswordConfirmation}
      />
    </>
  );
}
