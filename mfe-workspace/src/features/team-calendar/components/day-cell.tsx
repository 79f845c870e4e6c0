import { memo } from 'react';
import { useTheme } from '@emotion/react';
import { useIntl } from 'react-intl';
import type { CalendarDay, DayOffResponse } from '@stepwise/contracts';
import { dateValue } from '../calendar-month';
import { dayLabel, formatHours } from '../day-label';
import { dayLook } from '../day-look';
import { DAY_LOOK_MARK, dayLookStyle } from '../day-look-style';

export interface DayCellProps {
  who: string;
  date: string;
  /** Undefined while the row's days load or when they could not be loaded. */
  day: CalendarDay | undefined;
  dayOffKind?: DayOffResponse['kind'];
  isToday: boolean;
  row: number;
  col: number;
  /** The grid's one Tab stop (useGridNavigation). */
  isTabStop: boolean;
  onActivate: (row: number, col: number) => void;
  /** Tells the grid which cell the pointer or the focus is on, to show its details. */
  onShow: (label: string) => void;
}

/** One day of one row (memoized: a move of the Tab stop or the pointer redraws only the cells it changes): shaded when not working, marked by reason, named in full for screen readers. */
export const DayCell = memo(function DayCell({ who, date, day, dayOffKind, isToday, row, col, isTabStop, onActivate, onShow }: DayCellProps) {
  const theme = useTheme();
  const intl = useIntl();
  const look = day ? dayLook(day) : null;
  const label = day
    ? dayLabel(intl, { who, day, dayOffKind })
    : `${who}, ${intl.formatDate(dateValue(date), { day: 'numeric', month: 'long', timeZone: 'UTC' })}`;
  const showsHours = day !== undefined && day.working && (look === 'shortened' || look === 'workingWeekend' || look === 'dayOff');
  const mark = showsHours ? formatHours(intl, day.minutes) : look ? DAY_LOOK_MARK[look] : undefined;
  return (
    <td
      role="gridcell"
      aria-label={label}
      title={day?.name}
      data-reason={day?.reason}
      data-row={row}
      data-col={col}
      tabIndex={isTabStop ? 0 : -1}
      onFocus={() => {
        onActivate(row, col);
        onShow(label);
      }}
      onMouseEnter={() => onShow(label)}
      css={{
        ...(look ? dayLookStyle(theme, look) : { background: theme.colors.surface }),
        minWidth: '2.75rem',
        height: '2.75rem',
        padding: 0,
        textAlign: 'center',
        fontSize: '0.75rem',
        whiteSpace: 'nowrap',
        color: look === 'shortened' ? theme.colors.warning : theme.colors.text,
        fontWeight: look === 'shortened' ? 600 : 400,
        borderRight: `1px solid ${theme.colors.border}`,
        borderBottom: `1px solid ${theme.colors.border}`,
        outline: isToday ? `2px solid ${theme.colors.primary}` : undefined,
        outlineOffset: -2,
        cursor: 'default',
        '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: -3 },
      }}
    >
      <span aria-hidden="true">{mark}</span>
    </td>
  );
});
