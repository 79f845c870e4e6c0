import type { AccuracyReport, FlowReport, RiskReport, TimeReport, VelocityReport } from '@stepwise/contracts';
import { workApiBase, workspaceTag, type Envelope } from '../../common/api/work-api';

/** A report's request: the workspace and the query string of its period and filters (only set values). */
export interface ReportArgs {
  workspaceId: number;
  params: Readonly<Record<string, string>>;
}

const report =
  (path: string) =>
  ({ workspaceId, params }: ReportArgs) => ({ url: `workspaces/${workspaceId}/reports/${path}`, params });
const tags = (_result: unknown, _error: unknown, { workspaceId }: ReportArgs) => [{ type: 'WorkForecast' as const, id: workspaceTag(workspaceId) }];

/** The workspace reports (docs/reports.md): the numbers behind each chart, refetched with the forecast. */
export const reportsApi = workApiBase.injectEndpoints({
  endpoints: (builder) => ({
    velocityReport: builder.query<VelocityReport, ReportArgs>({
      query: report('velocity'),
      transformResponse: (response: Envelope<VelocityReport>) => response.data,
      providesTags: tags,
    }),
    accuracyReport: builder.query<AccuracyReport, ReportArgs>({
      query: report('accuracy'),
      transformResponse: (response: Envelope<AccuracyReport>) => response.data,
      providesTags: tags,
    }),
    timeReport: builder.query<TimeReport, ReportArgs>({
      query: report('time'),
      transformResponse: (response: Envelope<TimeReport>) => response.data,
      providesTags: tags,
    }),
    flowReport: builder.query<FlowReport, ReportArgs>({
      query: report('flow'),
      transformResponse: (response: Envelope<FlowReport>) => response.data,
      providesTags: tags,
    }),
    riskReport: builder.query<RiskReport, ReportArgs>({
      query: report('risk'),
      transformResponse: (response: Envelope<RiskReport>) => response.data,
      providesTags: tags,
    }),
  }),
});

export const { useVelocityReportQuery, useAccuracyReportQuery, useTimeReportQuery, useFlowReportQuery, useRiskReportQuery } = reportsApi;
