import type { SubmissionErrors } from 'final-form';
import { useIntl } from 'react-intl';
import { Form, TextField } from '@stepwise/shared/forms';
import { AuthForm } from '../../../common/components/auth-form';
import { NewPasswordFields } from '../../../common/components/new-password-fields';
import { SubmitButton } from '../../../common/components/submit-button';
import { validateEmail, validateFirstName, validateLastName } from '../../../common/forms/auth-validators';
import { AcceptTermsField } from './accept-terms-field';

export interface RegisterValues {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  password_confirmation: string;
  accept: boolean;
}

export interface RegisterFormProps {
  onSubmit: (values: RegisterValues) => Promise<SubmissionErrors | void>;
}

export function RegisterForm({ onSubmit }: RegisterFormProps) {
  const intl = useIntl();
  return (
    <Form<RegisterValues> onSubmit={onSubmit}>
      {({ handleSubmit, submitting, submitError }) => (
        <AuthForm handleSubmit={handleSubmit} submitError={submitError}>
          <TextField name="first_name" autoComplete="given-name" label={intl.formatMessage({ id: 'auth.field.firstName' })} validate={validateFirstName} />
          <TextField name="last_name" autoComplete="family-name" label={intl.formatMessage({ id: 'auth.field.lastName' })} validate={validateLastName} />
          <TextField name="email" type="email" autoComplete="email" label={intl.formatMessage({ id: 'auth.field.email' })} validate={validateEmail} />
          <NewPasswordFields />
          <AcceptTermsField />
          <SubmitButton submitting={submitting} labelId="auth.register.submit" busyLabelId="auth.register.submitting" />
        </AuthForm>
      )}
    </Form>
  );
}
