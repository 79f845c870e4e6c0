import type { ForecastPreviewResponse, ForecastResponse } from '@stepwise/contracts';
import { computeForecast, type Forecast } from '@stepwise/scheduling';
import type { Database } from '../../db/database.js';
import { forecastVersionOf } from './forecast-input-repository.js';
import { loadForecastData, type WorkspaceForecastData } from './forecast-input.js';
import { previewFlowOrder } from './forecast-preview.js';
import { toForecastResponse } from './forecast-response.js';

/** Workspaces whose forecast is kept in memory (least recently used goes first). */
const CACHED_WORKSPACES = 200;

interface CachedForecast {
  version: number;
  at: number;
  data: WorkspaceForecastData;
  forecast: Forecast;
  response: ForecastResponse;
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
    return (await this.current(workspaceId, at)).response;
  }

  /** The forecast at `at` with one member's flow in a proposed order: what would change (nothing is saved). */
  async preview(workspaceId: number, at: number, userId: number, taskIds: readonly number[]): Promise<ForecastPreviewResponse> {
    const { version, data, forecast } = await this.current(workspaceId, at);
    return previewFlowOrder(version, data, forecast, userId, taskIds);
  }

  private async current(workspaceId: number, at: number): Promise<CachedForecast> {
    const version = await forecastVersionOf(this.db, workspaceId);
    const cached = this.cache.get(workspaceId);
    if (cached && cached.version === version && cached.at === at) {
      this.touch(workspaceId, cached);
      return cached;
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
    const entry: CachedForecast = { version, at, data, forecast, response: toForecastResponse(version, data, forecast) };
    this.touch(workspaceId, entry);
    return entry;
  }

  private touch(workspaceId: number, entry: CachedForecast): void {
    this.cache.delete(workspaceId);
    this.cache.set(workspaceId, entry);
    if (this.cache.size > CACHED_WORKSPACES) this.cache.delete(this.cache.keys().next().value!);
  }
}
