import type { ForecastAccuracyResponse, ForecastOutcome } from '@stepwise/contracts';
import type { Database } from '../../db/database.js';
import type { ForecastEngine } from './forecast-engine.js';
import { selectWorkspacesWithFlows } from './forecast-input-repository.js';
import { latestSnapshotBefore, selectOutcomeCounts, upsertOutcome, upsertSnapshots, type SnapshotRow } from './forecast-record-repository.js';

const MINUTE_MS = 60_000;

/** The forecast instant of a request without one: now, to the minute (so a minute's requests share one computation). */
export function wholeMinute(now: Date): number {
  return Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS;
}

/** Keeps today's forecast (UTC day) of every open task of every workspace with flows. */
export async function takeSnapshots(db: Database, engine: ForecastEngine, now: Date): Promise<{ workspaces: number; tasks: number }> {
  const day = now.toISOString().slice(0, 10);
  let tasks = 0;
  const workspaceIds = await selectWorkspacesWithFlows(db);
  for (const workspaceId of workspaceIds) {
    const forecast = await engine.forecast(workspaceId, wholeMinute(now));
    const rows: SnapshotRow[] = forecast.members.flatMap((member) =>
      member.tasks.map((task) => ({
        taskId: task.task_id,
        workspaceId,
        userId: member.user_id,
        day,
        p50: new Date(task.finish_p50),
        p85: new Date(task.finish_p85),
        takenAt: now,
      })),
    );
    await db.transaction((tx) => upsertSnapshots(tx, rows));
    tasks += rows.length;
  }
  return { workspaces: workspaceIds.length, tasks };
}

export function outcomeOf(finishedAt: Date, p50: Date, p85: Date): ForecastOutcome {
  if (finishedAt <= p50) return 'by_p50';
  return finishedAt <= p85 ? 'by_p85' : 'after_p85';
}

/** When a task finishes: where its real finish fell in its latest forecast snapshot before then (none: nothing recorded). */
export async function recordOutcome(tx: Database, task: { id: number; workspaceId: number; userId: number; finishedAt: Date }): Promise<void> {
  const snapshot = await latestSnapshotBefore(tx, task.id, task.finishedAt);
  if (!snapshot) return;
  await upsertOutcome(tx, {
    taskId: task.id,
    workspaceId: task.workspaceId,
    userId: task.userId,
    finishedAt: task.finishedAt,
    p50: snapshot.p50,
    p85: snapshot.p85,
    outcome: outcomeOf(task.finishedAt, snapshot.p50, snapshot.p85),
  });
}

const rate = (part: number, whole: number) => (whole === 0 ? null : part / whole);

export async function forecastAccuracy(db: Database, workspaceId: number): Promise<ForecastAccuracyResponse> {
  const counts = await selectOutcomeCounts(db, workspaceId);
  const total = counts.reduce((sum, row) => ({ finished: sum.finished + row.finished, byP50: sum.byP50 + row.byP50, byP85: sum.byP85 + row.byP85 }), {
    finished: 0,
    byP50: 0,
    byP85: 0,
  });
  const hitRate = (row: { finished: number; byP50: number; byP85: number }) => ({
    finished: row.finished,
    by_p50: row.byP50,
    by_p85: row.byP85,
    p50_rate: rate(row.byP50, row.finished),
    p85_rate: rate(row.byP85, row.finished),
  });
  return { workspace: hitRate(total), members: counts.map((row) => ({ user_id: row.userId, ...hitRate(row) })) };
}
