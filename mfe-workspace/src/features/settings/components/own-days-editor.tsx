import { useId, useState } from 'react';
import { useTheme } from '@emotion/react';
import { Button } from '@stepwise/shared';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { inlineControlStyle } from '../../../common/styles/inline-control';
import { SUPPORTED_DATE_INPUT, SUPPORTED_YEARS } from '../../../common/time/supported-dates';
import type { OwnDayProblem } from '../calendar-draft';

const PROBLEM_MESSAGES: Record<OwnDayProblem, string> = {
  invalid: 'work.settings.calendar.problem.invalid',
  duplicate: 'work.settings.calendar.problem.duplicate',
  inOtherList: 'work.settings.calendar.problem.inOtherList',
};

export interface OwnDaysEditorProps {
  titleId: string;
  addLabelId: string;
  days: string[];
  /** Adds a day; answers why it cannot be added, or null. */
  onAdd: (date: string) => OwnDayProblem | null;
  onRemove: (date: string) => void;
}

/** One of the workspace's own lists of days: the dates, each removable, and a date to add. */
export function OwnDaysEditor({ titleId, addLabelId, days, onAdd, onRemove }: OwnDaysEditorProps) {
  const theme = useTheme();
  const intl = useIntl();
  const headingId = useId();
  const inputId = useId();
  const problemId = useId();
  const [date, setDate] = useState('');
  const [problem, setProblem] = useState<OwnDayProblem | null>(null);
  const title = intl.formatMessage({ id: titleId });

  function add() {
    const refused = onAdd(date);
    setProblem(refused);
    if (!refused) setDate('');
  }

  return (
    <div role="group" aria-labelledby={headingId} css={{ display: 'grid', gap: theme.space.sm, alignContent: 'start' }}>
      <h3 id={headingId} css={{ margin: 0, fontSize: theme.fontSizes.md }}>
        {title}
      </h3>
      {days.length === 0 ? (
        <p css={{ margin: 0, color: theme.colors.textMuted }}>
          <FormattedMessage id="work.settings.calendar.noDays" />
        </p>
      ) : (
        <ul aria-label={title} css={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: theme.space.xs }}>
          {days.map((day) => {
            const name = intl.formatDate(`${day}T00:00:00Z`, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
            return (
              <li key={day} css={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: theme.space.sm }}>
                <time dateTime={day}>
                  <FormattedDate value={`${day}T00:00:00Z`} day="numeric" month="long" year="numeric" weekday="short" timeZone="UTC" />
                </time>
                <Button
                  variant="secondary"
                  aria-label={intl.formatMessage({ id: 'work.settings.calendar.removeDay' }, { date: name })}
                  onClick={() => onRemove(day)}
                >
                  <FormattedMessage id="work.settings.calendar.remove" />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: theme.space.sm }}>
        <div css={{ display: 'grid', gap: theme.space.xs }}>
          <label htmlFor={inputId} css={{ fontWeight: 600 }}>
            <FormattedMessage id={addLabelId} />
          </label>
          <input
            id={inputId}
            type="date"
            {...SUPPORTED_DATE_INPUT}
            value={date}
            aria-invalid={problem !== null || undefined}
            aria-describedby={problem ? problemId : undefined}
            onChange={(event) => {
              setDate(event.target.value);
              setProblem(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && date) {
                event.preventDefault();
                add();
              }
            }}
            css={inlineControlStyle(theme, { invalid: problem !== null })}
          />
        </div>
        <Button variant="secondary" disabled={!date} onClick={add}>
          <FormattedMessage id="work.settings.calendar.add" />
        </Button>
      </div>
      {problem && (
        <p id={problemId} role="alert" css={{ margin: 0, color: theme.colors.danger }}>
          <FormattedMessage id={PROBLEM_MESSAGES[problem]} values={SUPPORTED_YEARS} />
        </p>
      )}
    </div>
  );
}
