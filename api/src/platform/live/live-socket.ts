import { isId, LIVE_CLOSE, LIVE_HEARTBEAT_SECONDS, LiveClientMessage, type LiveServerMessage } from '@stepwise/contracts';
import type { FastifyInstance } from 'fastify';
import { Compile } from 'typebox/compile';
import type { RawData, WebSocket } from 'ws';
import { authenticateToken } from '../access-tokens/access-token-repository.js';
import { findActiveMemberRole } from '../workspace-scope/index.js';
import type { LiveHub, LiveSubscriber } from './live-hub.js';
import { latestSeq } from './live-repository.js';
import type { LiveSessions } from './live-sessions.js';

const checkMessage = Compile(LiveClientMessage);
/** Seconds a new connection has to send `auth`. */
const AUTH_TIMEOUT_SECONDS = 10;
/** Bytes queued for a client that does not read before it is dropped (it resumes on reconnect). */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
/** Workspaces one connection may follow. */
export const MAX_SUBSCRIPTIONS = 50;
export const MAX_MESSAGE_BYTES = 4 * 1024;
/** The close code of a connection whose handling failed on the server (RFC 6455 "internal error"): the client reconnects. */
const SERVER_ERROR = 1011;

interface Subscription {
  subscriber: LiveSubscriber;
  /** Resolves (never rejects) to the function that ends it once it is set up. */
  started: Promise<() => void>;
}

