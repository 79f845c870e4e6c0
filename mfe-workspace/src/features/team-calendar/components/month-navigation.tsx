import { useTheme } from '@emotion/react';
import { Button } from '@stepwise/shared';
import { FormattedDate, useIntl } from 'react-intl';
import { dateValue, monthParam, shiftMonth, type CalendarMonth } from '../calendar-month';

export interface MonthNavigationProps {
  month: CalendarMonth;
  onChange: (month: CalendarMonth) => void;
  /** Back to the month of today. */
  onToday: () => void;
}

/** The month shown, with the previous and next month and today. */
export function MonthNavigation({ month, onChange, onToday }: MonthNavigationProps) {
  const theme = useTheme();
  const intl = useIntl();
  return (
    <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space.sm }}>
      <Button variant="secondary" aria-label={intl.formatMessage({ id: 'work.teamCalendar.previous' })} onClick={() => onChange(shiftMonth(month, -1))}>
        <span aria-hidden="true">←</span>
      </Button>
      <h2 aria-live="polite" css={{ margin: 0, minWidth: '11rem', textAlign: 'center', fontSize: theme.fontSizes.lg, textTransform: 'capitalize' }}>
        <FormattedDate value={dateValue(`${monthParam(month)}-01`)} month="long" year="numeric" timeZone="UTC" />
      </h2>
      <Button variant="secondary" aria-label={intl.formatMessage({ id: 'work.teamCalendar.next' })} onClick={() => onChange(shiftMonth(month, 1))}>
        <span aria-hidden="true">→</span>
      </Button>
      <Button variant="secondary" onClick={onToday}>
        {intl.formatMessage({ id: 'work.teamCalendar.today' })}
      </Button>
    </div>
  );
}
