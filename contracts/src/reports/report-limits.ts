/** The workspace reports (docs/reports.md): their names, groupings and bounds. */
export const REPORT_KINDS = ['velocity', 'accuracy', 'time', 'flow', 'risk'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** What the time report sums by. */
export const TIME_REPORT_GROUPS = ['member', 'goal', 'sphere', 'project'] as const;
export type TimeReportGroup = (typeof TIME_REPORT_GROUPS)[number];

/** A period (`from`–`to`, both included) spans at most this many days. */
export const REPORT_PERIOD_MAX_DAYS = 366;
/** Without `from`/`to`: the 30 days up to today in the workspace's zone. */
export const REPORT_PERIOD_DEFAULT_DAYS = 30;

/** The velocity report's sprints: the last N that have started. */
export const VELOCITY_SPRINTS_DEFAULT = 6;
export const VELOCITY_SPRINTS_MAX = 26;

/**
 * The accuracy histogram's bucket edges (actual ÷ estimate): bucket 0 is below the first edge, bucket
 * i is [edge i−1, edge i), the last is the last edge and above.
 */
export const ACCURACY_BUCKET_EDGES = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;

/** The risk report lists at most this many tasks, the most urgent first. */
export const RISK_REPORT_MAX = 500;
/** Forecast risks the risk report lists, the most urgent first. */
export const REPORTED_RISKS = ['overdue', 'late', 'at_risk'] as const;
export type ReportedRisk = (typeof REPORTED_RISKS)[number];
