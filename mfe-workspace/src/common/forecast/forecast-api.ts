import type {
  ForecastAccuracyResponse,
  ForecastPreviewBody,
  ForecastPreviewResponse,
  ForecastResponse,
  HistoryImportJobResponse,
  HistoryImportResponse,
} from '@stepwise/contracts';
import { workApiBase, workspaceTag, type Envelope } from '../api/work-api';

export interface ForecastPreviewArgs {
  workspaceId: number;
  body: ForecastPreviewBody;
}

export interface HistoryImportArgs {
  workspaceId: number;
  csv: string;
  /** The zone local date-times without one are read in. */
  timeZone?: string;
}

export interface HistoryImportStatusArgs {
  workspaceId: number;
  importId: number;
}

function historyImportRequest({ workspaceId, csv, timeZone }: HistoryImportArgs, dryRun: boolean) {
  return {
    url: `workspaces/${workspaceId}/import/history`,
    method: 'POST',
    params: { dry_run: String(dryRun), ...(timeZone ? { time_zone: timeZone } : {}) },
    body: csv,
    headers: { 'Content-Type': 'text/csv' },
  };
}

/**
 * The deadline forecast: every flow task's start, P50 and P85 (docs/forecast.md), its record, the
 * preview of an unsaved flow order, and the history import that teaches paces before day one: a
 * dry run answered at once, then an import job whose status is read again on each
 * `history.import_progress` of the live channel. The forecast is refetched on `forecast.changed`.
 */
export const forecastApi = workApiBase.injectEndpoints({
  endpoints: (builder) => ({
    workForecast: builder.query<ForecastResponse, number>({
      query: (workspaceId) => `workspaces/${workspaceId}/forecast`,
      transformResponse: (response: Envelope<ForecastResponse>) => response.data,
      providesTags: (_result, _error, workspaceId) => [{ type: 'WorkForecast', id: workspaceTag(workspaceId) }],
    }),
    workForecastAccuracy: builder.query<ForecastAccuracyResponse, number>({
      query: (workspaceId) => `workspaces/${workspaceId}/forecast/accuracy`,
      transformResponse: (response: Envelope<ForecastAccuracyResponse>) => response.data,
      providesTags: (_result, _error, workspaceId) => [{ type: 'WorkForecast', id: workspaceTag(workspaceId) }],
    }),
    workForecastPreview: builder.mutation<ForecastPreviewResponse, ForecastPreviewArgs>({
      query: ({ workspaceId, body }) => ({ url: `workspaces/${workspaceId}/forecast/preview`, method: 'POST', body }),
      transformResponse: (response: Envelope<ForecastPreviewResponse>) => response.data,
    }),
    /** Checks a file: nothing is written, the answer lists what would be imported and every line that would not. */
    workPreviewHistory: builder.mutation<HistoryImportResponse, HistoryImportArgs>({
      query: (args) => historyImportRequest(args, true),
      transformResponse: (response: Envelope<HistoryImportResponse>) => response.data,
    }),
    /** Queues the import of a file: the answer is the job's status (queued). */
    workStartHistoryImport: builder.mutation<HistoryImportJobResponse, HistoryImportArgs>({
      query: (args) => historyImportRequest(args, false),
      transformResponse: (response: Envelope<HistoryImportJobResponse>) => response.data,
    }),
    workHistoryImport: builder.query<HistoryImportJobResponse, HistoryImportStatusArgs>({
      query: ({ workspaceId, importId }) => `workspaces/${workspaceId}/import/history/${importId}`,
      transformResponse: (response: Envelope<HistoryImportJobResponse>) => response.data,
      providesTags: (_result, _error, { workspaceId }) => [{ type: 'WorkHistoryImport', id: workspaceTag(workspaceId) }],
    }),
  }),
});

export const {
  useWorkForecastQuery,
  useWorkForecastAccuracyQuery,
  useWorkForecastPreviewMutation,
  useWorkPreviewHistoryMutation,
  useWorkStartHistoryImportMutation,
  useWorkHistoryImportQuery,
} = forecastApi;
