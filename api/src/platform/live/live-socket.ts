import { LIVE_CLOSE, LIVE_HEARTBEAT_SECONDS, LiveClientMessage, type LiveServerMessage } from '@stepwise/contracts';
import type { FastifyInstance } from 'fastify';
import { Compile } from 'typebox/compile';
import type { WebSocket } from 'ws';
import { authenticateToken } from '../../modules/auth/index.js';
import { findActiveMemberRole } from '../workspace-scope/index.js';
import type { LiveHub, LiveSubscriber } from './live-hub.js';
import { latestSeq } from './live-repository.js';

const checkMessage = Compile(LiveClientMessage);
/** Seconds a new connection has to send `auth`. */
const AUTH_TIMEOUT_SECONDS = 10;
/** Bytes queued for a client that does not read before it is dropped (it resumes on reconnect). */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
/** Workspaces one connection may follow. */
const MAX_SUBSCRIPTIONS = 50;
const MAX_MESSAGE_BYTES = 4 * 1024;

/** One client connection: authentication, its subscriptions, and a heartbeat. */
export function handleLiveSocket(app: FastifyInstance, hub: LiveHub, socket: WebSocket): void {
  let userId: number | undefined;
  const subscriptions = new Map<number, Promise<() => void>>();
  let alive = true;

  const send = (message: LiveServerMessage) => {
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      socket.close(LIVE_CLOSE.tooSlow, 'too slow');
      return;
    }
    socket.send(JSON.stringify(message));
  };

  const authTimer = setTimeout(() => socket.close(LIVE_CLOSE.unauthorized, 'authentication required'), AUTH_TIMEOUT_SECONDS * 1000);
  const heartbeat = setInterval(() => {
    if (!alive) return socket.terminate();
    alive = false;
    socket.ping();
  }, LIVE_HEARTBEAT_SECONDS * 1000);
  socket.on('pong', () => {
    alive = true;
  });

  socket.on('close', () => {
    clearTimeout(authTimer);
    clearInterval(heartbeat);
    for (const unsubscribe of subscriptions.values()) void unsubscribe.then((stop) => stop());
    subscriptions.clear();
  });

  async function subscribe(workspaceId: number, after: number | undefined): Promise<void> {
    if (subscriptions.has(workspaceId)) return;
    if (subscriptions.size >= MAX_SUBSCRIPTIONS) {
      send({ type: 'error', code: 'invalid_message', message: `At most ${MAX_SUBSCRIPTIONS} workspaces per connection` });
      return;
    }
    const subscriber: LiveSubscriber = {
      userId: userId!,
      cursor: 0,
      since: 0,
      send: (message) => {
        // The hub ended the subscription (the member was removed): a later subscribe starts afresh.
        if (message.type === 'unsubscribed' && subscriptions.get(workspaceId) === started) {
          subscriptions.delete(workspaceId);
          void started.then((stop) => stop());
        }
        send(message);
      },
    };
    const started = (async () => {
      // Read before the membership check: a removal after it has a greater number and ends the subscription.
      subscriber.since = await latestSeq(app.db, workspaceId);
      const role = await findActiveMemberRole(app.db, workspaceId, userId!);
      if (!role) {
        send({ type: 'unsubscribed', workspace_id: workspaceId, reason: 'not_found' });
        subscriptions.delete(workspaceId);
        return () => {};
      }
      return hub.subscribe(workspaceId, subscriber, after);
    })();
    subscriptions.set(workspaceId, started);
    await started;
  }

  async function receive(message: LiveClientMessage): Promise<void> {
    if (message.type === 'ping') return send({ type: 'pong' });
    if (message.type === 'auth') {
      if (userId !== undefined) return;
      const auth = await authenticateToken(app.db, message.token, app.clock.now());
      if (!auth) return socket.close(LIVE_CLOSE.unauthorized, 'invalid token');
      clearTimeout(authTimer);
      userId = auth.user.id;
      return send({ type: 'ready', user_id: userId });
    }
    if (userId === undefined) return send({ type: 'error', code: 'not_authenticated', message: 'Send auth first' });
    if (message.type === 'subscribe') return subscribe(message.workspace_id, message.after);
    const subscription = subscriptions.get(message.workspace_id);
    subscriptions.delete(message.workspace_id);
    (await subscription)?.();
    send({ type: 'unsubscribed', workspace_id: message.workspace_id, reason: 'requested' });
  }

  // Messages are handled one at a time, in order: a subscribe is done before the next message is read.
  let inbox: Promise<void> = Promise.resolve();
  socket.on('message', (data, isBinary) => {
    const text = isBinary ? '' : data.toString();
    let parsed: unknown;
    try {
      parsed = text.length > 0 && text.length <= MAX_MESSAGE_BYTES ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    if (!checkMessage.Check(parsed)) {
      socket.close(LIVE_CLOSE.protocolError, 'not a live channel message');
      return;
    }
    inbox = inbox
      .then(() => receive(parsed as LiveClientMessage))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'live channel message failed');
        socket.close(1011, 'server error');
      });
  });
}
