import { FORM_ERROR } from '@stepwise/shared/forms';

/** A form-level message (react-final-form's FORM_ERROR): a message id and its values. */
export interface FormMessage {
  id: string;
  values?: Record<string, string | number>;
}

export function isFormMessage(value: unknown): value is FormMessage {
  return typeof value === 'object' && value !== null && typeof (value as FormMessage).id === 'string';
}

/** Submit errors carrying only a form-level message. */
export function formError(id: string, values?: FormMessage['values']) {
  return { [FORM_ERROR]: { id, values } satisfies FormMessage };
}
