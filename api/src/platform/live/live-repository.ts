import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { LIVE_MAX_REPLAY } from '@stepwise/contracts';
import type { WorkspaceEvent, WorkspaceEventPayloads, WorkspaceEventType } from '@stepwise/contracts';
import type { Database } from '../../db/database.js';
import { workspaceEventCounters, workspaceEvents } from '../../db/schema/index.js';

/** The NOTIFY channel; its payload is `<workspace id>:<seq>`. */
export const LIVE_NOTIFY_CHANNEL = 'stepwise_workspace_events';
/** The NOTIFY channel of ended sessions; its payload is `<user id>`, whose tokens were revoked. */
export const SIGN_OUT_NOTIFY_CHANNEL = 'stepwise_sign_outs';

/** An event to write: one of the contract's workspace event types with its payload (`WorkspaceEventPayloads`). */
export type NewWorkspaceEvent = {
  [Type in WorkspaceEventType]: { workspaceId: number; type: Type; payload: WorkspaceEventPayloads[Type]; actorId: number | null; at: Date };
}[WorkspaceEventType];

/**
 * Writes one event in the caller's transaction and announces it on commit (NOTIFY is delivered only
 * when the transaction commits, and not at all when it rolls back). The counter row stays locked until
 * then, so a workspace's events commit in the order of their numbers.
 */
export async function insertWorkspaceEvent(tx: Database, event: NewWorkspaceEvent): Promise<number> {
  const [counter] = await tx
    .insert(workspaceEventCounters)
    .values({ workspaceId: event.workspaceId, lastSeq: 1 })
    .onConflictDoUpdate({ target: workspaceEventCounters.workspaceId, set: { lastSeq: sql`${workspaceEventCounters.lastSeq} + 1` } })
    .returning({ seq: workspaceEventCounters.lastSeq });
  await tx.insert(workspaceEvents).values({
    workspaceId: event.workspaceId,
    seq: counter.seq,
    type: event.type,
    payload: event.payload,
    actorId: event.actorId,
    createdAt: event.at,
  });
  await tx.execute(sql`select pg_notify(${LIVE_NOTIFY_CHANNEL}, ${`${event.workspaceId}:${counter.seq}`})`);
  return counter.seq;
}

/**
 * Locks the workspace's event counter for the rest of the transaction, as publishing an event does.
 * The counter is the first lock of every change that publishes: a transaction that would lock
 * something else first (the forecast's publish job, which locks the forecast version) takes it
 * before, so two transactions never wait for each other in opposite orders (docs/live.md, "Lock order").
 */
export async function lockEventCounter(tx: Database, workspaceId: number): Promise<void> {
  await tx
    .select({ seq: workspaceEventCounters.lastSeq })
    .from(workspaceEventCounters)
    .where(eq(workspaceEventCounters.workspaceId, workspaceId))
    .for('update');
}

/**
 * Tells every API instance, once the transaction commits, that some of the user's access tokens were
 * revoked: their live connections check their tokens and the ended ones close (LIVE_CLOSE.signedOut).
 */
export async function announceTokensRevoked(db: Database, userId: number): Promise<void> {
  await db.execute(sql`select pg_notify(${SIGN_OUT_NOTIFY_CHANNEL}, ${String(userId)})`);
}

/** Events of a workspace after `after`, oldest first (each written by `live.publish`, so of the contract's types). */
export async function eventsAfter(db: Database, workspaceId: number, after: number, limit: number): Promise<WorkspaceEvent[]> {
  const rows = await db
    .select()
    .from(workspaceEvents)
    .where(and(eq(workspaceEvents.workspaceId, workspaceId), gt(workspaceEvents.seq, after)))
    .orderBy(asc(workspaceEvents.seq))
    .limit(limit);
  return rows.map((row) => ({ seq: row.seq, type: row.type, payload: row.payload, actor_id: row.actorId, at: row.createdAt.toISOString() }) as WorkspaceEvent);
}

/** The workspace's latest event number (0 before its first event). */
export async function latestSeq(db: Database, workspaceId: number): Promise<number> {
  const [row] = await db
    .select({ seq: workspaceEventCounters.lastSeq })
    .from(workspaceEventCounters)
    .where(eq(workspaceEventCounters.workspaceId, workspaceId));
  return row?.seq ?? 0;
}

/**
 * Deletes each workspace's events beyond the replay window: a client that far behind is told to
 * reload (`reset`) and never reads them. Returns how many rows went.
 */
export async function pruneReplayedEvents(db: Database): Promise<number> {
  const deleted = await db
    .delete(workspaceEvents)
    .where(
      sql`${workspaceEvents.seq} <= (select ${workspaceEventCounters.lastSeq} - ${LIVE_MAX_REPLAY} from ${workspaceEventCounters} where ${workspaceEventCounters.workspaceId} = ${workspaceEvents.workspaceId})`,
    )
    .returning({ seq: workspaceEvents.seq });
  return deleted.length;
}
