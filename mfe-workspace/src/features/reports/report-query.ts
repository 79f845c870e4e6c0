import { REPORT_KINDS, TIME_REPORT_GROUPS, type ReportKind, type TimeReportGroup } from '@stepwise/contracts';
import { isIdText, isSupportedDate } from '@stepwise/contracts/rules';

/** What the address says about the report shown: `?report=…&from=…&to=…&sphere_id=…` — shareable as it is. */
export interface ReportQuery {
  report: ReportKind;
  from: string | null;
  to: string | null;
  sphereId: string | null;
  goalId: string | null;
  projectId: string | null;
  userId: string | null;
  groupBy: TimeReportGroup;
}

/** A value the API takes by the contract's rule (a supported date, an id), else none: the report's default. */
const valid = (value: string | null, rule: (value: string) => boolean) => (value !== null && rule(value) ? value : null);

/** The filter parameters, in the address and the API alike. */
export const FILTER_PARAMS = ['sphere_id', 'goal_id', 'project_id', 'user_id'] as const;

export function readReportQuery(params: URLSearchParams): ReportQuery {
  const report = params.get('report');
  const groupBy = params.get('group_by');
  return {
    report: REPORT_KINDS.includes(report as ReportKind) ? (report as ReportKind) : 'velocity',
    from: valid(params.get('from'), isSupportedDate),
    to: valid(params.get('to'), isSupportedDate),
    sphereId: valid(params.get('sphere_id'), isIdText),
    goalId: valid(params.get('goal_id'), isIdText),
    projectId: valid(params.get('project_id'), isIdText),
    userId: valid(params.get('user_id'), isIdText),
    groupBy: TIME_REPORT_GROUPS.includes(groupBy as TimeReportGroup) ? (groupBy as TimeReportGroup) : 'member',
  };
}

/** Which reports read a period (velocity counts sprints, risk is as of now). */
export const hasPeriod = (report: ReportKind) => report !== 'velocity' && report !== 'risk';

/** The API query of the report: its period when it has one, the filters set, and the time report's grouping. */
export function reportApiParams(query: ReportQuery): Record<string, string> {
  const params: Record<string, string> = {};
  if (hasPeriod(query.report)) {
    if (query.from) params.from = query.from;
    if (query.to) params.to = query.to;
  }
  if (query.sphereId) params.sphere_id = query.sphereId;
  if (query.goalId) params.goal_id = query.goalId;
  if (query.projectId) params.project_id = query.projectId;
  if (query.userId) params.user_id = query.userId;
  if (query.report === 'time') params.group_by = query.groupBy;
  return params;
}

/** The address with one parameter set (or removed when empty), the rest kept. */
export function withParam(params: URLSearchParams, name: string, value: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === null || value === '') next.delete(name);
  else next.set(name, value);
  return next;
}
