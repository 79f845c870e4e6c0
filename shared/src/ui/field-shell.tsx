import type { ReactNode } from 'react';
import { useTheme, type Theme } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';

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

/** Values for placeholders in a field's messages (e.g. `{length}`). */
export type MessageValues = Record<string, string | number>;

export interface FieldHelpProps {
  id: string;
  hint?: ReactNode;
  error?: string;
  values?: MessageValues;
  /** Every message id the field's validator can show (see `messageIdsOf`): room is kept for the tallest. */
  messageIds?: readonly string[];
}

/**
 * The hint and the message line under a control, with the ids its aria-describedby points at.
 *
 * The message line is always there and always as tall as the tallest message the field can show
 * (at least one line): the messages are laid, invisibly and outside the page's text, in the same
 * grid cell as the shown one. So a message appearing on blur moves nothing below the field, and
 * the submit button the user is pressing stays under the pointer; a long message still wraps and
 * is read in full.
 */
export function FieldHelp({ id, hint, error, values, messageIds = [] }: FieldHelpProps) {
  const theme = useTheme();
  const intl = useIntl();
  const cell = { gridRow: 1, gridColumn: 1 } as const;
  return (
    <>
      {hint && (
        <small id={`${id}-hint`} css={{ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }}>
          {hint}
        </small>
      )}
      <div data-message-line="" css={{ display: 'grid', fontSize: theme.fontSizes.sm, lineHeight: MESSAGE_LINE_HEIGHT, minHeight: `${MESSAGE_LINE_HEIGHT}em` }}>
        {messageIds.map((messageId) => (
          <span
            key={messageId}
            aria-hidden="true"
            data-reserved-message={intl.formatMessage({ id: messageId }, values)}
            css={{ ...cell, visibility: 'hidden', '&::before': { content: 'attr(data-reserved-message)' } }}
          />
        ))}
        {error && (
          <small id={`${id}-error`} css={{ ...cell, color: theme.colors.danger, fontSize: 'inherit' }}>
            <FormattedMessage id={error} values={values} />
          </small>
        )}
      </div>
    </>
  );
}

/** Line height of the message line under a field; its empty height is one such line. */
const MESSAGE_LINE_HEIGHT = 1.5;

/** The id and state attributes of a control with a hint and an error under it. */
export function controlAttributes(id: string, hint: ReactNode | undefined, error: string | undefined) {
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': fieldDescriptionIds(id, hint, error) };
}

/** The box of a text-like control (input, textarea, select): red-bordered while it shows an error. */
export function controlStyle(theme: Theme, error: string | undefined) {
  return { font: 'inherit', padding: theme.space.sm, border: `1px solid ${error ? theme.colors.danger : theme.colors.border}`, borderRadius: theme.radii.sm };
}

/** A labelled control's frame: the label above it, its hint and error below it. */
export function LabelledControl({
  id,
  label,
  hint,
  error,
  errorValues,
  messageIds,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  errorValues?: MessageValues;
  messageIds?: readonly string[];
  children: ReactNode;
}) {
  return (
    <div css={fieldFrameStyle(useTheme())}>
      <label htmlFor={id} css={{ fontWeight: 600 }}>
        {label}
      </label>
      {children}
      <FieldHelp id={id} hint={hint} error={error} values={errorValues} messageIds={messageIds} />
    </div>
  );
}

/** A field's frame: control, hint and message line in a column; the message line is the space to the next field. */
export function fieldFrameStyle(theme: Theme) {
  return { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: theme.space.xs, marginBottom: theme.space.sm } as const;
}