/** The message as JSON, or undefined when it is binary, empty, too long or not JSON. */
function parseFrame(data: RawData, isBinary: boolean): unknown {
  if (isBinary) return undefined;
  const text = data.toString();
  if (text.length === 0 || text.length > MAX_MESSAGE_BYTES) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * One client connection: authentication, its subscriptions, and a heartbeat. Nothing a client sends
 * can take the process down: every message is checked against the contract, every id against the id
 * rule before it reaches the database, and a failure while handling one is logged and ends this
 * connection alone (1011; the client reconnects and resumes).
 */
export function handleLiveSocket(app: FastifyInstance, hub: LiveHub, sessions: LiveSessions, socket: WebSocket): void {
  let userId: number | undefined;
  let token: string | undefined;
  let leaveSessions = () => {};
  const subscriptions = new Map<number, Subscription>();
  let alive = true;

  const close = (code: number, reason: string) => {
    if (socket.readyState === socket.CLOSING || socket.readyState === socket.CLOSED) return;
    socket.close(code, reason);
  };

  const fail = (error: unknown, context: Record<string, unknown>) => {
    app.log.error({ err: error, userId, ...context }, 'live channel: a message could not be handled; the connection is closed');
    close(SERVER_ERROR, 'server error');
  };

  const send = (message: LiveServerMessage) => {
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      close(LIVE_CLOSE.tooSlow, 'too slow');
      return;
    }
    socket.send(JSON.stringify(message));
  };

  const authTimer = setTimeout(() => close(LIVE_CLOSE.unauthorized, 'authentication required'), AUTH_TIMEOUT_SECONDS * 1000);
  const heartbeat = setInterval(() => {
    if (!alive) return socket.terminate();
    alive = false;
    socket.ping();
  }, LIVE_HEARTBEAT_SECONDS * 1000);
  socket.on('pong', () => {
    alive = true;
  });

  const stop = (workspaceId: number, subscription: Subscription) => {
    if (subscriptions.get(workspaceId) === subscription) subscriptions.delete(workspaceId);
    void subscription.started.then((end) => end());
  };

  socket.on('close', () => {
    clearTimeout(authTimer);
    clearInterval(heartbeat);
    leaveSessions();
    for (const [workspaceId, subscription] of subscriptions) stop(workspaceId, subscription);
  });

  /** The session ended elsewhere (sign-out, a password change): closes the connection once its token no longer holds. */
  const recheck = async () => {
    if (token === undefined || (await authenticateToken(app.db, token, app.clock.now()))) return;
    close(LIVE_CLOSE.signedOut, 'signed out');
  };

  async function authenticate(given: string): Promise<void> {
    if (userId !== undefined) return send({ type: 'ready', user_id: userId });
    const noticesBefore = sessions.noticeCount;
    const auth = await authenticateToken(app.db, given, app.clock.now());
    if (!auth) return close(LIVE_CLOSE.unauthorized, 'invalid token');
    if (socket.readyState !== socket.OPEN) return;
    clearTimeout(authTimer);
    userId = auth.user.id;
    token = given;
    leaveSessions = sessions.add({ userId, recheck });
    // A sign-out announced while the token was being checked found no connection to close yet.
    if (sessions.noticeCount !== noticesBefore) await recheck();
    send({ type: 'ready', user_id: userId });
  }

  async function subscribe(workspaceId: number, after: number | undefined): Promise<void> {
    const existing = subscriptions.get(workspaceId);
    if (existing) {
      await existing.started;
      // Already followed: says where the client stands (its `after` changes nothing).
      if (subscriptions.get(workspaceId) === existing) send({ type: 'subscribed', workspace_id: workspaceId, seq: existing.subscriber.cursor });
      return;
    }
    // An id no workspace can have is answered like a workspace the user is not a member of, without asking the database.
    if (!isId(workspaceId)) return send({ type: 'unsubscribed', workspace_id: workspaceId, reason: 'not_found' });
    if (subscriptions.size >= MAX_SUBSCRIPTIONS) {
      return send({ type: 'error', code: 'invalid_message', message: `At most ${MAX_SUBSCRIPTIONS} workspaces per connection` });
    }
    const member = userId!;
    const subscription: Subscription = {
      subscriber: {
        userId: member,
        cursor: 0,
        since: 0,
        send: (message) => {
          // The hub ended the subscription (the member was removed): a later subscribe starts afresh.
          if (message.type === 'unsubscribed') stop(workspaceId, subscription);
          send(message);
        },
      },
      started: Promise.resolve(() => {}),
    };
    const { subscriber } = subscription;
    subscriptions.set(workspaceId, subscription);
    subscription.started = (async () => {
      // Read before the membership check: a removal after it has a greater number and ends the subscription.
      subscriber.since = await latestSeq(app.db, workspaceId);
      if (!(await findActiveMemberRole(app.db, workspaceId, member))) {
        subscriptions.delete(workspaceId);
        send({ type: 'unsubscribed', workspace_id: workspaceId, reason: 'not_found' });
        return () => {};
      }
      return hub.subscribe(workspaceId, subscriber, after);
    })().catch((error: unknown) => {
      subscriptions.delete(workspaceId);
      fail(error, { workspaceId, after });
      return () => {};
    });
    await subscription.started;
  }

  async function unsubscribe(workspaceId: number): Promise<void> {
    const subscription = subscriptions.get(workspaceId);
    if (subscription) {
      subscriptions.delete(workspaceId);
      (await subscription.started)();
    }
    send({ type: 'unsubscribed', workspace_id: workspaceId, reason: 'requested' });
  }

  async function receive(message: LiveClientMessage): Promise<void> {
    if (message.type === 'ping') return send({ type: 'pong' });
    if (message.type === 'auth') return authenticate(message.token);
    if (userId === undefined) return send({ type: 'error', code: 'not_authenticated', message: 'Send auth first' });
    if (message.type === 'subscribe') return subscribe(message.workspace_id, message.after);
    return unsubscribe(message.workspace_id);
  }

  // Messages are handled one at a time, in order: a subscribe is done before the next message is read.
  let inbox: Promise<void> = Promise.resolve();
  socket.on('message', (data, isBinary) => {
    const parsed = parseFrame(data, isBinary);
    if (!checkMessage.Check(parsed)) {
      close(LIVE_CLOSE.protocolError, 'not a live channel message');
      return;
    }
    inbox = inbox.then(() => receive(parsed)).catch((error: unknown) => fail(error, { message: parsed.type }));
  });
}
