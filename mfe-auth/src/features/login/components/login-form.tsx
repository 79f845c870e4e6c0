import type { SubmissionErrors } from 'final-form';
import { useIntl } from 'react-intl';
import { required } from '@stepwise/shared';
import { Form, TextField } from '@stepwise/shared/forms';
import { AuthForm } from '../../../common/components/auth-form';
import { SubmitButton } from '../../../common/components/submit-button';
import { validateEmail } from '../../../common/forms/auth-validators';
import type { LoginCredentials } from '../api/login-api';

export interface LoginFormProps {
  onSubmit: (values: LoginCredentials) => Promise<SubmissionErrors | void>;
}

export function LoginForm({ onSubmit }: LoginFormProps) {
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
          <SubmitButton submitting={submitting} labelId="auth.login.submit" busyLabelId="auth.login.submitting" />
        </AuthForm>
      )}
    </Form>
  );
}
