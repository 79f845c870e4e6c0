import type { FormEvent, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { FormAlert } from '@stepwise/shared';
import { ValidatedForm } from '@stepwise/shared/forms';
import { isFormMessage } from '../forms/form-message';

export interface AuthFormProps {
  /** react-final-form's handleSubmit. */
  handleSubmit: (event?: FormEvent<HTMLFormElement>) => Promise<unknown> | undefined;
  /** react-final-form's submitError (the FORM_ERROR of the last submit). */
  submitError?: unknown;
  children: ReactNode;
}

/**
 * A form of the auth screens: a ValidatedForm (our validators' messages, focus on the first
 * invalid field after a submit) with the form-level error announced above the fields.
 */
export function AuthForm({ handleSubmit, submitError, children }: AuthFormProps) {
  return (
    <ValidatedForm handleSubmit={handleSubmit} css={{ display: 'grid' }}>
      {isFormMessage(submitError) && (
        <FormAlert>
          <FormattedMessage id={submitError.id} values={submitError.values} />
        </FormAlert>
      )}
      {children}
    </ValidatedForm>
  );
}
