import { useRef, type FormEvent, type FormHTMLAttributes } from 'react';

export interface ValidatedFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'> {
  /** react-final-form's handleSubmit. */
  handleSubmit: (event?: FormEvent<HTMLFormElement>) => Promise<unknown> | undefined;
}

/**
 * A form whose messages come from our validators: browser validation off, and after a submit the
 * focus moves to the first field with an error, so a keyboard user lands where the fix is needed.
 */
export function ValidatedForm({ handleSubmit, children, ...formProps }: ValidatedFormProps) {
  const formRef = useRef<HTMLFormElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    await handleSubmit(event);
    // After React has rendered the errors of this submit.
    window.setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
  }

  return (
    <form {...formProps} ref={formRef} noValidate onSubmit={submit}>
      {children}
    </form>
  );
}
