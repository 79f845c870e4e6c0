import { useIntl } from 'react-intl';
import { PASSWORD_MIN_LENGTH, TextField } from '@stepwise/shared';
import { validateNewPassword, validatePasswordConfirmation } from '../forms/auth-validators';

const lengthValues = { length: PASSWORD_MIN_LENGTH };

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
        hint={intl.formatMessage({ id: 'auth.password.hint' }, lengthValues)}
        validate={validateNewPassword}
        errorValues={lengthValues}
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
