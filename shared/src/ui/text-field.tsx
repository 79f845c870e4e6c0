import { useId, type InputHTMLAttributes } from 'react';
import { useTheme } from '@emotion/react';
import { Field } from 'react-final-form';
import { FormattedMessage } from 'react-intl';
import type { Validator } from '../forms/validators';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'> {
  name: string;
  label: string;
  validate?: Validator;
  hint?: string;
}

/** A labelled text input bound to react-final-form; its error is announced and tied to the input. */
export function TextField({ name, label, validate, hint, type = 'text', ...inputProps }: TextFieldProps) {
  const theme = useTheme();
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <Field name={name} validate={validate as (value: unknown) => string | undefined} type={type}>
      {({ input, meta }) => {
        const error: string | undefined = meta.touched ? (meta.error ?? (!meta.dirtySinceLastSubmit ? meta.submitError : undefined)) : undefined;
        const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
        return (
          <div css={{ display: 'grid', gap: theme.space.xs, marginBottom: theme.space.md }}>
            <label htmlFor={id} css={{ fontWeight: 600 }}>
              {label}
            </label>
            <input
              {...input}
              {...inputProps}
              id={id}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              css={{
                font: 'inherit',
                padding: theme.space.sm,
                border: `1px solid ${error ? theme.colors.danger : theme.colors.border}`,
                borderRadius: theme.radii.sm,
              }}
            />
            {hint && (
              <small id={hintId} css={{ color: theme.colors.textMuted }}>
                {hint}
              </small>
            )}
            {error && (
              <small id={errorId} css={{ color: theme.colors.danger }}>
                <FormattedMessage id={error} />
              </small>
            )}
          </div>
        );
      }}
    </Field>
  );
}
