import { useIntl } from 'react-intl';
import { REGISTRATION_PASSWORD_MIN_LENGTH } from '@stepwise/shared';
import { NewPasswordFields as SharedNewPasswordFields } from '@stepwise/shared/forms';

/** Password and its confirmation, as registration and password recovery ask for them. */
export function NewPasswordFields() {
  const intl = useIntl();
  return (
    <SharedNewPasswordFields
      name="password"
      minLength={REGISTRATION_PASSWORD_MIN_LENGTH}
      label={intl.formatMessage({ id: 'auth.password.new' })}
      confirmationLabel={intl.formatMessage({ id: 'auth.password.confirmation' })}
    />
  );
}
