import type { ReactNode } from 'react';
import { useTheme, type Theme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';

export interface FieldMeta {
  touched?: boolean;
  modified?: boolean;
  submitFailed?: boolean;
  error?: unknown;
  submitError?: unknown;
  dirtySinceLastSubmit?: boolean;
}

/**
 * The message id to show under a field: its validation error once the user has changed and left
 * it, or after a submit attempt; a server error until the field is edited. Merely passing through
 * an empty field shows nothing, so no message appears (and moves the submit button) on the way to
 * pressing it.
 */
export function visibleFieldError(meta: FieldMeta): string | undefined {
  const engaged = (meta.touched && meta.modified) || meta.submitFailed;
  if (!engaged) return undefined;
  const error = meta.error ?? (!meta.dirtySinceLastSubmit ? meta.submitError : undefined);
  return typeof error === 'string' ? error : undefined;
}

export function fieldDescriptionIds(id: string, hint: ReactNode | undefined, error: string | undefined): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

/** Hint and error lines under a control, with the ids its aria-describedby points at. */
export function FieldHelp({ id, hint, error, values }: { id: string; hint?: ReactNode; error?: string; values?: Record<string, string | number> }) {
  const theme = useTheme();
  return (
    <>
      {hint && (
        <small id={`${id}-hint`} css={{ color: theme.colors.textMuted }}>
          {hint}
        </small>
      )}
      {error && (
        <small id={`${id}-error`} css={{ color: theme.colors.danger }}>
          <FormattedMessage id={error} values={values} />
        </small>
      )}
    </>
  );
}

/** The id and state attributes of a control with a hint and an error under it. */
export function controlAttributes(id: string, hint: ReactNode | undefined, error: string | undefined) {
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': fieldDescriptionIds(id, hint, error) };
}

/** The box of a text-like control (input, textarea, select): red-bordered while it shows an error. */
export function controlStyle(theme: Theme, error: string | undefined) {
  return { font: 'inherit', padding: theme.space.sm, border: `1px solid ${error ? theme.colors.danger : theme.colors.border}`, borderRadius: theme.radii.sm };
}

/** A labelled control's frame: the label above it, its hint and error below it. */
export function LabelledControl({ id, label, hint, error, errorValues, children }: { id: string; label: ReactNode; hint?: ReactNode; error?: string; errorValues?: Record<string, string | number>; children: ReactNode }) {
  const theme = useTheme();
  return (
    <div css={{ display: 'grid', gap: theme.space.xs, marginBottom: theme.space.md }}>
      <label htmlFor={id} css={{ fontWeight: 600 }}>
        {label}
      </label>
      {children}
      <FieldHelp id={id} hint={hint} error={error} values={errorValues} />
    </div>
  );
}
