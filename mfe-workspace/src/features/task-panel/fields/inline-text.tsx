import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTheme } from '@emotion/react';
import { FieldFrame, inlineControlStyle } from './field-frame';

export interface InlineTextProps {
  label: string;
  value: string;
  /** Saves a changed value; false when it was refused (the shown value then goes back). */
  onCommit: (value: string) => Promise<boolean>;
  /** A message id when the value cannot be saved as it is. */
  validate?: (value: string) => string | undefined;
  messageIds?: readonly string[];
  multiline?: boolean;
  maxLength?: number;
}

/**
 * A text edited in place: saved when the field is left (or on Enter in a one-line field); Escape
 * puts back the saved value. While unchanged, it follows the task (a live change shows).
 */
export function InlineText({ label, value, onCommit, validate, messageIds, multiline = false, maxLength }: InlineTextProps) {
  const theme = useTheme();
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  // The value being saved: it stays on screen until the save settles, and a blur right after Enter
  // does not send it a second time.
  const saving = useRef<string | null>(null);
  const shown = draft ?? value;

  async function commit() {
    if (draft === null || draft === saving.current) return;
    const problem = validate?.(draft);
    setError(problem);
    if (problem) return;
    if (draft === value) {
      setDraft(null);
      return;
    }
    const next = draft;
    saving.current = next;
    try {
      await onCommit(next);
    } finally {
      saving.current = null;
      // Typing that went on meanwhile stays; otherwise the field follows the task again.
      setDraft((current) => (current === next ? null : current));
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) {
    if (event.key === 'Escape' && draft !== null) {
      event.preventDefault();
      event.stopPropagation();
      setDraft(null);
      setError(undefined);
    } else if (event.key === 'Enter' && !multiline) {
      event.preventDefault();
      void commit();
    }
  }

  const common = {
    id,
    value: shown,
    maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    onChange: (event: { target: { value: string } }) => setDraft(event.target.value),
    onBlur: () => void commit(),
    onKeyDown,
  };
  return (
    <FieldFrame id={id} label={label} error={error} messageIds={messageIds}>
      {multiline ? (
        <textarea {...common} rows={6} css={{ ...inlineControlStyle(theme, Boolean(error)), resize: 'vertical' }} />
      ) : (
        <input {...common} type="text" css={inlineControlStyle(theme, Boolean(error))} />
      )}
    </FieldFrame>
  );
}
