import type { ForecastResponse } from '@stepwise/contracts';
import type { Forecast } from '@stepwise/scheduling';
import type { WorkspaceForecastData } from './forecast-input.js';

export interface ProjectFinish {
  project_id: number;
  finish_p50: string;
  finish_p85: string;
}

/** Each project finishes with its last flow task. */
export function projectFinishes(projectOf: ReadonlyMap<number, number>, forecast: Forecast): ProjectFinish[] {
  const projects = new Map<number, { p50: string; p85: string }>();
  for (const member of forecast.members) {
    for (const task of member.tasks) {
      const projectId = projectOf.get(task.task_id);
      if (projectId === undefined) continue;
      const known = projects.get(projectId);
      // ISO instants in UTC compare as strings.
      projects.set(projectId, {
        p50: known && known.p50 > task.finish_p50 ? known.p50 : task.finish_p50,
        p85: known && known.p85 > task.finish_p85 ? known.p85 : task.finish_p85,
      });
    }
  }
  return [...projects].map(([projectId, finish]) => ({ project_id: projectId, finish_p50: finish.p50, finish_p85: finish.p85 }));
}

/** The complexities a member has finished tasks of, with the pace of each. */
function complexityPaces(data: WorkspaceForecastData, userId: number) {
  const counts = data.complexityCounts.get(userId) ?? new Map<number, number>();
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([complexity, tasks]) => ({ complexity, pace: data.paces.paceOf(userId, complexity).pace, tasks }));
}

export function toForecastResponse(version: number, data: WorkspaceForecastData, forecast: Forecast): ForecastResponse {
  return {
    at: forecast.at,
    version,
    members: forecast.members.map((member) => ({
      user_id: member.user_id,
      pace: member.pace,
      pace_basis: member.pace_basis,
      pace_tasks: member.pace_tasks,
      complexity_paces: complexityPaces(data, member.user_id),
      focus: member.focus,
      tasks: member.tasks,
    })),
    goals: forecast.goals,
    projects: projectFinishes(data.projectOf, forecast),
    unscored: forecast.unscored,
    unplaced: forecast.unplaced,
  };
}
