import type { ReportedRisk, RiskReport } from '@stepwise/contracts';
import { useTheme } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CsvButton } from '../../common/charts/csv-button';
import { DataTable } from '../../common/charts/data-table';
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
  const columns = ['work.reports.column.task', 'work.reports.column.risk', 'work.reports.column.due', 'work.reports.column.assignee'].map((id) =>
    intl.formatMessage({ id }),
  );
  const risk = (value: ReportedRisk) => intl.formatMessage({ id: RISK_MESSAGES[value] });
  const unassigned = intl.formatMessage({ id: 'work.reports.risk.unassigned' });
  const title = intl.formatMessage({ id: 'work.reports.risk.title' });
  return (
    <section aria-label={title} css={{ display: 'grid', gap: theme.space.sm }}>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, alignItems: 'center', justifyContent: 'space-between' }}>
        <p css={{ margin: 0 }}>
          <FormattedMessage id="work.reports.risk.counts" values={data.counts} />
        </p>
        <CsvButton
          fileName="risk"
          columns={columns}
          rows={() => data.tasks.map((task) => [task.title, risk(task.risk), task.due_on, task.assignee_name ?? unassigned])}
        />
      </div>
      <DataTable
        caption={title}
        table={{
          columns,
          rows: data.tasks.map((task) => [
            <TaskTitleLink key={task.task_id} workspaceId={workspaceId} taskId={task.task_id} title={task.title} />,
            risk(task.risk),
            task.due_on ?? '—',
            task.assignee_name ?? unassigned,
          ]),
        }}
      />
    </section>
  );
}
