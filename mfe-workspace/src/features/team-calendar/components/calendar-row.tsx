import { useMemo, type ReactNode } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTheme } from '@emotion/react';
import { useWorkCalendarDaysQuery, useWorkDaysOffQuery } from '../../../common/schedule/working-time-api';
import { DayCell } from './day-cell';

export interface CalendarRowProps {
  workspaceId: number;
  /** A member's row; undefined = the workspace default schedule. */
  userId?: number;
  /** Who the row is, in the cells' names. */
  who: string;
  header: ReactNode;
  days: string[];
  today: string;
  rowIndex: number;
  /** The column of the grid's Tab stop when it is in this row, else null. */
  tabStopCol: number | null;
  onActivate: (row: number, col: number) => void;
  onShow: (label: string) => void;
}

/** One row of the month: the member's (or the default schedule's) days from `GET …/calendar/days`. */
export function CalendarRow({ workspaceId, userId, who, header, days, today, rowIndex, tabStopCol, onActivate, onShow }: CalendarRowProps) {
  const theme = useTheme();
  const { data } = useWorkCalendarDaysQuery({ workspaceId, from: days[0], to: days[days.length - 1], userId });
  const byDate = useMemo(() => new Map(data?.map((day) => [day.date, day])), [data]);
  // The kinds (vacation, sick leave) name whole days off; they are asked for only when the month has one.
  const hasDayOff = data?.some((day) => day.reason === 'day_off' && !day.working) ?? false;
  const { data: daysOff } = useWorkDaysOffQuery(userId !== undefined && hasDayOff ? { workspaceId, userId } : skipToken);
  const kindOn = (date: string) => daysOff?.find((off) => off.from <= date && date <= off.to)?.kind;
  return (
    <tr>
      <th
        scope="row"
        css={{
          position: 'sticky',
          left: 0,
          zIndex: 1,
          background: theme.colors.background,
          padding: `0 ${theme.space.sm}`,
          textAlign: 'left',
          fontWeight: 400,
          borderRight: `1px solid ${theme.colors.border}`,
          borderBottom: `1px solid ${theme.colors.border}`,
        }}
      >
        {/* Names are cut short with an ellipsis (a phone keeps most of its width for the days). */}
        <div css={{ maxWidth: '12rem', overflow: 'hidden', [theme.breakpoints.mobile]: { maxWidth: '6.5rem' } }}>{header}</div>
      </th>
      {days.map((date, col) => (
        <DayCell
          key={date}
          who={who}
          date={date}
          day={byDate.get(date)}
          dayOffKind={kindOn(date)}
          isToday={date === today}
          row={rowIndex}
          col={col}
          isTabStop={col === tabStopCol}
          onActivate={onActivate}
          onShow={onShow}
        />
      ))}
    </tr>
  );
}
