import { useId } from 'react';
import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { Field, type Validator } from '@stepwise/shared';

export interface FeedbackFieldProps {
  name: string;
  label: string;
  validate: Validator;
  type?: 'text' | 'email';
  multiline?: boolean;
  autoComplete?: string;
  hint?: string;
  /** Values of the error messages' placeholders ({length}). */
  errorValues?: Record<string, string | number>;
}

/**
 * A labelled input or textarea bound to react-final-form: its error (a message id, with values) is
 * tied to it through aria-describedby and marked with aria-invalid.
 */
export function FeedbackField({ name, label, validate, type = 'text', multiline = false, autoComplete, hint, errorValues }: FeedbackFieldProps) {
  const theme = useTheme();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <Field<string> name={name} validate={validate as (value: string) => string | undefined}>
      {({ input, meta }) => {
        const error: string | undefined = meta.touched ? (meta.error ?? (!meta.dirtySinceLastSubmit ? meta.submitError : undefined)) : undefined;
        const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
        const control = {
          ...input,
          id,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy,
          css: {
            font: 'inherit',
            width: '100%',
            padding: theme.space.sm,
            border: `1px solid ${error ? theme.colors.danger : theme.colors.border}`,
            borderRadius: theme.radii.sm,
            background: theme.colors.background,
            color: theme.colors.text,
          },
        };
        return (
          <div css={{ display: 'grid', gap: theme.space.xs, marginBottom: theme.space.md }}>
            <label htmlFor={id} css={{ fontWeight: 600 }}>
              {label}
            </label>
            {multiline ? <textarea {...control} rows={5} css={{ ...control.css, resize: 'vertical', minHeight: '8rem' }} /> : <input {...control} type={type} autoComplete={autoComplete} />}
            {hint && (
              <small id={hintId} css={{ color: theme.colors.textMuted }}>
                {hint}
              </small>
            )}
            {error && (
              <small id={errorId} css={{ color: theme.colors.danger }}>
                <FormattedMessage id={error} values={errorValues} />
              </small>
            )}
          </div>
        );
      }}
    </Field>
  );
}
