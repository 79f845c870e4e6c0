import { useRef, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { FormAlert } from '@stepwise/shared';
import { isFormMessage } from '../forms/form-message';

export interface AuthFormProps {
  /** react-final-form's handleSubmit. */
  handleSubmit: (event?: FormEvent<HTMLFormElement>) => Promise<unknown> | undefined;
  /** react-final-form's submitError (the FORM_ERROR of the last submit). */
  submitError?: unknown;
  children: ReactNode;
}

/** Moves focus to the first field with an error, so a keyboard user lands where the fix is needed. */
function focusFirstInvalid(form: HTMLFormElement | null) {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

/**
 * A form of the auth screens: browser validation off (messages come from our validators), the
 * form-level error announced above the fields, focus on the first invalid field after a submit.
 */
export function AuthForm({ handleSubmit, submitError, children }: AuthFormProps) {
  const formRef = useRef<HTMLFormElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    await handleSubmit(event);
    // After React has rendered the errors of this submit.
    window.setTimeout(() => focusFirstInvalid(formRef.current), 0);
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} css={{ display: 'grid' }}>
      {isFormMessage(submitError) && (
        <FormAlert>
          <FormattedMessage id={submitError.id} values={submitError.values} />
        </FormAlert>
      )}
      {children}
    </form>
  );
}
