import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTheme } from '@emotion/react';
import { Field } from 'react-final-form';
import { messageIdsOf, type Validator } from '@stepwise/shared';
import { LabelledControl, controlAttributes, controlStyle, visibleFieldError } from './field-shell';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'> {
  name: string;
  label: string;
  validate?: Validator;
  hint?: ReactNode;
  /** Values for placeholders in the error message (e.g. `{length}`). */
  errorValues?: Record<string, string | number>;
  /**
   * The value is refused by something other than the field's validator (e.g. a server check whose
   * answer is shown next to the field, whose id goes in `aria-describedby`): the control is marked
   * invalid and red-bordered like a field with an error.
   */
  invalid?: boolean;
}

/** A labelled text input bound to react-final-form; its error is announced and tied to the input. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { name, label, validate, hint, errorValues, invalid = false, type = 'text', ...inputProps },
  ref,
) {
  const theme = useTheme();
  const id = useId();
  return (
    <Field name={name} validate={validate as (value: unknown) => string | undefined} type={type}>
      {({ input, meta }) => {
        const error = visibleFieldError(meta);
        const attributes = controlAttributes(id, hint, error);
        const refused = !error && invalid;
        const describedBy = [attributes['aria-describedby'], refused ? inputProps['aria-describedby'] : undefined].filter(Boolean).join(' ') || undefined;
        return (
          <LabelledControl id={id} label={label} hint={hint} error={error} errorValues={errorValues} messageIds={messageIdsOf(validate)}>
            <input
              {...input}
              {...inputProps}
              ref={ref}
              {...attributes}
              aria-invalid={attributes['aria-invalid'] ?? (refused || undefined)}
              aria-describedby={describedBy}
              css={controlStyle(theme, error ?? (refused ? 'refused' : undefined))}
            />
          </LabelledControl>
        );
      }}
    </Field>
  );
});
