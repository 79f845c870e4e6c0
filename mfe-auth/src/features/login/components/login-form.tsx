import { useTheme } from '@emotion/react';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, FormAlert, TextField, composeValidators, email, required } from '@stepwise/shared';
import type { LoginCredentials } from '../api/login-api';

export interface LoginFormProps {
  onSubmit: (values: LoginCredentials) => Promise<void>;
  errorMessageId: string | null;
}

export function LoginForm({ onSubmit, errorMessageId }: LoginFormProps) {
  const intl = useIntl();
  const theme = useTheme();
  return (
    <Form<LoginCredentials> onSubmit={onSubmit}>
      {({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate css={{ display: 'grid' }}>
          {errorMessageId && (
            <FormAlert>
              <FormattedMessage id={errorMessageId} />
            </FormAlert>
          )}
          <TextField
            name="email"
            type="email"
            autoComplete="email"
            label={intl.formatMessage({ id: 'auth.login.email' })}
            validate={composeValidators(required('validation.emailRequired'), email('validation.emailInvalid'))}
          />
          <TextField
            name="password"
            type="password"
            autoComplete="current-password"
            label={intl.formatMessage({ id: 'auth.login.password' })}
            validate={required('validation.passwordRequired')}
          />
          <Button type="submit" disabled={submitting} css={{ marginTop: theme.space.sm }}>
            <FormattedMessage id={submitting ? 'auth.login.submitting' : 'auth.login.submit'} />
          </Button>
        </form>
      )}
    </Form>
  );
}
