import { FormattedMessage } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { RouteLink, pathFor, safeNextPath, selectLocale, signIn, toApiError, useAppDispatch, useAppSelector } from '@stepwise/shared';
import { AuthCard, AuthCardLinks } from '../../common/components/auth-card';
import { OrSeparator } from '../../common/components/or-separator';
import { formError } from '../../common/forms/form-message';
import { ProviderSignInButton } from '../provider-login';
import { resendSchedule } from '../../common/activation/resend-schedule';
import { registerRequest } from './api/register-request';
import { RegisterForm, type RegisterValues } from './components/register-form';
import { registerSubmitErrors } from './register-errors';

export default function RegisterPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const lang = useAppSelector(selectLocale);
  // Where the visitor was going (e.g. an invitation): carried through activation, our own paths only.
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));

  async function submit(values: RegisterValues) {
    const result = await registerRequest.send(dispatch, {
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      email: values.email.trim(),
      password: values.password,
      password_confirmation: values.password_confirmation,
      lang,
      accept: true,
    });
    if ('error' in result) return registerSubmitErrors(toApiError(result.error));
    resendSchedule.remember(result.data.resend_available_in);
    const user = await dispatch(signIn(result.data.access_token));
    // The account exists already; only opening it failed.
    if (!user) return formError('auth.register.openFailed');
    // A new user activates the account first (the shell's guard would send them there too).
    const query = next ? { next } : undefined;
    navigate(user.status === 'new' ? pathFor('activate', { query }) : (next ?? pathFor('account-workspaces')), { replace: true });
    return undefined;
  }

  return (
    <AuthCard titleId="auth.register.title" onStart={registerRequest.preload}>
      <RegisterForm onSubmit={submit} />
      <OrSeparator />
      <ProviderSignInButton provider="google" labelId="auth.register.withProvider" />
      <AuthCardLinks>
        <span>
          <FormattedMessage id="auth.register.haveAccount" />{' '}
          <RouteLink to="login" query={next ? { next } : undefined}>
            <FormattedMessage id="auth.register.signIn" />
          </RouteLink>
        </span>
      </AuthCardLinks>
    </AuthCard>
  );
}
