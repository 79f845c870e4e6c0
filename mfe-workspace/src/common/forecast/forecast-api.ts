import type {
  ForecastAccuracyResponse,
  ForecastPreviewBody,
  ForecastPreviewResponse,
  ForecastResponse,
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
  /** Only check the file: nothing is written, the answer lists what would be imported. */
  dryRun: boolean;
  /** The zone local date-times without one are read in. */
  timeZone?: string;
}

/**
 * The deadline forecast: every flow task's start, P50 and P85 (docs/forecast.md), its record, the
 * preview of an unsaved flow order, and the history import that teaches paces before day one.
 * The forecast is refetched when the live channel announces `forecast.changed`.
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
    workImportHistory: builder.mutation<HistoryImportResponse, HistoryImportArgs>({
      query: ({ workspaceId, csv, dryRun, timeZone }) => ({
        url: `workspaces/${workspaceId}/import/history`,
        method: 'POST',
        params: { dry_run: String(dryRun), ...(timeZone ? { time_zone: timeZone } : {}) },
        body: csv,
        headers: { 'Content-Type': 'text/csv' },
      }),
      transformResponse: (response: Envelope<HistoryImportResponse>) => response.data,
      invalidatesTags: (_result, error, { workspaceId, dryRun }) =>
        error || dryRun ? [] : [{ type: 'WorkTask', id: workspaceTag(workspaceId) }, { type: 'WorkForecast', id: workspaceTag(workspaceId) }],
    }),
  }),
});

export const { useWorkForecastQuery, useWorkForecastAccuracyQuery, useWorkForecastPreviewMutation, useWorkImportHistoryMutation } = forecastApi;
