import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router';
import { RouteLink, safeNextPath, signIn, toApiError, useAppDispatch } from '@stepwise/shared';
import { AuthCard, AuthCardLinks } from '../../common/components/auth-card';
import { OrSeparator } from '../../common/components/or-separator';
import { StatusMessage } from '../../common/components/status-message';
import { formError } from '../../common/forms/form-message';
import { ProviderSignInButton } from '../provider-login';
import type { LoginCredentials } from './api/login-api';
import { loginRequest } from './api/login-request';
import { LoginForm } from './components/login-form';
import { useChallengedLogin } from './proof-of-work/use-challenged-login';
import { RESTORED_QUERY_FLAG } from './restored-flag';
import { loginSubmitErrors } from './login-errors';

export default function LoginPage() {
  const dispatch = useAppDispatch();
  const [searchParams] = useSearchParams();
  const restored = searchParams.get(RESTORED_QUERY_FLAG) === '1';
  const next = safeNextPath(searchParams.get('next'));

  const { checking, send } = useChallengedLogin();

  async function submit(credentials: LoginCredentials) {
    const result = await send({ email: credentials.email.trim(), password: credentials.password });
    if ('unsolvable' in result) return formError('auth.login.checkUnavailable');
    if ('error' in result) return loginSubmitErrors(toApiError(result.error));
    // With the user loaded, the shell's guard moves on: to ?next=, account-workspaces or activate.
    const user = await dispatch(signIn(result.data.access_token, 'password'));
    if (!user) return formError('error.tryLater');
    return undefined;
  }

  return (
    <AuthCard titleId="auth.login.title" onStart={loginRequest.preload}>
      {restored && (
        <StatusMessage>
          <FormattedMessage id="auth.login.passwordRestored" />
        </StatusMessage>
      )}
      <LoginForm onSubmit={submit} checking={checking} />
      <OrSeparator />
      <ProviderSignInButton provider="google" labelId="auth.login.withProvider" />
      <AuthCardLinks>
        <RouteLink to="forget">
          <FormattedMessage id="auth.login.forgot" />
        </RouteLink>
        <RouteLink to="register" query={next ? { next } : undefined}>
          <FormattedMessage id="auth.login.register" />
        </RouteLink>
      </AuthCardLinks>
    </AuthCard>
  );
}
