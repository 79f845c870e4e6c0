import { useTheme } from '@emotion/react';
import { ErrorPanel, LoadingStatus, fullName } from '@stepwise/shared';
import { useSearchParams } from 'react-router';
import { localToday } from '../../common/time/local-today';
import { useWorkMembersQuery } from '../../common/members/members-api';
import { WorkPage } from '../../common/components/work-page';
import { useWorkspaceId } from '../../common/hooks/use-workspace-id';
import { daysOfMonth, monthOf, monthParam, parseMonth, type CalendarMonth } from './calendar-month';
import { CalendarLegend } from './components/calendar-legend';
import { MonthGrid } from './components/month-grid';
import { MonthNavigation } from './components/month-navigation';

function TeamCalendar() {
  const theme = useTheme();
  const workspaceId = useWorkspaceId();
  const [params, setParams] = useSearchParams();
  const today = localToday();
  const month = parseMonth(params.get('month')) ?? monthOf(today);
  const { data: members, error, isLoading, refetch } = useWorkMembersQuery(workspaceId);
  const show = (next: CalendarMonth) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('month', monthParam(next));
      return updated;
    });

  let grid;
  if (isLoading) grid = <LoadingStatus />;
  else if (error || !members) grid = <ErrorPanel error={error} onRetry={() => void refetch()} titleId="work.teamCalendar.loadFailed" />;
  else {
    const active = members.filter((member) => member.status === 'active').sort((a, b) => fullName(a).localeCompare(fullName(b)));
    grid = <MonthGrid key={monthParam(month)} workspaceId={workspaceId} days={daysOfMonth(month)} members={active} today={today} />;
  }
  return (
    <div css={{ display: 'grid', gap: theme.space.md, minWidth: 0 }}>
      <MonthNavigation month={month} onChange={show} onToday={() => show(monthOf(today))} />
      {grid}
      <CalendarLegend />
    </div>
  );
}

/** workspace-calendar: every active member's working days of a month, with the holidays and days off. */
export default function TeamCalendarPage() {
  return (
    <WorkPage titleId="work.teamCalendar.title">
      <TeamCalendar />
    </WorkPage>
  );
}
