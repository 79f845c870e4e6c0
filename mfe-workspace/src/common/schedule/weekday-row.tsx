import { useId } from 'react';
import { useTheme } from '@emotion/react';
import { Button } from '@stepwise/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { inlineControlStyle } from '../styles/inline-control';
import { MAX_DAY_INTERVALS, nextInterval, type DraftInterval } from './week-draft';

export interface WeekdayRowProps {
  dayName: string;
  intervals: DraftInterval[];
  /** Message ids of what is wrong, by interval index. */
  errors: ReadonlyMap<number, string>;
  onChange: (intervals: DraftInterval[]) => void;
  onDayOffChange: (dayOff: boolean) => void;
}

/** One weekday of the editor: a day off, or up to eight intervals, each with a line kept for its error. */
export function WeekdayRow({ dayName, intervals, errors, onChange, onDayOffChange }: WeekdayRowProps) {
  const theme = useTheme();
  const intl = useIntl();
  const id = useId();
  const dayOff = intervals.length === 0;

  function setTime(index: number, side: 0 | 1, time: string) {
    onChange(intervals.map((interval, at) => (at === index ? (side === 0 ? [time, interval[1]] : [interval[0], time]) : interval)));
  }

  return (
    <fieldset css={{ margin: 0, padding: `${theme.space.sm} 0`, border: 0, borderBottom: `1px solid ${theme.colors.border}`, minWidth: 0 }}>
      <legend css={{ padding: 0, fontWeight: 600, '&::first-letter': { textTransform: 'uppercase' } }}>{dayName}</legend>
      <div css={{ display: 'grid', gap: theme.space.xs, minWidth: 0 }}>
        <label css={{ display: 'inline-flex', alignItems: 'center', gap: theme.space.sm, minHeight: 44 }}>
          <input type="checkbox" checked={dayOff} onChange={(event) => onDayOffChange(event.target.checked)} css={{ width: 20, height: 20 }} />
          <FormattedMessage id="work.schedule.dayOff" />
        </label>
        {intervals.map(([start, end], index) => {
          const errorId = errors.get(index);
          const messageId = `${id}-error-${index}`;
          const position = { day: dayName, number: index + 1 };
          return (
            <div key={index} css={{ display: 'grid', gap: 2 }}>
              <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space.xs }}>
                <input
                  type="time"
                  value={start}
                  aria-label={intl.formatMessage({ id: 'work.schedule.intervalStart' }, position)}
                  aria-invalid={errorId ? true : undefined}
                  aria-describedby={messageId}
                  onChange={(event) => setTime(index, 0, event.target.value)}
                  css={inlineControlStyle(theme, { invalid: Boolean(errorId) })}
                />
                <span aria-hidden="true">–</span>
                <input
                  type="time"
                  value={end}
                  aria-label={intl.formatMessage({ id: 'work.schedule.intervalEnd' }, position)}
                  aria-invalid={errorId ? true : undefined}
                  aria-describedby={messageId}
                  onChange={(event) => setTime(index, 1, event.target.value)}
                  css={inlineControlStyle(theme, { invalid: Boolean(errorId) })}
                />
                <Button
                  variant="secondary"
                  aria-label={intl.formatMessage({ id: 'work.schedule.removeInterval' }, position)}
                  onClick={() => onChange(intervals.filter((_, at) => at !== index))}
                  css={{ minWidth: 44 }}
                >
                  <span aria-hidden="true">×</span>
                </Button>
              </div>
              <span id={messageId} css={{ minHeight: '1.25rem', fontSize: theme.fontSizes.sm, color: theme.colors.danger }}>
                {errorId && <FormattedMessage id={errorId} />}
              </span>
            </div>
          );
        })}
        {!dayOff && (
          <div>
            <Button
              variant="secondary"
              disabled={intervals.length >= MAX_DAY_INTERVALS}
              onClick={() => onChange([...intervals, nextInterval(intervals)])}
              aria-label={intl.formatMessage({ id: 'work.schedule.addIntervalOn' }, { day: dayName })}
            >
              <FormattedMessage id="work.schedule.addInterval" />
            </Button>
          </div>
        )}
      </div>
    </fieldset>
  );
}
