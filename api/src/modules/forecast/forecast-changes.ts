import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import { lockEventCounter, type NewWorkspaceEvent } from '../../platform/live/live-repository.js';
import type { ForecastEngine } from './forecast-engine.js';
import { bumpForecastVersion, markForecastPublished } from './forecast-input-repository.js';
import { MOVING_EVENTS } from './forecast-moving-events.js';
import { recordOutcome, takeSnapshots, wholeMinute } from './forecast-record.js';

export const FORECAST_PUBLISH_JOB = 'forecast.publish';
export const FORECAST_SNAPSHOT_JOB = 'forecast.snapshot';
/** A burst of changes within this window yields one `forecast.changed`. */
export const FORECAST_DEBOUNCE_MS = 1_000;
const DAY_MS = 24 * 60 * 60_000;

/**
 * Follows every published change: one that can move a date bumps the workspace's forecast version
 * and enqueues the debounced `forecast.publish` job (one per workspace and announced version, so a
 * burst of changes shares it); a task that finishes gets its forecast outcome recorded.
 */
export function followForecastChanges(app: FastifyInstance, engine: ForecastEngine): void {
  app.live.onPublish(async (tx: Database, event: NewWorkspaceEvent) => {
    if (!MOVING_EVENTS.has(event.type)) return;
    const announced = await bumpForecastVersion(tx, event.workspaceId);
    await app.jobs.enqueue(
      tx,
      FORECAST_PUBLISH_JOB,
      { workspace_id: event.workspaceId },
      { uniqueKey: `${event.workspaceId}:${announced}`, runAt: new Date(event.at.getTime() + FORECAST_DEBOUNCE_MS) },
    );
    if (event.type === 'task.updated') {
      const task = event.payload.task;
      if (task.state === 'finished' && task.finished_at && task.assignee_id !== null) {
        await recordOutcome(tx, { id: task.id, workspaceId: event.workspaceId, userId: task.assignee_id, finishedAt: new Date(task.finished_at) });
      }
    }
  });

  // Recomputes (so the refetch is served from memory), then announces the version it reflects.
  app.jobs.define<{ workspace_id: number }>(FORECAST_PUBLISH_JOB, async ({ workspace_id: workspaceId }) => {
    const now = app.clock.now();
    await engine.forecast(workspaceId, wholeMinute(now));
    const version = await app.db.transaction(async (tx) => {
      // The event counter before the forecast version, as every change takes them (publish, then
      // bumpForecastVersion): the other order deadlocks with a change committing at the same time.
      await lockEventCounter(tx, workspaceId);
      const current = await markForecastPublished(tx, workspaceId);
      // A workspace deleted since has nobody to tell.
      if (current !== undefined) await app.live.publish(tx, { workspaceId, type: 'forecast.changed', payload: { version: current }, actorId: null, at: now });
      return current;
    });
    return { workspaceId, version };
  });

  app.jobs.schedule(FORECAST_SNAPSHOT_JOB, DAY_MS, () => takeSnapshots(app.db, engine, app.clock.now()));
}
