import { Type, type Static } from 'typebox';
import { baseStates } from '../work/work-enums.js';
import { DateField, IdField } from '../work/common-work-schemas.js';
import { ReportFilterFields, ReportPeriodFields } from './report-query-schemas.js';

/** Stages belong to a sphere: the report is one sphere's (`sphere_id`, else the workspace's first). */
export const FlowReportQuery = Type.Object({ ...ReportPeriodFields, ...ReportFilterFields });
export type FlowReportQuery = Static<typeof FlowReportQuery>;

export const FlowReportStage = Type.Object(
  {
    stage_id: IdField,
    name: Type.String(),
    state: Type.Enum(baseStates),
    counts: Type.Array(Type.Integer({ minimum: 0 }), { description: 'Tasks in the stage at the end of each day of `days`' }),
  },
  { title: 'FlowReportStage' },
);
export type FlowReportStage = Static<typeof FlowReportStage>;

export const FlowReport = Type.Object(
  {
    sphere_id: IdField,
    days: Type.Array(DateField),
    stages: Type.Array(FlowReportStage, { description: 'In board order' }),
  },
  { title: 'FlowReport' },
);
export type FlowReport = Static<typeof FlowReport>;
export const FlowReportEnvelope = Type.Object({ data: FlowReport }, { title: 'FlowReportEnvelope' });
