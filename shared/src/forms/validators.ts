/**
 * Field validators for react-final-form. Each returns a message id (or undefined when valid);
 * the Russian and English texts live in the shared catalogue and are the specification's.
 * A validator may name the messages it can return (`messageIds`): the field keeps room for the
 * tallest of them, so a message appearing moves nothing below the field.
 * The rules themselves (what an email is, how long a name may be) are the API contract's.
 */
import { isEmail, NAME_MAX_LENGTH } from '@stepwise/contracts/rules';

export type Validator<V = unknown> = ((value: V, allValues?: object) => string | undefined) & { readonly messageIds?: readonly string[] };

/** A validator that names every message id it can return. */
export function validatorOf<V = unknown>(messageIds: readonly string[], validate: (value: V, allValues?: object) => string | undefined): Validator<V> {
  return Object.assign(validate, { messageIds });
}

/** The message ids a validator can return, as far as it names them. */
export function messageIdsOf(validate: Validator | undefined): readonly string[] {
  return validate?.messageIds ?? [];
}

export const required = (messageId: string): Validator =>
  validatorOf([messageId], (value) =>
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || value === false ? messageId : undefined,
  );

export const minLength = (length: number, messageId: string): Validator =>
  validatorOf([messageId], (value) => (typeof value === 'string' && value.length > 0 && value.length < length ? messageId : undefined));

export const email = (messageId: string): Validator =>
  validatorOf([messageId], (value) => (typeof value === 'string' && value.length > 0 && !isEmail(value.trim()) ? messageId : undefined));

/** At most `length` characters once trimmed (the API trims names before it counts). */
export const maxLength = (length: number, messageId: string): Validator =>
  validatorOf([messageId], (value) => (typeof value === 'string' && [...value.trim()].length > length ? messageId : undefined));

/** A person's first or last name: required, at most NAME_MAX_LENGTH characters. */
export const personName = (requiredMessageId: string): Validator =>
  composeValidators(required(requiredMessageId), maxLength(NAME_MAX_LENGTH, 'validation.tooLong'));

export const matchesField = (field: string, messageId: string): Validator =>
  validatorOf([messageId], (value, allValues) => (value !== (allValues as Record<string, unknown> | undefined)?.[field] ? messageId : undefined));

/** Runs validators in order and returns the first message. */
export const composeValidators = (...validators: Validator[]): Validator =>
  validatorOf([...new Set(validators.flatMap(messageIdsOf))], (value, allValues) => {
    for (const validate of validators) {
      const error = validate(value, allValues);
      if (error) return error;
    }
    return undefined;
  });
