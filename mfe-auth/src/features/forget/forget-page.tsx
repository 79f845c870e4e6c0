import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import { RouteLink, pathFor, resetEmailSent, toApiError, useAppDispatch, useAppSelector } from '@stepwise/shared';
import { AuthCard, AuthCardLinks } from '../../common/components/auth-card';
import { passwordResetRequest } from './api/remember-request';
import { ForgetForm, type ForgetValues } from './components/forget-form';
import { forgetSubmitErrors } from './forget-errors';

export default function ForgetPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // "Send again" from reset_email_sent comes back here with the address filled in.
  const previousEmail = useAppSelector((state) => state.auth.resetEmail) ?? undefined;

  async function submit(values: ForgetValues) {
    const email = values.email.trim();
    const result = await passwordResetRequest.send(dispatch, { email });
    if ('error' in result) return forgetSubmitErrors(toApiError(result.error));
    dispatch(resetEmailSent(email));
    navigate(pathFor('reset_email_sent'));
    return undefined;
  }

  return (
    <AuthCard titleId="auth.forget.title" onStart={passwordResetRequest.preload}>
      <p>
        <FormattedMessage id="auth.forget.intro" />
      </p>
      <ForgetForm onSubmit={submit} initialEmail={previousEmail} />
      <AuthCardLinks>
        <RouteLink to="login">
          <FormattedMessage id="auth.common.backToLogin" />
        </RouteLink>
      </AuthCardLinks>
    </AuthCard>
  );
}
