import { forwardRef, useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { useTheme } from '@emotion/react';
import { Field } from 'react-final-form';
import { messageIdsOf, type Validator } from '@stepwise/shared';
import { LabelledControl, controlAttributes, controlStyle, visibleFieldError } from './field-shell';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id'> {
  name: string;
  label: string;
  validate?: Validator;
  hint?: ReactNode;
  /** Values for placeholders in the error message (e.g. `{length}`). */
  errorValues?: Record<string, string | number>;
}

/** A labelled multi-line text input bound to react-final-form, like TextField; it grows vertically only. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { name, label, validate, hint, errorValues, rows = 5, ...textareaProps },
  ref,
) {
  const theme = useTheme();
  const id = useId();
  return (
    <Field<string> name={name} validate={validate as (value: unknown) => string | undefined}>
      {({ input, meta }) => {
        const error = visibleFieldError(meta);
        return (
          <LabelledControl id={id} label={label} hint={hint} error={error} errorValues={errorValues} messageIds={messageIdsOf(validate)}>
            <textarea
              {...input}
              {...textareaProps}
              ref={ref}
              rows={rows}
              {...controlAttributes(id, hint, error)}
              css={{ ...controlStyle(theme, error), resize: 'vertical', minHeight: '8rem' }}
            />
          </LabelledControl>
        );
      }}
    </Field>
  );
});
