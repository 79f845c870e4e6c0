import { useId } from 'react';
import { useTheme } from '@emotion/react';
import type { SelectOption } from '@stepwise/shared/forms';
import { FieldFrame, inlineControlStyle } from './field-frame';

export interface InlineSelectProps {
  label: string;
  /** '' is "none". */
  value: string;
  options: SelectOption[];
  /** The text of the "none" choice; without it a value must be chosen. */
  noneLabel?: string;
  onCommit: (value: string) => void;
}

/** A choice edited in place: saved as soon as it changes (the task's value shows until then). */
export function InlineSelect({ label, value, options, noneLabel, onCommit }: InlineSelectProps) {
  const theme = useTheme();
  const id = useId();
  const known = value === '' || options.some((option) => option.value === value);
  return (
    <FieldFrame id={id} label={label}>
      <select id={id} value={value} onChange={(event) => event.target.value !== value && onCommit(event.target.value)} css={inlineControlStyle(theme)}>
        {noneLabel !== undefined && <option value="">{noneLabel}</option>}
        {!known && <option value={value}>…</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
