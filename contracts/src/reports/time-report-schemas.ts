import { Type, type Static } from 'typebox';
import { DateField, NullableId } from '../work/common-work-schemas.js';
import { TIME_REPORT_GROUPS } from './report-limits.js';
import { ReportFilterFields, ReportPeriodFields } from './report-query-schemas.js';

export const TimeReportQuery = Type.Object({
  ...ReportPeriodFields,
  ...ReportFilterFields,
  group_by: Type.Optional(Type.Enum(TIME_REPORT_GROUPS, { description: 'member (the default), goal, sphere or project' })),
});
export type TimeReportQuery = Static<typeof TimeReportQuery>;

export const TimeReportGroupRow = Type.Object(
  {
    key: Type.Union([...NullableId.anyOf], { description: 'The member, goal, sphere or project; null for tasks without a goal or project' }),
    name: Type.Union([Type.String(), Type.Null()]),
    minutes: Type.Integer({ minimum: 0 }),
    per_day: Type.Array(Type.Integer({ minimum: 0 }), { description: 'Minutes per day of `days`' }),
  },
  { title: 'TimeReportGroup' },
);
export type TimeReportGroupRow = Static<typeof TimeReportGroupRow>;

export const TimeReport = Type.Object(
  {
    group_by: Type.Enum(TIME_REPORT_GROUPS),
    days: Type.Array(DateField, { description: 'Every day of the period' }),
    total_minutes: Type.Integer({ minimum: 0 }),
    groups: Type.Array(TimeReportGroupRow, { description: 'Most minutes first' }),
  },
  { title: 'TimeReport' },
);
export type TimeReport = Static<typeof TimeReport>;
export const TimeReportEnvelope = Type.Object({ data: TimeReport }, { title: 'TimeReportEnvelope' });
