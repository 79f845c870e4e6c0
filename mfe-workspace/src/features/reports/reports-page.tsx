import { useMemo } from 'react';
import { useTheme } from '@emotion/react';
import type { ReportKind } from '@stepwise/contracts';
import { useSearchParams } from 'react-router';
import { localToday } from '../../common/time/local-today';
import { useAccuracyReportQuery, useFlowReportQuery, useRiskReportQuery, useTimeReportQuery, useVelocityReportQuery, type ReportArgs } from './reports-api';
import { WorkPage } from '../../common/components/work-page';
import { useWorkLookups } from '../../common/hooks/use-work-lookups';
import { useWorkspaceId } from '../../common/hooks/use-workspace-id';
import { ReportFilters } from './report-filters';
import { ReportBody, ReportCharts } from './report-panel';
import { readReportQuery, reportApiParams, withParam } from './report-query';
import { REPORT_PANEL_ID, ReportTabs, tabId } from './report-tabs';
import { accuracyCharts, emptyReport, flowCharts, timeCharts, velocityCharts } from './report-views';
import { RiskTable } from './risk-table';

const DAY_MS = 86_400_000;

/** The report of the address, and only it, is asked for. */
function ReportContent({ report, args }: { report: ReportKind; args: ReportArgs }) {
  const velocity = useVelocityReportQuery(args, { skip: report !== 'velocity' });
  const accuracy = useAccuracyReportQuery(args, { skip: report !== 'accuracy' });
  const time = useTimeReportQuery(args, { skip: report !== 'time' });
  const flow = useFlowReportQuery(args, { skip: report !== 'flow' });
  const risk = useRiskReportQuery(args, { skip: report !== 'risk' });
  switch (report) {
    case 'velocity':
      return (
        <ReportBody
          result={velocity}
          empty={emptyReport.velocity}
          emptyIds={{ title: 'work.reports.velocity.empty.title', text: 'work.reports.velocity.empty.text' }}
        >
          {(data) => <ReportCharts data={data} charts={velocityCharts} file="velocity" />}
        </ReportBody>
      );
    case 'accuracy':
      return (
        <ReportBody
          result={accuracy}
          empty={emptyReport.accuracy}
          emptyIds={{ title: 'work.reports.accuracy.empty.title', text: 'work.reports.accuracy.empty.text' }}
        >
          {(data) => <ReportCharts data={data} charts={accuracyCharts} file="accuracy" />}
        </ReportBody>
      );
    case 'time':
      return (
        <ReportBody result={time} empty={emptyReport.time} emptyIds={{ title: 'work.reports.time.empty.title', text: 'work.reports.time.empty.text' }}>
          {(data) => <ReportCharts data={data} charts={timeCharts} file="time" />}
        </ReportBody>
      );
    case 'flow':
      return (
        <ReportBody result={flow} empty={emptyReport.flow} emptyIds={{ title: 'work.reports.flow.empty.title', text: 'work.reports.flow.empty.text' }}>
          {(data) => <ReportCharts data={data} charts={flowCharts} file="flow" />}
        </ReportBody>
      );
    case 'risk':
      return (
        <ReportBody
          result={risk}
          empty={(data) => data.tasks.length === 0}
          emptyIds={{ title: 'work.reports.risk.empty.title', text: 'work.reports.risk.empty.text' }}
        >
          {(data) => <RiskTable workspaceId={args.workspaceId} data={data} />}
        </ReportBody>
      );
  }
}

/** The workspace reports: a tab per report, its period and filters in the address, so a report can be shared by its link. */
export default function ReportsPage() {
  const theme = useTheme();
  const workspaceId = useWorkspaceId();
  const lookups = useWorkLookups(workspaceId);
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readReportQuery(params), [params]);
  const args = useMemo<ReportArgs>(() => ({ workspaceId, params: reportApiParams(query) }), [workspaceId, query]);
  const defaultPeriod = useMemo(() => {
    const now = new Date();
    return { from: localToday(new Date(now.getTime() - 29 * DAY_MS)), to: localToday(now) };
  }, []);
  const change = (name: string, value: string | null) => setParams((current) => withParam(current, name, value), { replace: true });
  return (
    <WorkPage titleId="work.reports.title">
      <ReportTabs current={query.report} onPick={(report) => setParams((current) => withParam(current, 'report', report))} />
      <ReportFilters query={query} defaultPeriod={defaultPeriod} lookups={lookups} onChange={change} />
      <div id={REPORT_PANEL_ID} role="tabpanel" aria-labelledby={tabId(query.report)} css={{ display: 'grid', gap: theme.space.md, minWidth: 0 }}>
        <ReportContent report={query.report} args={args} />
      </div>
    </WorkPage>
  );
}
