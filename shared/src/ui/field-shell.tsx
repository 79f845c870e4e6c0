import type { ReactNode } from 'react';
import { useTheme } from '@emotion/react';
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
