/**
 * Field validators for react-final-form. Each returns a message id (or undefined when valid);
 * the Russian and English texts live in the shared catalogue and are the specification's.
 */
export type Validator<V = unknown> = (value: V, allValues?: object) => string | undefined;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const required =
  (messageId: string): Validator =>
  (value) =>
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || value === false ? messageId : undefined;

export const minLength =
  (length: number, messageId: string): Validator =>
  (value) =>
    typeof value === 'string' && value.length > 0 && value.length < length ? messageId : undefined;

export const email =
  (messageId: string): Validator =>
  (value) =>
    typeof value === 'string' && value.length > 0 && !EMAIL_PATTERN.test(value.trim()) ? messageId : undefined;

export const matchesField =
  (field: string, messageId: string): Validator =>
  (value, allValues) =>
    value !== (allValues as Record<string, unknown> | undefined)?.[field] ? messageId : undefined;

/** Runs validators in order and returns the first message. */
export const composeValidators =
  (...validators: Validator[]): Validator =>
  (value, allValues) => {
    for (const validate of validators) {
      const error = validate(value, allValues);
      if (error) return error;
    }
    return undefined;
  };
