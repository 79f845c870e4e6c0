import type { WorkspaceEvent } from '../work/workspace-events.js';

/**
 * The live channel: one WebSocket per client at /api/live (docs/live.md). The client sends `auth`
 * first, then `subscribe` for each workspace it shows; the server sends each workspace's events in
 * the order of their numbers (`seq`), each once.
 */
export const LIVE_PATH = '/api/live';

/** Close codes the server uses; a client reconnects after any other. */
export const LIVE_CLOSE = {
  /** No valid `auth` message in time, or the token expired: sign in again. */
  unauthorized: 4401,
  /** The client sent something that is not a message of this protocol. */
  protocolError: 4400,
  /** The client did not keep up with the events; reconnecting resumes where it stopped. */
  tooSlow: 4408,
  /**
   * The session this connection was opened with ended (sign-out, a password change or reset, the
   * account's sign-in taken over): the page is signed out and must not reconnect with that token.
   */
  signedOut: 4410,
} as const;

/** Seconds a connection may stay silent before the server checks it is alive. */
export const LIVE_HEARTBEAT_SECONDS = 25;

export type LiveServerMessage =
  | { type: 'ready'; user_id: number }
  /** Every event after the requested one has been sent; `seq` is the workspace's latest. */
  | { type: 'subscribed'; workspace_id: number; seq: number }
  | { type: 'event'; workspace_id: number; event: WorkspaceEvent }
  /**
   * Too much was missed to replay, or the client stands ahead of the server (`after` beyond its
   * latest event, e.g. after a restore): reload the workspace's data, then go on from `seq`.
   */
  | { type: 'reset'; workspace_id: number; seq: number }
  /** The subscription ended: `not_found` (not a member, or no such workspace) or `removed` (membership ended). */
  | { type: 'unsubscribed'; workspace_id: number; reason: 'not_found' | 'removed' | 'requested' }
  | { type: 'pong' }
  | { type: 'error'; code: 'invalid_message' | 'not_authenticated'; message: string };

/** Events a client is sent at most on (re)subscribing; beyond that it gets a `reset`. */
export const LIVE_MAX_REPLAY = 5_000;

/**
 * The response header of every workspace read (`GET` of a route in a workspace): `<workspace id>:<seq>`,
 * the workspace's latest event number before the answer was read. The answer holds every change up to
 * that event, so a client that subscribes `after` it misses nothing in between (docs/live.md).
 */
export const LIVE_SEQ_HEADER = 'X-Live-Seq';

export interface LiveSeqStamp {
  workspaceId: number;
  seq: number;
}

export function formatLiveSeq({ workspaceId, seq }: LiveSeqStamp): string {
  return `${workspaceId}:${seq}`;
}

/** The header's value as a stamp, or undefined when it is absent or not of that form. */
export function parseLiveSeq(value: string | null | undefined): LiveSeqStamp | undefined {
  const match = /^([0-9]{1,10}):([0-9]{1,16})$/.exec(value ?? '');
  if (!match) return undefined;
  const stamp = { workspaceId: Number(match[1]), seq: Number(match[2]) };
  return Number.isSafeInteger(stamp.seq) ? stamp : undefined;
}
