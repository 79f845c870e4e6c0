import { Form } from '@stepwise/shared/forms';
import type { SubmissionErrors } from 'final-form';
import { AuthForm } from '../../../common/components/auth-form';
import { NewPasswordFields } from '../../../common/components/new-password-fields';
import { SubmitButton } from '../../../common/components/submit-button';

export interface RestoreValues {
  password: string;
  password_confirmation: string;
}

export function RestoreForm({ onSubmit }: { onSubmit: (values: RestoreValues) => Promise<SubmissionErrors | void> }) {
  return (
    <Form<RestoreValues> onSubmit={onSubmit}>
      {({ handleSubmit, submitting, submitError }) => (
        <AuthForm handleSubmit={handleSubmit} submitError={submitError}>
          <NewPasswordFields />
          <SubmitButton submitting={submitting} labelId="auth.restore.submit" busyLabelId="auth.restore.submitting" />
        </AuthForm>
      )}
    </Form>
  );
}
