import { Type, type Static } from 'typebox';
import { DateField, IdField } from '../work/common-work-schemas.js';
import { SPRINT_STATUSES } from '../sprints/sprint-limits.js';
import { VELOCITY_SPRINTS_MAX } from './report-limits.js';
import { ReportFilterFields } from './report-query-schemas.js';

export const VelocityReportQuery = Type.Object({
  ...ReportFilterFields,
  sprints: Type.Optional(
    Type.Integer({ minimum: 1, maximum: VELOCITY_SPRINTS_MAX, description: 'How many of the last sprints that have started (6 by default)' }),
  ),
});
export type VelocityReportQuery = Static<typeof VelocityReportQuery>;

export const VelocitySprint = Type.Object(
  {
    sprint_id: IdField,
    number: Type.Integer({ minimum: 1 }),
    starts_on: DateField,
    ends_on: DateField,
    status: Type.Enum(SPRINT_STATUSES),
    committed_count: Type.Integer({ minimum: 0, description: 'Tasks planned in it' }),
    committed_minutes: Type.Integer({ minimum: 0, description: 'Their summed estimates (unestimated count 0)' }),
    done_count: Type.Integer({ minimum: 0, description: 'Of them, finished by its last day (workspace zone)' }),
    done_minutes: Type.Integer({ minimum: 0 }),
  },
  { title: 'VelocitySprint' },
);
export type VelocitySprint = Static<typeof VelocitySprint>;

export const VelocityReport = Type.Object({ sprints: Type.Array(VelocitySprint, { description: 'Oldest first' }) }, { title: 'VelocityReport' });
export type VelocityReport = Static<typeof VelocityReport>;
export const VelocityReportEnvelope = Type.Object({ data: VelocityReport }, { title: 'VelocityReportEnvelope' });
