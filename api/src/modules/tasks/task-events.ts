import type { FastifyInstance } from 'fastify';
import type { WorkspaceEventPayloads, WorkspaceEventType } from '@stepwise/contracts';
import type { Database } from '../../db/database.js';

export type LivePublisher = FastifyInstance['live'];

/** Writes one workspace event of a known type in the change's transaction. */
export async function publishWorkspaceEvent<Type extends WorkspaceEventType>(
  live: LivePublisher,
  tx: Database,
  event: { workspaceId: number; actorId: number; at: Date; type: Type; payload: WorkspaceEventPayloads[Type] },
): Promise<void> {
  await live.publish(tx, event);
}
