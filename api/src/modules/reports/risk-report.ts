import { REPORTED_RISKS, RISK_REPORT_MAX, type ReportedRisk, type RiskReport } from '@stepwise/contracts';
import { localDayOf } from '@stepwise/scheduling';
import type { Database } from '../../db/database.js';
import { forecastEngineOf, wholeMinute } from '../forecast/index.js';
import { workspaceZone, type ReportFilters } from './report-scope.js';
import { selectRiskTasks } from './risk-repository.js';

export type RiskForecast = Awaited<ReturnType<typeof riskForecast>>;

/** The workspace's forecast at `now` (the whole minute), from the forecast engine of `db`. */
export const riskForecast = (db: Database, workspaceId: number, now: Date) => forecastEngineOf(db).forecast(workspaceId, wholeMinute(now));

const reported = (risk: string | null): risk is ReportedRisk => (REPORTED_RISKS as readonly string[]).includes(risk ?? '');

/**
 * The unfinished tasks (matching the filters) the forecast marks overdue, late or at risk, and the
 * tasks in no member's flow whose due date has passed in the workspace's zone (overdue): the most
 * urgent first, by due date within each risk. `forecast` is the workspace's forecast at `now`, read
 * before (the app's forecast engine keeps it between requests).
 */
export async function riskReport(db: Database, workspaceId: number, filters: ReportFilters, now: Date, forecast?: RiskForecast): Promise<RiskReport> {
  forecast ??= await riskForecast(db, workspaceId, now);
  const forecastRisks = new Map<number, { risk: ReportedRisk; finishP85: string }>();
  const forecastIds: number[] = [];
  for (const member of forecast.members) {
    for (const task of member.tasks) {
      forecastIds.push(task.task_id);
      if (reported(task.risk)) forecastRisks.set(task.task_id, { risk: task.risk, finishP85: task.finish_p85 });
    }
  }
  const today = localDayOf(await workspaceZone(db, workspaceId), now.getTime());
  const rows = await selectRiskTasks(db, workspaceId, filters, { riskIds: forecastRisks.keys(), flowIds: forecastIds, today });
  const tasks = rows.map((row) => {
    const risk = forecastRisks.get(row.task_id);
    return { ...row, risk: risk?.risk ?? ('overdue' as const), finish_p85: risk?.finishP85 ?? null };
  });
  const rank = (risk: ReportedRisk) => REPORTED_RISKS.indexOf(risk);
  tasks.sort((a, b) => rank(a.risk) - rank(b.risk) || (a.due_on ?? '9999').localeCompare(b.due_on ?? '9999') || a.task_id - b.task_id);
  const count = (risk: ReportedRisk) => tasks.filter((task) => task.risk === risk).length;
  return { counts: { overdue: count('overdue'), late: count('late'), at_risk: count('at_risk') }, tasks: tasks.slice(0, RISK_REPORT_MAX) };
}
