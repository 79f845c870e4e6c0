import type { ForecastResponse } from '@stepwise/contracts';
import { computeForecast, type Forecast } from '@stepwise/scheduling';
import type { Database } from '../../db/database.js';
import { forecastVersionOf } from './forecast-input-repository.js';
import { loadForecastData, type WorkspaceForecastData } from './forecast-input.js';

/** Workspaces whose forecast is kept in memory (least recently used goes first). */
const CACHED_WORKSPACES = 200;

interface CachedForecast {
  version: number;
  at: number;
  data: WorkspaceForecastData;
  forecast: Forecast;
  response: ForecastResponse;
}

/** The complexities a member has finished tasks of, with the pace of each. */
function complexityPaces(data: WorkspaceForecastData, userId: number) {
  const counts = data.complexityCounts.get(userId) ?? new Map<number, number>();
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([complexity, tasks]) => ({ complexity, pace: data.paces.paceOf(userId, complexity).pace, tasks }));
}

function toResponse(version: number, data: WorkspaceForecastData, forecast: Forecast): ForecastResponse {
  const projects = new Map<number, { p50: string; p85: string }>();
  for (const member of forecast.members) {
    for (const task of member.tasks) {
      const projectId = data.projectOf.get(task.task_id);
      if (projectId === undefined) continue;
      const known = projects.get(projectId);
      // ISO instants in UTC compare as strings.
      projects.set(projectId, {
        p50: known && known.p50 > task.finish_p50 ? known.p50 : task.finish_p50,
        p85: known && known.p85 > task.finish_p85 ? known.p85 : task.finish_p85,
      });
    }
  }
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
    projects: [...projects].map(([projectId, finish]) => ({ project_id: projectId, finish_p50: finish.p50, finish_p85: finish.p85 })),
    unscored: forecast.unscored,
    unplaced: forecast.unplaced,
  };
}

/**
 * Forecasts per workspace, kept in memory keyed by the workspace's change counter (forecast_versions)
 * and the instant. A new version reloads the inputs and walks again only the members whose part
 * changed (the core follows blockers to anyone else whose dates move); a new instant walks everyone.
 */
export class ForecastEngine {
  private readonly cache = new Map<number, CachedForecast>();

  constructor(private readonly db: Database) {}

  async forecast(workspaceId: number, at: number): Promise<ForecastResponse> {
    const version = await forecastVersionOf(this.db, workspaceId);
    const cached = this.cache.get(workspaceId);
    if (cached && cached.version === version && cached.at === at) {
      this.touch(workspaceId, cached);
      return cached.response;
    }
    const data = await loadForecastData(this.db, workspaceId, at);
    const input = { at, calendar: data.calendar, members: data.members, flows: data.flows, tasks: data.tasks, paces: data.paces };
    let forecast: Forecast;
    if (cached && cached.at === at && cached.data.sharedSignature === data.sharedSignature) {
      const changedMembers = data.members.map((member) => member.userId).filter((id) => cached.data.signatures.get(id) !== data.signatures.get(id));
      forecast = computeForecast(input, { previous: cached.forecast, changedMembers });
    } else {
      forecast = computeForecast(input);
    }
    const entry: CachedForecast = { version, at, data, forecast, response: toResponse(version, data, forecast) };
    this.touch(workspaceId, entry);
    return entry.response;
  }

  private touch(workspaceId: number, entry: CachedForecast): void {
    this.cache.delete(workspaceId);
    this.cache.set(workspaceId, entry);
    if (this.cache.size > CACHED_WORKSPACES) this.cache.delete(this.cache.keys().next().value!);
  }
}

const engines = new WeakMap<Database, ForecastEngine>();

/** The one engine (and so the one cache) of a database: the forecast routes and other areas share it. */
export function forecastEngineOf(db: Database): ForecastEngine {
  let engine = engines.get(db);
  if (!engine) {
    engine = new ForecastEngine(db);
    engines.set(db, engine);
  }
  return engine;
}
