import { useId, useState, type MouseEvent, type SyntheticEvent } from 'react';
import { useTheme } from '@emotion/react';
import { messageIdsOf, type Validator } from '@stepwise/shared';
import { Field, FieldHelp, visibleFieldError } from '@stepwise/shared/forms';

export interface CodeFieldProps {
  name: string;
  label: string;
  hint: string;
  length: number;
  validate?: Validator;
  /** The last digit has been typed or pasted: the code is complete (called once per new complete code). */
  onComplete: (code: string) => void;
}

/** Only the digits of what was typed or pasted ("123 456", "123-456"), at most `length` of them. */
export function codeDigits(value: string, length: number): string {
  return value.replace(/\D/g, '').slice(0, length);
}

/**
 * A one-time code drawn as a row of boxes, one digit each.
 *
 * It is one real input laid transparently over the boxes, not one input per box: a screen reader
 * meets a single field with one label, its hint and its error, and reads the code as a whole
 * (six inputs would be six tab stops of "digit 3 of 6" that NVDA, JAWS and VoiceOver each announce
 * differently); the phone's and the browser's one-time-code autofill fills one field; and paste,
 * Backspace, Delete, the arrow keys, Home/End and selection are the input's own, so they work as
 * everywhere else. The boxes only show the digits and where the caret is.
 */
export function CodeField({ name, label, hint, length, validate, onComplete }: CodeFieldProps) {
  const theme = useTheme();
  const id = useId();
  const [caret, setCaret] = useState<number | null>(null);

  function followCaret(event: SyntheticEvent<HTMLInputElement>) {
    setCaret(event.currentTarget.selectionStart);
  }

  /** A click on a box puts the caret there; on a typed digit it selects it, so the next key replaces it. */
  function pickBox(event: MouseEvent<HTMLInputElement>) {
    const field = event.currentTarget;
    const box = field.getBoundingClientRect();
    if (box.width === 0) return;
    const index = Math.min(Math.max(Math.floor(((event.clientX - box.left) / box.width) * length), 0), field.value.length);
    field.setSelectionRange(index, Math.min(index + 1, field.value.length));
    setCaret(index);
  }

  return (
    <Field<string> name={name} validate={validate as (value: unknown) => string | undefined}>
      {({ input, meta }) => {
        const error = visibleFieldError(meta);
        const digits = typeof input.value === 'string' ? input.value : '';
        const active = caret === null ? null : Math.min(caret, length - 1);
        return (
          <div css={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: theme.space.xs, marginBottom: theme.space.sm }}>
            <label htmlFor={id} css={{ fontWeight: 600 }}>
              {label}
            </label>
            <div css={{ position: 'relative', width: '100%', maxWidth: `${length * 3.5}rem` }}>
              <div
                aria-hidden="true"
                data-testid="code-boxes"
                css={{ display: 'grid', gridTemplateColumns: `repeat(${length}, minmax(0, 1fr))`, gap: theme.space.sm }}
              >
                {Array.from({ length }, (_, index) => (
                  <span
                    key={index}
                    data-active={index === active || undefined}
                    css={{
                      display: 'grid',
                      placeItems: 'center',
                      height: '3.5rem',
                      fontSize: theme.fontSizes.xl,
                      fontWeight: 700,
                      fontVariantNumeric: 'tabular-nums',
                      color: theme.colors.text,
                      background: theme.colors.background,
                      border: `1px solid ${error ? theme.colors.danger : theme.colors.border}`,
                      borderRadius: theme.radii.sm,
                      '&[data-active]': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
                    }}
                  >
                    {digits[index] ?? ''}
                  </span>
                ))}
              </div>
              <input
                {...input}
                id={id}
                value={digits}
                inputMode="numeric"
                autoComplete="one-time-code"
                aria-invalid={error ? true : undefined}
                aria-describedby={[`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
                onChange={(event) => {
                  const next = codeDigits(event.currentTarget.value, length);
                  input.onChange(next);
                  setCaret(Math.min(event.currentTarget.selectionStart ?? next.length, next.length));
                  if (next.length === length && next !== digits) onComplete(next);
                }}
                onFocus={(event) => {
                  input.onFocus(event);
                  followCaret(event);
                }}
                onBlur={(event) => {
                  input.onBlur(event);
                  setCaret(null);
                }}
                onSelect={followCaret}
                onKeyUp={followCaret}
                onClick={pickBox}
                css={{
                  position: 'absolute',
                  inset: 0,
                  width: '100%',
                  height: '100%',
                  padding: 0,
                  border: 'none',
                  background: 'transparent',
                  // The boxes show the digits and the caret; the input's own text stays invisible.
                  color: 'transparent',
                  caretColor: 'transparent',
                  fontSize: '1rem',
                  '&::selection': { background: 'transparent' },
                  '&:focus-visible': { outline: 'none' },
                }}
              />
            </div>
            <FieldHelp id={id} hint={hint} error={error} values={{ length }} messageIds={messageIdsOf(validate)} />
          </div>
        );
      }}
    </Field>
  );
}
