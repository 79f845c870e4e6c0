import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { reportRows, taskFilterSql } from './report-repository.js';
import type { ReportFilters } from './report-scope.js';

export interface RiskRow {
  task_id: number;
  title: string;
  due_on: string | null;
  assignee_id: number | null;
  assignee_name: string | null;
  sphere_id: number;
  goal_id: number | null;
  project_id: number | null;
}

const arrayOf = (ids: Iterable<number>) => `{${[...ids].join(',')}}`;

/** The unfinished tasks (matching the filters) among `riskIds`, and those in no flow (not in `flowIds`) due before `today`. */
export async function selectRiskTasks(
  db: Database,
  workspaceId: number,
  filters: ReportFilters,
  { riskIds, flowIds, today }: { riskIds: Iterable<number>; flowIds: Iterable<number>; today: string },
): Promise<RiskRow[]> {
  return reportRows<RiskRow>(
    db,
    sql`
      select t.id as task_id, t.title, t.due_on::text as due_on, t.assignee_id,
        case when u.id is not null then coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email) end as assignee_name,
        t.sphere_id, t.goal_id, t.project_id
      from tasks t left join users u on u.id = t.assignee_id
      where t.workspace_id = ${workspaceId} and t.state <> 'finished' ${taskFilterSql(filters)}
        and (t.id = any(${arrayOf(riskIds)}::int[])
          or (t.due_on < ${today}::date and not t.id = any(${arrayOf(flowIds)}::int[])))`,
  );
}
