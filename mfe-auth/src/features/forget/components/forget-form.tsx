import type { SubmissionErrors } from 'final-form';
import { useIntl } from 'react-intl';
import { Form, TextField } from '@stepwise/shared/forms';
import { AuthForm } from '../../../common/components/auth-form';
import { SubmitButton } from '../../../common/components/submit-button';
import { validateEmail } from '../../../common/forms/auth-validators';

export interface ForgetValues {
  email: string;
}

export function ForgetForm({ onSubmit, initialEmail }: { onSubmit: (values: ForgetValues) => Promise<SubmissionErrors | void>; initialEmail?: string }) {
  const intl = useIntl();
  return (
    <Form<ForgetValues> onSubmit={onSubmit} initialValues={initialEmail ? { email: initialEmail } : undefined}>
      {({ handleSubmit, submitting, submitError }) => (
        <AuthForm handleSubmit={handleSubmit} submitError={submitError}>
          <TextField name="email" type="email" autoComplete="email" label={intl.formatMessage({ id: 'auth.field.email' })} validate={validateEmail} />
          <SubmitButton submitting={submitting} labelId="auth.forget.submit" busyLabelId="auth.forget.submitting" />
        </AuthForm>
      )}
    </Form>
  );
}
