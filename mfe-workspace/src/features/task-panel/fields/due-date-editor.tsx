import { useId, useState } from 'react';
import { useTheme } from '@emotion/react';
import { isSupportedDate } from '@stepwise/contracts/rules';
import { SUPPORTED_DATE_INPUT } from '../../../common/time/supported-dates';
import { FieldFrame, inlineControlStyle } from './field-frame';

/** The due date, saved when a whole, supported date is chosen or the field is cleared. */
export function DueDateEditor({ label, value, onCommit }: { label: string; value: string | null; onCommit: (date: string | null) => void }) {
  const theme = useTheme();
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  function commit(next: string) {
    setDraft(null);
    const date = next === '' ? null : next;
    if (date !== value && (date === null || isSupportedDate(date))) onCommit(date);
  }
  return (
    <FieldFrame id={id} label={label}>
      <input
        id={id}
        type="date"
        {...SUPPORTED_DATE_INPUT}
        value={draft ?? value ?? ''}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={(event) => commit(event.target.value)}
        css={inlineControlStyle(theme)}
      />
    </FieldFrame>
  );
}
