import type { ReportedRisk, RiskReport } from '@stepwise/contracts';
import { useTheme } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { downloadCsv, toCsv } from '../../common/charts/csv';
import { TaskTitleLink } from '../../common/components/task-title-link';

export const RISK_MESSAGES: Record<ReportedRisk, string> = {
  overdue: 'work.reports.risk.overdue',
  late: 'work.reports.risk.late',
  at_risk: 'work.reports.risk.atRisk',
};

/** The overdue and at-risk tasks as a table with links to each task, and its CSV export. */
export function RiskTable({ workspaceId, data }: { workspaceId: number; data: RiskReport }) {
  const theme = useTheme();
  const intl = useIntl();
  const columns = ['work.reports.column.task', 'work.reports.column.risk', 'work.reports.column.due', 'work.reports.column.assignee'].map((id) => intl.formatMessage({ id }));
  const risk = (value: ReportedRisk) => intl.formatMessage({ id: RISK_MESSAGES[value] });
  const unassigned = intl.formatMessage({ id: 'work.reports.risk.unassigned' });
  const exportCsv = () => downloadCsv('risk.csv', toCsv(columns, data.tasks.map((task) => [task.title, risk(task.risk), task.due_on, task.assignee_name ?? unassigned])));
  const cell = { padding: `${theme.space.xs} ${theme.space.sm}`, borderBottom: `1px solid ${theme.colors.border}`, textAlign: 'left' as const };
  const title = intl.formatMessage({ id: 'work.reports.risk.title' });
  return (
    <section aria-label={title} css={{ display: 'grid', gap: theme.space.sm }}>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, alignItems: 'center', justifyContent: 'space-between' }}>
        <p css={{ margin: 0 }}>
          <FormattedMessage id="work.reports.risk.counts" values={data.counts} />
        </p>
        <button type="button" onClick={exportCsv} css={{ font: 'inherit', fontSize: theme.fontSizes.sm, padding: `${theme.space.xs} ${theme.space.sm}`, borderRadius: theme.radii.sm, border: `1px solid ${theme.colors.border}`, background: theme.colors.background, color: theme.colors.text, cursor: 'pointer' }}>
          <FormattedMessage id="work.charts.csv" />
        </button>
      </div>
      <div css={{ overflowX: 'auto' }}>
        <table css={{ borderCollapse: 'collapse', width: '100%', fontSize: theme.fontSizes.sm }}>
          <caption css={{ textAlign: 'left', fontWeight: 600, padding: `${theme.space.xs} 0` }}>{title}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" css={cell}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.tasks.map((task) => (
              <tr key={task.task_id}>
                <th scope="row" css={{ ...cell, fontWeight: 400 }}>
                  <TaskTitleLink workspaceId={workspaceId} taskId={task.task_id} title={task.title} />
                </th>
                <td css={cell}>{risk(task.risk)}</td>
                <td css={cell}>{task.due_on ?? '—'}</td>
                <td css={cell}>{task.assignee_name ?? unassigned}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
