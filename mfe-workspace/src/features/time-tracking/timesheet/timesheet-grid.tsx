import { useTheme, type Theme } from '@emotion/react';
import { visuallyHidden } from '@stepwise/shared';
import { FormattedDate, FormattedMessage } from 'react-intl';
import type { Timesheet } from '../time-api';
import { EstimateDisplay } from '../../../common/components/estimate-display';
import { TaskTitleLink } from '../../../common/components/task-title-link';
import { BalanceText } from './balance-text';

const cell = (theme: Theme) => ({
  padding: theme.space.sm,
  borderBottom: `1px solid ${theme.colors.border}`,
  textAlign: 'right' as const,
  whiteSpace: 'nowrap' as const,
});

/** A cell's minutes; an empty cell is a dash on screen and "0 min" to a screen reader. */
function Minutes({ value }: { value: number }) {
  if (value !== 0) return <EstimateDisplay minutes={value} />;
  return (
    <>
      <span aria-hidden="true">—</span>
      <span css={visuallyHidden}>
        <EstimateDisplay minutes={0} />
      </span>
    </>
  );
}

/** One member's week: tasks by days, each day's tracked time against its scheduled time, holidays and days off named. */
export function TimesheetGrid({ workspaceId, timesheet }: { workspaceId: number; timesheet: Timesheet }) {
  const theme = useTheme();
  const head = { ...cell(theme), textAlign: 'right' as const, verticalAlign: 'bottom' as const };
  const muted = { color: theme.colors.textMuted, fontSize: theme.fontSizes.sm, fontWeight: 400 };
  return (
    <div css={{ overflowX: 'auto' }} role="region" aria-labelledby="timesheet-caption" tabIndex={0}>
      <table css={{ borderCollapse: 'collapse', width: '100%', minWidth: '48rem' }}>
        <caption id="timesheet-caption" css={{ textAlign: 'left', fontWeight: 600, paddingBottom: theme.space.sm }}>
          <FormattedMessage id="work.timesheet.caption" />
        </caption>
        <thead>
          <tr>
            <th scope="col" css={{ ...head, textAlign: 'left' }}>
              <FormattedMessage id="work.timesheet.task" />
            </th>
            {timesheet.days.map((day) => (
              <th key={day.date} scope="col" css={{ ...head, background: day.holiday || day.day_off ? theme.colors.surface : undefined }}>
                <FormattedDate value={`${day.date}T00:00:00Z`} weekday="short" day="numeric" timeZone="UTC" />
                {day.holiday && <div css={muted}>{day.holiday}</div>}
                {day.day_off && (
                  <div css={muted}>
                    <FormattedMessage id="work.timesheet.dayOff" />
                  </div>
                )}
              </th>
            ))}
            <th scope="col" css={head}>
              <FormattedMessage id="work.timesheet.total" />
            </th>
          </tr>
        </thead>
        <tbody>
          {timesheet.rows.map((row) => (
            <tr key={row.task_id}>
              <th scope="row" css={{ ...cell(theme), textAlign: 'left', whiteSpace: 'normal', fontWeight: 400 }}>
                <TaskTitleLink workspaceId={workspaceId} taskId={row.task_id} title={row.task_title} />
              </th>
              {row.minutes.map((minutes, index) => (
                <td key={timesheet.days[index].date} css={cell(theme)}>
                  <Minutes value={minutes} />
                </td>
              ))}
              <td css={{ ...cell(theme), fontWeight: 600 }}>
                <EstimateDisplay minutes={row.total_minutes} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" css={{ ...cell(theme), textAlign: 'left' }}>
              <FormattedMessage id="work.timesheet.tracked" />
            </th>
            {timesheet.days.map((day) => (
              <td key={day.date} css={{ ...cell(theme), fontWeight: 600 }}>
                <Minutes value={day.tracked_minutes} />
              </td>
            ))}
            <td css={{ ...cell(theme), fontWeight: 600 }}>
              <EstimateDisplay minutes={timesheet.tracked_minutes} />
            </td>
          </tr>
          <tr>
            <th scope="row" css={{ ...cell(theme), textAlign: 'left' }}>
              <FormattedMessage id="work.timesheet.scheduled" />
            </th>
            {timesheet.days.map((day) => (
              <td key={day.date} css={cell(theme)}>
                <Minutes value={day.scheduled_minutes} />
              </td>
            ))}
            <td css={cell(theme)}>
              <EstimateDisplay minutes={timesheet.scheduled_minutes} />
            </td>
          </tr>
          <tr>
            <th scope="row" css={{ ...cell(theme), textAlign: 'left' }}>
              <FormattedMessage id="work.timesheet.balance" />
            </th>
            {timesheet.days.map((day) => (
              <td key={day.date} css={{ ...cell(theme), fontSize: theme.fontSizes.sm }}>
                <BalanceText tracked={day.tracked_minutes} scheduled={day.scheduled_minutes} />
              </td>
            ))}
            <td css={{ ...cell(theme), fontSize: theme.fontSizes.sm, fontWeight: 600 }}>
              <BalanceText tracked={timesheet.tracked_minutes} scheduled={timesheet.scheduled_minutes} />
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
