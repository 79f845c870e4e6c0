import { useMemo, useState } from 'react';
import { useTheme } from '@emotion/react';
import { Button, EmptyState, ErrorPanel, LoadingStatus, fullName } from '@stepwise/shared';
import type { SelectOption } from '@stepwise/shared/forms';
import { FormattedMessage } from 'react-intl';
import { useWorkTasksInfiniteQuery } from '../../../common/tasks/task-queries';
import { useWorkTimeEntriesQuery, useWorkTimesheetQuery, type Timesheet } from '../time-api';
import { WorkPage } from '../../../common/components/work-page';
import { useTeam } from '../../../common/hooks/use-team';
import { daysOfIsoWeek } from '@stepwise/contracts/rules';
import { EntryFormDialog } from '../entries/entry-form-dialog';
import { TimeEntryList } from '../entries/time-entry-list';
import { CsvExportButton } from './csv-export-button';
import { TimesheetGrid } from './timesheet-grid';
import { useTimesheetParams } from './use-timesheet-params';
import { WeekNavigation } from './week-navigation';

const HOUR_MS = 3_600_000;

/** The local date of an instant in a time zone, `YYYY-MM-DD`. */
function dateIn(timeZone: string, instant: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(instant));
}

/** The week's entries below the grid: read with a margin of a day's zones either side, kept when they start on one of its days in the member's zone. */
function WeekEntries({ workspaceId, userId, week, timesheet }: { workspaceId: number; userId: number; week: string; timesheet: Timesheet }) {
  const theme = useTheme();
  const days = daysOfIsoWeek(week);
  const from = new Date(Date.parse(`${days[0]}T00:00:00Z`) - 14 * HOUR_MS).toISOString();
  const to = new Date(Date.parse(`${days[6]}T00:00:00Z`) + 38 * HOUR_MS).toISOString();
  const { data, error, isLoading, refetch } = useWorkTimeEntriesQuery({ workspaceId, userId, from, to });
  const entries = useMemo(
    () => (data ?? []).filter((entry) => days.includes(dateIn(timesheet.time_zone, entry.started_at))),
    [data, days, timesheet.time_zone],
  );
  let body;
  if (isLoading) body = <LoadingStatus panels={1} />;
  else if (error || !data) body = <ErrorPanel error={error} onRetry={() => void refetch()} titleId="work.time.loadFailed" />;
  else if (entries.length === 0)
    body = (
      <p css={{ margin: 0, color: theme.colors.textMuted }}>
        <FormattedMessage id="work.time.none" />
      </p>
    );
  else body = <TimeEntryList workspaceId={workspaceId} entries={entries} showTask hideMember />;
  return (
    <section aria-labelledby="week-entries" css={{ display: 'grid', gap: theme.space.sm }}>
      <h2 id="week-entries" css={{ margin: 0, fontSize: theme.fontSizes.lg }}>
        <FormattedMessage id="work.timesheet.entries" />
      </h2>
      {body}
    </section>
  );
}

function TimesheetScreen() {
  const theme = useTheme();
  const team = useTeam();
  const { week, thisWeek, userId, showWeek, showMember } = useTimesheetParams(team.selfId);
  const { workspaceId } = team;
  const [adding, setAdding] = useState(false);
  const sheet = useWorkTimesheetQuery({ workspaceId, userId, week }, { skip: userId < 0 });
  const tasks = useWorkTasksInfiniteQuery({ workspaceId, filters: { assignee_id: String(userId) } }, { skip: userId < 0 });
  const editable = userId === team.selfId || team.isAdmin;
  const taskOptions: SelectOption[] = (tasks.data?.pages.flatMap((page) => page.data) ?? []).map((task) => ({ value: String(task.id), label: task.title }));
  const memberOptions = (team.members ?? []).map((member) => ({ value: member.user_id, label: fullName(member) }));

  let content;
  if (sheet.isLoading || team.isLoading) content = <LoadingStatus />;
  else if (sheet.error || !sheet.data) content = <ErrorPanel error={sheet.error} onRetry={() => void sheet.refetch()} titleId="work.timesheet.loadFailed" />;
  else
    content = (
      <>
        {sheet.data.rows.length === 0 && (
          <EmptyState titleId="work.timesheet.empty.title" textId={editable ? 'work.timesheet.empty.text' : 'work.timesheet.empty.textOther'} />
        )}
        <TimesheetGrid workspaceId={workspaceId} timesheet={sheet.data} />
        <WeekEntries workspaceId={workspaceId} userId={userId} week={week} timesheet={sheet.data} />
      </>
    );

  return (
    <div css={{ display: 'grid', gap: theme.space.md, minWidth: 0 }}>
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'end', justifyContent: 'space-between', gap: theme.space.md }}>
        <WeekNavigation week={week} onChange={showWeek} onThisWeek={() => showWeek(thisWeek)} />
        <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: theme.space.sm }}>
          <label css={{ display: 'grid', gap: theme.space.xs }}>
            <FormattedMessage id="work.timesheet.member" />
            <select
              value={String(userId)}
              onChange={(event) => showMember(Number(event.target.value))}
              css={{
                font: 'inherit',
                minHeight: 44,
                padding: `0 ${theme.space.sm}`,
                borderRadius: theme.radii.sm,
                border: `1px solid ${theme.colors.border}`,
                background: theme.colors.background,
                color: theme.colors.text,
              }}
            >
              {memberOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
          <CsvExportButton workspaceId={workspaceId} userId={userId} week={week} />
          {editable && (
            <Button onClick={() => setAdding(true)}>
              <FormattedMessage id="work.time.addTime" />
            </Button>
          )}
        </div>
      </div>
      {!editable && (
        <p css={{ margin: 0, color: theme.colors.textMuted }}>
          <FormattedMessage id="work.timesheet.readOnly" />
        </p>
      )}
      {content}
      <EntryFormDialog workspaceId={workspaceId} open={adding} onClose={() => setAdding(false)} taskOptions={taskOptions} userId={userId} />
    </div>
  );
}

/** workspace-timesheet: one member's week of tracked time, days × tasks, against their scheduled hours. */
export default function TimesheetPage() {
  return (
    <WorkPage titleId="work.timesheet.title">
      <TimesheetScreen />
    </WorkPage>
  );
}
