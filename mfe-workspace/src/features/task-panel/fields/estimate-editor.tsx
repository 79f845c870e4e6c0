import { useId, useState, type FocusEvent } from 'react';
import { useTheme } from '@emotion/react';
import { ESTIMATE_MAX_MINUTES } from '@stepwise/contracts/rules';
import { FieldHelp } from '@stepwise/shared/forms';
import { useIntl } from 'react-intl';
import { minutesFrom, splitMinutes } from '../../../common/tasks/minutes';
import { inlineControlStyle } from './field-frame';

const MESSAGES = ['work.estimate.invalid', 'work.estimate.tooLong'] as const;

function asFields(minutes: number | null) {
  if (minutes === null) return { hours: '', minutes: '' };
  const split = splitMinutes(minutes);
  return { hours: String(split.hours), minutes: String(split.minutes) };
}

/** The estimate as hours and minutes, saved when the focus leaves both fields (empty: no estimate). */
export function EstimateEditor({ value, onCommit }: { value: number | null; onCommit: (minutes: number | null) => void }) {
  const theme = useTheme();
  const intl = useIntl();
  const id = useId();
  const [draft, setDraft] = useState<{ hours: string; minutes: string } | null>(null);
  const [error, setError] = useState<string | undefined>();
  const shown = draft ?? asFields(value);

  function onBlur(event: FocusEvent<HTMLFieldSetElement>) {
    if (event.currentTarget.contains(event.relatedTarget as Node | null) || draft === null) return;
    const total = minutesFrom(draft.hours, draft.minutes);
    const problem = Number.isNaN(total) ? MESSAGES[0] : total !== null && total > ESTIMATE_MAX_MINUTES ? MESSAGES[1] : undefined;
    setError(problem);
    if (problem) return;
    setDraft(null);
    if (total !== value) onCommit(total);
  }

  const input = (part: 'hours' | 'minutes', labelId: string) => (
    <label css={{ display: 'grid', gap: theme.space.xs, fontSize: theme.fontSizes.sm }}>
      {intl.formatMessage({ id: labelId })}
      <input
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={shown[part]}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setDraft({ ...shown, [part]: event.target.value })}
        css={inlineControlStyle(theme, Boolean(error))}
      />
    </label>
  );

  return (
    <fieldset onBlur={onBlur} css={{ border: 0, margin: 0, padding: 0, minWidth: 0, display: 'grid', gap: theme.space.xs }}>
      <legend css={{ fontWeight: 600, fontSize: theme.fontSizes.sm, padding: 0, marginBottom: theme.space.xs }}>
        {intl.formatMessage({ id: 'work.field.estimate' })}
      </legend>
      <div css={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: theme.space.sm }}>
        {input('hours', 'work.field.hours')}
        {input('minutes', 'work.field.minutes')}
      </div>
      <FieldHelp id={id} error={error} messageIds={MESSAGES} />
    </fieldset>
  );
}
