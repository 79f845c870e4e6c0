import { useState } from 'react';
import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { RouteLink, toApiError, tokenStorage } from '@stepwise/shared';
import { useLoginMutation, type LoginCredentials } from './api/login-api';
import { LoginForm } from './components/login-form';
import { loginErrorMessageId } from './login-error-message';

export default function LoginPage() {
  const theme = useTheme();
  const [login] = useLoginMutation();
  const [errorMessageId, setErrorMessageId] = useState<string | null>(null);

  async function submit(credentials: LoginCredentials) {
    setErrorMessageId(null);
    const result = await login({ email: credentials.email.trim(), password: credentials.password });
    if ('error' in result) {
      setErrorMessageId(loginErrorMessageId(toApiError(result.error)));
      return;
    }
    tokenStorage.set(result.data.access_token);
  }

  return (
    <section css={{ background: theme.colors.background, padding: theme.space.lg, borderRadius: theme.radii.md, boxShadow: '0 1px 3px rgb(0 0 0 / 0.12)' }}>
      <h1 css={{ marginTop: 0, fontSize: theme.fontSizes.xl }}>
        <FormattedMessage id="auth.login.title" />
      </h1>
      <LoginForm onSubmit={submit} errorMessageId={errorMessageId} />
      <p css={{ display: 'flex', justifyContent: 'space-between', gap: theme.space.md, flexWrap: 'wrap' }}>
        <RouteLink to="forget">
          <FormattedMessage id="auth.login.forgot" />
        </RouteLink>
        <RouteLink to="register">
          <FormattedMessage id="auth.login.register" />
        </RouteLink>
      </p>
    </section>
  );
}
