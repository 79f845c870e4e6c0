import { Type } from 'typebox';
import { DATE_RULE, DateField, IdText } from '../common/value-fields.js';

const Id = (description: string) => Type.Optional(IdText(description));

/** The filters every report takes (each optional; ids of the workspace, else the report is empty). */
export const ReportFilterFields = {
  sphere_id: Id('Only tasks of this sphere'),
  goal_id: Id('Only tasks of this goal'),
  project_id: Id('Only tasks of this project'),
  user_id: Id('Only this member: the assignee, or for the time report the member who tracked the time'),
};

/** A period of calendar days in the workspace's zone, both included; the last 30 days by default. */
export const ReportPeriodFields = {
  from: Type.Optional({ ...DateField, description: `First day (YYYY-MM-DD, workspace zone; ${DATE_RULE}); 29 days before \`to\` by default` }),
  to: Type.Optional({ ...DateField, description: `Last day, included (${DATE_RULE}); today by default; at most 366 days after \`from\`` }),
};
