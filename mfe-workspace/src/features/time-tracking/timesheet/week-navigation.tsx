import { useTheme } from '@emotion/react';
import { Button } from '@stepwise/shared';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { daysOfIsoWeek, shiftIsoWeek } from '@stepwise/contracts/rules';

export interface WeekNavigationProps {
  week: string;
  onChange: (week: string) => void;
  /** Back to the week of today. */
  onThisWeek: () => void;
}

/** The week shown (its dates), with the previous and next week and this week. */
export function WeekNavigation({ week, onChange, onThisWeek }: WeekNavigationProps) {
  const theme = useTheme();
  const intl = useIntl();
  const days = daysOfIsoWeek(week);
  return (
    <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space.sm }}>
      <Button variant="secondary" aria-label={intl.formatMessage({ id: 'work.timesheet.previous' })} onClick={() => onChange(shiftIsoWeek(week, -1))}>
        <span aria-hidden="true">←</span>
      </Button>
      <h2 aria-live="polite" css={{ margin: 0, minWidth: '14rem', textAlign: 'center', fontSize: theme.fontSizes.lg }}>
        <FormattedMessage
          id="work.timesheet.week"
          values={{
            from: <FormattedDate value={`${days[0]}T00:00:00Z`} day="numeric" month="short" timeZone="UTC" />,
            to: <FormattedDate value={`${days[6]}T00:00:00Z`} day="numeric" month="short" year="numeric" timeZone="UTC" />,
          }}
        />
      </h2>
      <Button variant="secondary" aria-label={intl.formatMessage({ id: 'work.timesheet.next' })} onClick={() => onChange(shiftIsoWeek(week, 1))}>
        <span aria-hidden="true">→</span>
      </Button>
      <Button variant="secondary" onClick={onThisWeek}>
        <FormattedMessage id="work.timesheet.thisWeek" />
      </Button>
    </div>
  );
}
