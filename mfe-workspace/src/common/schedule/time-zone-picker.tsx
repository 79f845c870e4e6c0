import { useId, useMemo } from 'react';
import { useTheme } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { inlineControlStyle } from '../styles/inline-control';
import { timeZoneNames, utcOffsetLabel } from './time-zones';

export interface TimeZonePickerProps {
  value: string;
  onChange: (zone: string) => void;
  /** Message id of what is wrong with the zone, shown under it. */
  errorId?: string;
  /** Message id of the field's label (the schedule's "Time zone" by default). */
  labelId?: string;
}

/** A time zone typed or picked from the browser's list (the list filters as one types), with its offset from UTC now. */
export function TimeZonePicker({ value, onChange, errorId, labelId = 'work.schedule.timeZone' }: TimeZonePickerProps) {
  const theme = useTheme();
  const intl = useIntl();
  const id = useId();
  const listId = `${id}-zones`;
  const noteId = `${id}-note`;
  const now = useMemo(() => new Date(), []);
  const options = useMemo(() => timeZoneNames().map((zone) => ({ zone, offset: utcOffsetLabel(zone, now) })), [now]);
  const offset = utcOffsetLabel(value.trim(), now);
  return (
    <div css={{ display: 'grid', gap: theme.space.xs, maxWidth: '24rem' }}>
      <label htmlFor={id} css={{ fontWeight: 600 }}>
        <FormattedMessage id={labelId} />
      </label>
      <input
        id={id}
        list={listId}
        value={value}
        autoComplete="off"
        spellCheck={false}
        placeholder={intl.formatMessage({ id: 'work.schedule.timeZoneSearch' })}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={noteId}
        onChange={(event) => onChange(event.target.value)}
        css={inlineControlStyle(theme, { invalid: Boolean(errorId) })}
      />
      <datalist id={listId}>
        {options.map(({ zone, offset: zoneOffset }) => (
          <option key={zone} value={zone}>
            {zoneOffset}
          </option>
        ))}
      </datalist>
      <span id={noteId} css={{ minHeight: '1.25rem', fontSize: theme.fontSizes.sm, color: errorId ? theme.colors.danger : theme.colors.textMuted }}>
        {errorId ? <FormattedMessage id={errorId} /> : offset && <FormattedMessage id="work.schedule.offsetNow" values={{ offset }} />}
      </span>
    </div>
  );
}
