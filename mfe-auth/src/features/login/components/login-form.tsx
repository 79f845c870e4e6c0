import type { SubmissionErrors } from 'final-form';
import { useIntl } from 'react-intl';
import { required, visuallyHidden } from '@stepwise/shared';
import { Form, TextField } from '@stepwise/shared/forms';
import { AuthForm } from '../../../common/components/auth-form';
import { SubmitButton } from '../../../common/components/submit-button';
import { validateEmail } from '../../../common/forms/auth-validators';
import type { LoginCredentials } from '../api/login-api';

export interface LoginFormProps {
  onSubmit: (values: LoginCredentials) => Promise<SubmissionErrors | void>;
  /** The sign-in is being checked (a proof of work is being solved): the button says so, in its place. */
  checking?: boolean;
}

export function LoginForm({ onSubmit, checking = false }: LoginFormProps) {
  const intl = useIntl();
  return (
    <Form<LoginCredentials> onSubmit={onSubmit}>
      {({ handleSubmit, submitting, submitError }) => (
        <AuthForm handleSubmit={handleSubmit} submitError={submitError}>
          <TextField name="email" type="email" autoComplete="email" label={intl.formatMessage({ id: 'auth.field.email' })} validate={validateEmail} />
          <TextField
            name="password"
            type="password"
            autoComplete="current-password"
            label={intl.formatMessage({ id: 'auth.field.password' })}
            validate={required('validation.passwordRequired')}
          />
          <SubmitButton submitting={submitting} labelId="auth.login.submit" busyLabelId={checking ? 'auth.login.checking' : 'auth.login.submitting'} />
          {/* Always there, so that screen readers announce the check when it starts; hidden, so nothing moves. */}
          <p role="status" css={visuallyHidden}>
            {checking && intl.formatMessage({ id: 'auth.login.checkingStatus' })}
          </p>
        </AuthForm>
      )}
    </Form>
  );
}
