import { useMemo, type ReactNode } from 'react';
import { useTheme } from '@emotion/react';
import type { ErrorCode } from '@stepwise/contracts/rules';
import { EmptyState, ErrorPanel, LoadingStatus, toApiError, type ApiError, type ErrorPanelProps } from '@stepwise/shared';
import { useIntl, type IntlShape } from 'react-intl';
import { ChartPanel } from '../../common/charts/chart-panel';
import type { ReportChart } from './report-views';

/** What a report's query hook answers that the panel reads. */
export interface ReportResult<T> {
  data?: T;
  error?: ErrorPanelProps['error'];
  isLoading: boolean;
  isFetching: boolean;
  refetch(): unknown;
}

export interface ReportBodyProps<T> {
  result: ReportResult<T>;
  empty(data: T): boolean;
  /** The empty state's message ids. */
  emptyIds: { title: string; text: string };
  children(data: T): ReactNode;
}

/** The explanation of a report refused by its bounds (docs/reports.md, "Bounds"); other failures get the panel's own. */
const BOUND_MESSAGES: Partial<Record<ErrorCode, string>> = {
  reports_busy: 'work.reports.busy',
  report_timeout: 'work.reports.timeout',
};

function boundMessageId(error: ErrorPanelProps['error']): string | undefined {
  if (!error) return undefined;
  const apiError = 'status' in error && 'code' in error ? (error as ApiError) : toApiError(error as Exclude<typeof error, ApiError>);
  return BOUND_MESSAGES[apiError.code as ErrorCode];
}

/** A report's loading, error and empty states, else its content (kept, dimmed, while new numbers load). */
export function ReportBody<T>({ result, empty, emptyIds, children }: ReportBodyProps<T>) {
  if (result.isLoading) return <LoadingStatus panels={2} />;
  if (result.error || !result.data)
    return <ErrorPanel error={result.error} onRetry={() => void result.refetch()} titleId="work.reports.loadFailed" textId={boundMessageId(result.error)} />;
  if (empty(result.data)) return <EmptyState titleId={emptyIds.title} textId={emptyIds.text} />;
  return (
    <div aria-busy={result.isFetching} css={{ opacity: result.isFetching ? 0.6 : 1, display: 'grid', gap: '2rem' }}>
      {children(result.data)}
    </div>
  );
}

/** The charts of a report, each with its table view and CSV export. */
export function ReportCharts<T>({ data, charts, file }: { data: T; charts(data: T, intl: IntlShape): ReportChart[]; file: string }) {
  const intl = useIntl();
  const theme = useTheme();
  // The same charts while the data and language stay: a chart is drawn again only when they change.
  const drawn = useMemo(() => charts(data, intl), [charts, data, intl]);
  return (
    <div css={{ display: 'grid', gap: theme.space.lg }}>
      {drawn.map(({ key, ...chart }) => (
        <ChartPanel key={key} {...chart} fileName={`${file}-${key}`} />
      ))}
    </div>
  );
}
