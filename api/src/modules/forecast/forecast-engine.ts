import type { ForecastPreviewResponse, ForecastResponse } from '@stepwise/contracts';
import { computeForecast, type Forecast } from '@stepwise/scheduling';
import type { Database } from '../../db/database.js';
import { changesSince } from './forecast-changes-since.js';
import { forecastCounters } from './forecast-input-repository.js';
import { forecastData, type WorkspaceForecastData } from './forecast-input.js';
import { previewFlowOrder } from './forecast-preview.js';
import { forecastEnvelopeJson, toForecastResponse, type AnsweredForecast } from './forecast-response.js';
import { loadWorkspaceRows, reloadRows, type RowChanges, type WorkspaceRows } from './forecast-rows.js';

/** Workspaces whose forecast is kept in memory (least recently used goes first). */
const CACHED_WORKSPACES = 200;

interface CachedForecast extends AnsweredForecast {
  version: number;
  /** The workspace's last event when the inputs were read. */
  seq: number;
  at: number;
  /** The answer as JSON, once asked for. */
  json?: string;
}

const NOTHING: RowChanges = { users: new Set(), finished: new Set(), hours: new Set() };

/**
 * Forecasts per workspace, kept in memory with their inputs, keyed by the workspace's change
 * counter (forecast_versions) and the instant. A new version reads only what the events since the
 * cached one touched (docs/forecast.md) and walks again only the members whose part changed (the
 * core follows blockers to anyone else whose dates move); a new instant reads nothing and walks everyone.
 */
export class ForecastEngine {
  private readonly cache = new Map<number, CachedForecast>();

  constructor(private readonly db: Database) {}

  async forecast(workspaceId: number, at: number): Promise<ForecastResponse> {
    return (await this.current(workspaceId, at)).response;
  }

  /** The forecast as the JSON text of `{ data }`, written once per version and instant. */
  async forecastJson(workspaceId: number, at: number): Promise<string> {
    const entry = await this.current(workspaceId, at);
    entry.json ??= forecastEnvelopeJson(entry.response);
    return entry.json;
  }

  /** The forecast at `at` with one member's flow in a proposed order: what would change (nothing is saved). */
  async preview(workspaceId: number, at: number, userId: number, taskIds: readonly number[], reassignedTaskId?: number): Promise<ForecastPreviewResponse> {
    const { version, data, forecast } = await this.current(workspaceId, at);
    return previewFlowOrder(version, data, forecast, userId, taskIds, reassignedTaskId);
  }

  /** The forecast at `at` with the inputs it was walked from (the workload board reads both). */
  async state(workspaceId: number, at: number): Promise<{ version: number; data: WorkspaceForecastData; forecast: Forecast }> {
    const { version, data, forecast } = await this.current(workspaceId, at);
    return { version, data, forecast };
  }

  private async current(workspaceId: number, at: number): Promise<CachedForecast> {
    const { version, seq } = await forecastCounters(this.db, workspaceId);
    const cached = this.cache.get(workspaceId);
    // The version counts every change that can move a date, and is read with the event number:
    // an unchanged version means nothing since then can, whatever other events came.
    if (cached && cached.version === version && cached.at === at) return this.keep(workspaceId, { ...cached, seq });

    const { rows, changes } = await this.rowsSince(workspaceId, cached, version, seq);
    const data = forecastData(rows, at, cached && changes ? { data: cached.data, changes } : undefined);
    const input = { at, calendar: data.calendar, members: data.members, flows: data.flows, tasks: data.tasks, paces: data.paces };
    const forecast =
      cached && cached.at === at && data.changedMembers !== 'everyone'
        ? computeForecast(input, { previous: cached.forecast, changedMembers: data.changedMembers })
        : computeForecast(input);
    const response = toForecastResponse(version, data, forecast, cached);
    return this.keep(workspaceId, { version, seq, at, data, forecast, response });
  }

  /** The inputs at event `seq`: the cached ones with what changed since read again, or all of them read afresh. */
  private async rowsSince(
    workspaceId: number,
    cached: CachedForecast | undefined,
    version: number,
    seq: number,
  ): Promise<{ rows: WorkspaceRows; changes?: RowChanges }> {
    if (!cached) return { rows: await loadWorkspaceRows(this.db, workspaceId) };
    if (cached.version === version) return { rows: cached.data.rows, changes: NOTHING };
    const changes = await changesSince(this.db, workspaceId, { after: cached.seq, upTo: seq }, cached.data.rows);
    if (changes === 'everything') return { rows: await loadWorkspaceRows(this.db, workspaceId) };
    return { rows: await reloadRows(this.db, workspaceId, cached.data.rows, changes), changes };
  }

  private keep(workspaceId: number, entry: CachedForecast): CachedForecast {
    this.cache.delete(workspaceId);
    this.cache.set(workspaceId, entry);
    if (this.cache.size > CACHED_WORKSPACES) this.cache.delete(this.cache.keys().next().value!);
    return entry;
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
