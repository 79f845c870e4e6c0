import websocket from '@fastify/websocket';
import { LIVE_PATH, type WorkspaceEventPayloads, type WorkspaceEventType } from '@stepwise/contracts';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database.js';
import { LiveHub } from './live-hub.js';
import { insertWorkspaceEvent, LIVE_NOTIFY_CHANNEL, pruneReplayedEvents, SIGN_OUT_NOTIFY_CHANNEL, type NewWorkspaceEvent } from './live-repository.js';
import { LiveSessions } from './live-sessions.js';
import { handleLiveSocket } from './live-socket.js';

declare module 'fastify' {
  interface FastifyInstance {
    live: {
      /** Writes an event in the transaction of the change; members' open screens get it once it commits. */
      publish<Type extends WorkspaceEventType>(tx: Database, event: PublishedEvent<Type>): Promise<number>;
      /**
       * Runs `listener` in the transaction of every event published from now on (after the event is
       * written): an area that derives something from other areas' changes (the forecast) follows them here.
       */
      onPublish(listener: PublishListener): void;
    };
  }
}

/** An event of one of the contract's types with that type's payload (`WorkspaceEventPayloads`); `at` defaults to now. */
export interface PublishedEvent<Type extends WorkspaceEventType> {
  workspaceId: number;
  type: Type;
  payload: WorkspaceEventPayloads[Type];
  actorId: number | null;
  at?: Date;
}

export type PublishListener = (tx: Database, event: NewWorkspaceEvent) => Promise<void>;

/** Missed notifications (a dropped listening connection) are made up for by looking this often. */
const SAFETY_PULL_MS = 30_000;
/** How often events beyond the replay window are deleted. */
const PRUNE_EVERY_MS = 6 * 60 * 60_000;

export default fp(
  async (app) => {
    const hub = new LiveHub(app.db, app.log);
    const sessions = new LiveSessions(app.log);
    const stopListening = await app.dbListen(LIVE_NOTIFY_CHANNEL, {
      onMessage: (payload) => hub.notified(payload),
      onResume: () => void hub.pullAll(),
    });
    // Sign-outs travel like events: a NOTIFY on commit reaches every instance (the embedded database: this one).
    const stopListeningForSignOuts = await app.dbListen(SIGN_OUT_NOTIFY_CHANNEL, {
      onMessage: (payload) => void sessions.tokensRevoked(payload),
      onResume: () => void sessions.recheckAll(),
    });
    const safetyPull = setInterval(() => void hub.pullAll(), SAFETY_PULL_MS);
    safetyPull.unref();
    app.addHook('onClose', async () => {
      clearInterval(safetyPull);
      // The database may already be gone (the embedded one closed first): then nothing listens anyway.
      for (const stop of [stopListening, stopListeningForSignOuts]) {
        await stop().catch((error: unknown) => app.log.debug({ err: error }, 'live channel: stopped listening on a closed database'));
      }
    });
    app.jobs.schedule('live.prune', PRUNE_EVERY_MS, async () => ({ deleted: await pruneReplayedEvents(app.db) }));
    const listeners: PublishListener[] = [];
    app.decorate('live', {
      publish: async (tx, event) => {
        // The payload matches the type (PublishedEvent), which TypeScript cannot follow through a generic.
        const written = { ...event, at: event.at ?? app.clock.now() } as NewWorkspaceEvent;
        const seq = await insertWorkspaceEvent(tx, written);
        for (const listener of listeners) await listener(tx, written);
        return seq;
      },
      onPublish: (listener) => void listeners.push(listener),
    });

    await app.register(websocket, {
      options: { maxPayload: 16 * 1024 },
      errorHandler: (error, socket, request) => {
        // A frame that breaks the WebSocket protocol (too big, bad UTF-8): ws has already closed the
        // connection with the code that says so. A client that went away without closing is no error either.
        const code = (error as { code?: unknown }).code;
        if (typeof code === 'string' && (code.startsWith('WS_ERR_') || code === 'ECONNRESET' || code === 'EPIPE')) {
          request.log.debug({ err: error }, 'live channel: connection ended by the client');
        } else {
          request.log.error({ err: error }, 'live channel: connection failed');
        }
        socket.terminate();
      },
    });
    app.get(
      LIVE_PATH,
      {
        websocket: true,
        schema: {
          summary: 'The live channel (WebSocket)',
          description:
            'Upgrade to a WebSocket, send {"type":"auth","token":…}, then {"type":"subscribe","workspace_id":…,"after":<last seq>} per workspace. ' +
            'Events arrive as {"type":"event","workspace_id","event":{seq,type,payload,actor_id,at}}, each once, in order. See docs/live.md.',
          tags: ['live'],
        },
      },
      (socket) => handleLiveSocket(app, hub, sessions, socket),
    );
  },
  { name: 'live', dependencies: ['db', 'jobs'] },
);
