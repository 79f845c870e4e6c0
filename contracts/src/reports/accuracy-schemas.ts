import { Type, type Static } from 'typebox';
import { IdField } from '../work/common-work-schemas.js';
import { ReportFilterFields, ReportPeriodFields } from './report-query-schemas.js';

export const AccuracyReportQuery = Type.Object({ ...ReportPeriodFields, ...ReportFilterFields });
export type AccuracyReportQuery = Static<typeof AccuracyReportQuery>;

const Ratio = Type.Union([Type.Number({ minimum: 0 }), Type.Null()], { description: 'actual ÷ estimate, 3 decimals; null without tasks' });

/** The spread of actual ÷ estimate over a set of finished tasks. */
export const AccuracyStats = Type.Object(
  {
    count: Type.Integer({ minimum: 0 }),
    median: Ratio,
    p25: Ratio,
    p75: Ratio,
    p90: Ratio,
    buckets: Type.Array(Type.Integer({ minimum: 0 }), { description: 'Tasks per histogram bucket (ACCURACY_BUCKET_EDGES)' }),
  },
  { title: 'AccuracyStats' },
);
export type AccuracyStats = Static<typeof AccuracyStats>;

export const AccuracyReport = Type.Object(
  {
    bucket_edges: Type.Array(Type.Number(), { description: 'Bucket 0 is below the first edge, the last is the last edge and above' }),
    overall: AccuracyStats,
    members: Type.Array(Type.Object({ user_id: IdField, name: Type.String(), ...AccuracyStats.properties }, { title: 'MemberAccuracy' }), {
      description: 'By assignee, by name',
    }),
    complexities: Type.Array(
      Type.Object(
        { complexity: Type.Union([Type.Integer({ minimum: 1, maximum: 5 }), Type.Null()]), ...AccuracyStats.properties },
        { title: 'ComplexityAccuracy' },
      ),
      { description: '1…5, then unset (null)' },
    ),
    excluded: Type.Object({
      unestimated: Type.Integer({ minimum: 0, description: 'Finished in the period without an estimate' }),
      untracked: Type.Integer({ minimum: 0, description: 'Finished in the period with no time recorded' }),
    }),
  },
  { title: 'AccuracyReport' },
);
export type AccuracyReport = Static<typeof AccuracyReport>;
export const AccuracyReportEnvelope = Type.Object({ data: AccuracyReport }, { title: 'AccuracyReportEnvelope' });
