import { Type, type Static } from 'typebox';
import { IdField, InstantField, NullableDate, NullableId } from '../work/common-work-schemas.js';
import { REPORTED_RISKS } from './report-limits.js';
import { ReportFilterFields } from './report-query-schemas.js';

export const RiskReportQuery = Type.Object({ ...ReportFilterFields });
export type RiskReportQuery = Static<typeof RiskReportQuery>;

export const RiskReportTask = Type.Object(
  {
    task_id: IdField,
    title: Type.String(),
    risk: Type.Enum(REPORTED_RISKS),
    due_on: NullableDate,
    finish_p85: Type.Union([InstantField, Type.Null()], { description: 'The forecast 85 % finish; null for a task in no flow' }),
    assignee_id: NullableId,
    assignee_name: Type.Union([Type.String(), Type.Null()]),
    sphere_id: IdField,
    goal_id: NullableId,
    project_id: NullableId,
  },
  { title: 'RiskReportTask' },
);
export type RiskReportTask = Static<typeof RiskReportTask>;

export const RiskReport = Type.Object(
  {
    counts: Type.Object({ overdue: Type.Integer({ minimum: 0 }), late: Type.Integer({ minimum: 0 }), at_risk: Type.Integer({ minimum: 0 }) }),
    tasks: Type.Array(RiskReportTask, { description: 'Overdue, then late, then at risk; by due date within each; at most 500' }),
  },
  { title: 'RiskReport' },
);
export type RiskReport = Static<typeof RiskReport>;
export const RiskReportEnvelope = Type.Object({ data: RiskReport }, { title: 'RiskReportEnvelope' });
