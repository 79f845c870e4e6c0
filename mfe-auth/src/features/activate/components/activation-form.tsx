import { useRef } from 'react';
import type { SubmissionErrors } from 'final-form';
import { useIntl } from 'react-intl';
import { composeValidators, required, validatorOf } from '@stepwise/shared';
import { Form } from '@stepwise/shared/forms';
import { AuthForm } from '../../../common/components/auth-form';
import { SubmitButton } from '../../../common/components/submit-button';
import { normalizeCode } from '../activation-errors';
import { CodeField } from './code-field';
import { ResendCode } from './resend-code';

export const CODE_LENGTH = 6;

export interface ActivationValues {
  code: string;
}

const validateCode = composeValidators(
  required('validation.codeRequired'),
  validatorOf(['auth.activate.codeFormat'], (value) =>
    typeof value === 'string' && !new RegExp(`^\\d{${CODE_LENGTH}}$`).test(normalizeCode(value)) ? 'auth.activate.codeFormat' : undefined,
  ),
);

export interface ActivationFormProps {
  email: string | null;
  onSubmit: (values: ActivationValues) => Promise<SubmissionErrors | void>;
  onAlreadyActive: () => void;
}

export function ActivationForm({ email, onSubmit, onAlreadyActive }: ActivationFormProps) {
  const intl = useIntl();
  const wrapperRef = useRef<HTMLDivElement>(null);
  return (
    <Form<ActivationValues> onSubmit={onSubmit}>
      {({ handleSubmit, submitting, submitError, form }) => (
        <div ref={wrapperRef}>
          <AuthForm handleSubmit={handleSubmit} submitError={submitError}>
            <CodeField
              name="code"
              length={CODE_LENGTH}
              label={intl.formatMessage({ id: 'auth.activate.code' })}
              hint={intl.formatMessage({ id: 'auth.activate.codeHint' }, { length: CODE_LENGTH })}
              validate={validateCode}
              // The sixth digit sends the code: nothing is left to do but press the button.
              onComplete={() => {
                if (!form.getState().submitting) void form.submit();
              }}
            />
            <SubmitButton submitting={submitting} labelId="auth.activate.submit" busyLabelId="auth.activate.submitting" />
          </AuthForm>
          <ResendCode
            email={email}
            onAlreadyActive={onAlreadyActive}
            onSent={() => {
              form.reset();
              wrapperRef.current?.querySelector<HTMLInputElement>('input[name="code"]')?.focus();
            }}
          />
        </div>
      )}
    </Form>
  );
}
