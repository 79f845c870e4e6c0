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
  return [...counts].sort(([a], [b]) => a - b).map(([complexity, tasks]) => ({ complexity, pace: data.paces.paceOf(userId, complexity).pace, tasks }));
}

type MemberResponse = ForecastResponse['members'][number];

/** A forecast's answer, and what it was made of (for the next one to reuse). */
export interface AnsweredForecast {
  data: WorkspaceForecastData;
  forecast: Forecast;
  response: ForecastResponse;
}

/** The answer; a member whose part of the forecast was kept as it was keeps their part of `previous`'s. */
export function toForecastResponse(version: number, data: WorkspaceForecastData, forecast: Forecast, previous?: AnsweredForecast): ForecastResponse {
  const samePaces = previous !== undefined && previous.data.paces === data.paces && previous.forecast.members.length === forecast.members.length;
  return {
    at: forecast.at,
    version,
    members: forecast.members.map((member, index): MemberResponse =>
      samePaces && previous.forecast.members[index] === member
        ? previous.response.members[index]!
        : {
            user_id: member.user_id,
            pace: member.pace,
            pace_basis: member.pace_basis,
            pace_tasks: member.pace_tasks,
            complexity_paces: complexityPaces(data, member.user_id),
            focus: member.focus,
            tasks: member.tasks,
          },
    ),
    goals: forecast.goals,
    projects: projectFinishes(data.projectOf, forecast),
    unscored: forecast.unscored,
    unplaced: forecast.unplaced,
  };
}

const memberJson = new WeakMap<MemberResponse, string>();

/**
 * The envelope `{ data: response }` as JSON text, each member's part written once and reused while
 * it stays the same object: the answer is 1.3 MB at 10,000 tasks, and after one change only one
 * member's part is new. The text is what the route's schema would write: the same fields, no others.
 */
export function forecastEnvelopeJson(response: ForecastResponse): string {
  const members = response.members.map((member) => {
    let json = memberJson.get(member);
    if (json === undefined) memberJson.set(member, (json = JSON.stringify(member)));
    return json;
  });
  const { at, version, goals, projects, unscored, unplaced } = response;
  const [head, tail] = [JSON.stringify({ at, version }).slice(0, -1), JSON.stringify({ goals, projects, unscored, unplaced }).slice(1)];
  return `{"data":${head},"members":[${members.join(',')}],${tail}}`;
}
