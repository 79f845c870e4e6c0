import type { LiveClientMessage, LiveServerMessage, WorkspaceEvent } from '@stepwise/contracts';
import { LIVE_CLOSE, LIVE_PATH } from '@stepwise/contracts/rules';
import { liveReadPositions, type LiveReadPositions } from './live-read-positions';

/** What the screens show: live, (re)connecting after a drop, or stopped because the session ended. */
export type LiveStatus = 'connecting' | 'live' | 'reconnecting' | 'signed-out';

export interface LiveSubscription {
  /** Called once per event, in order; never twice for one event, also across reconnects. */
  onEvent(event: WorkspaceEvent): void;
  /** Too much was missed to replay: refetch the workspace's data. */
  onReset?(): void;
  /** The member lost access to the workspace (not a member, or removed). */
  onEnded?(reason: 'not_found' | 'removed'): void;
}

/** Pauses before each reconnection attempt (then the last one, repeated), each stretched by up to 30 % at random. */
export const RECONNECT_DELAYS_MS = [500, 1_000, 2_000, 4_000, 8_000, 15_000, 30_000];

export interface LiveConnectionOptions {
  /** The page's origin (`https://app.example`): the socket opens at its /api/live. */
  origin: string;
  /** The current access token, or null when signed out. */
  getToken(): string | null;
  onStatus?(status: LiveStatus): void;
  /**
   * The server ended the session of the token the connection used (signed out here or elsewhere, the
   * password changed): the page signs out. Not called when the page holds another token by then.
   */
  onSignedOut?(): void;
  /** Where the page's answers stand (default: the page's one record). */
  positions?: LiveReadPositions;
  WebSocketImpl?: typeof WebSocket;
  random?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

interface Followed {
  /**
   * The last event number applied (or that the page's answers hold); undefined until the server
   * confirmed a subscription "from now on".
   */
  seq: number | undefined;
  listeners: Set<LiveSubscription>;
}

/** Close codes after which the token the socket used is no longer any good. */
const SESSION_ENDED: ReadonlySet<number> = new Set([LIVE_CLOSE.unauthorized, LIVE_CLOSE.signedOut]);

/**
 * One WebSocket for the whole page. It follows any number of workspaces, reconnects with growing
 * pauses after a drop, resumes each workspace after the last event it applied, and drops events it
 * already applied, so a screen sees every change exactly once. A first subscription starts after the
 * lowest event number of the answers the page already read (their `X-Live-Seq`), so a change made
 * between an answer and the subscription is not lost.
 */
export class LiveConnection {
  private socket: WebSocket | undefined;
  private readonly followed = new Map<number, Followed>();
  private status: LiveStatus = 'connecting';
  private attempt = 0;
  private timer: unknown;
  private stopped = false;
  private readonly positions: LiveReadPositions;

  constructor(private readonly options: LiveConnectionOptions) {
    this.positions = options.positions ?? liveReadPositions;
  }

  /** Follows a workspace; the returned function stops (the socket closes with the last one). */
  subscribe(workspaceId: number, listener: LiveSubscription): () => void {
    let entry = this.followed.get(workspaceId);
    if (!entry) {
      entry = { seq: undefined, listeners: new Set() };
      this.followed.set(workspaceId, entry);
      this.sendSubscribe(workspaceId, entry);
    }
    entry.listeners.add(listener);
    this.stopped = false;
    if (!this.socket && this.timer === undefined) this.open();
    return () => {
      const current = this.followed.get(workspaceId);
      if (!current) return;
      current.listeners.delete(listener);
      if (current.listeners.size > 0) return;
      this.followed.delete(workspaceId);
      this.positions.ended(workspaceId);
      this.send({ type: 'unsubscribe', workspace_id: workspaceId });
      if (this.followed.size === 0) this.stop();
    };
  }

  /** Closes the socket and stops reconnecting (sign-out, or nothing followed). */
  stop(): void {
    this.stopped = true;
    for (const workspaceId of this.followed.keys()) this.positions.ended(workspaceId);
    if (this.timer !== undefined) (this.options.clearTimer ?? clearTimeout)(this.timer as ReturnType<typeof setTimeout>);
    this.timer = undefined;
    const socket = this.socket;
    this.socket = undefined;
    socket?.close(1000, 'done');
  }

  /** Reconnects at once (the browser came back online, or the tab became visible). */
  reconnectNow(): void {
    if (this.stopped || this.followed.size === 0 || this.socket) return;
    if (this.timer !== undefined) (this.options.clearTimer ?? clearTimeout)(this.timer as ReturnType<typeof setTimeout>);
    this.timer = undefined;
    this.open();
  }

  private setStatus(status: LiveStatus): void {
    if (status === this.status) return;
    this.status = status;
    this.options.onStatus?.(status);
  }

  private open(): void {
    const token = this.options.getToken();
    if (!token) {
      this.setStatus('signed-out');
      return;
    }
    const Impl = this.options.WebSocketImpl ?? WebSocket;
    const socket = new Impl(`${this.options.origin.replace(/^http/, 'ws')}${LIVE_PATH}`);
    this.socket = socket;
    socket.onopen = () => {
      socket.send(JSON.stringify({ type: 'auth', token } satisfies LiveClientMessage));
    };
    socket.onmessage = (message) => {
      if (this.socket === socket) this.receive(JSON.parse(String(message.data)) as LiveServerMessage);
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = undefined;
      for (const [workspaceId, entry] of this.followed) if (entry.seq === undefined) this.positions.unconfirmed(workspaceId);
      if (SESSION_ENDED.has(event.code)) {
        const next = this.options.getToken();
        // Signed in again meanwhile (another tab): the new token gets its own connection.
        if (next && next !== token && !this.stopped && this.followed.size > 0) {
          this.open();
          return;
        }
        this.setStatus('signed-out');
        this.options.onSignedOut?.();
        return;
      }
      if (!this.stopped && this.followed.size > 0) this.scheduleReconnect();
    };
  }

  private scheduleReconnect(): void {
    this.setStatus('reconnecting');
    const base = RECONNECT_DELAYS_MS[Math.min(this.attempt, RECONNECT_DELAYS_MS.length - 1)];
    this.attempt++;
    const delay = base * (1 + 0.3 * (this.options.random ?? Math.random)());
    this.timer = (this.options.setTimer ?? setTimeout)(() => {
      this.timer = undefined;
      this.open();
    }, delay);
  }

  /** Sends when the socket is live; false when the message must wait for the next `ready`. */
  private send(message: LiveClientMessage): boolean {
    if (this.socket?.readyState !== 1 || this.status !== 'live') return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  private sendSubscribe(workspaceId: number, entry: Followed): void {
    // A first subscription starts where the page's answers stand, if it read any.
    const after = entry.seq ?? this.positions.startAfter(workspaceId);
    if (!this.send({ type: 'subscribe', workspace_id: workspaceId, ...(after !== undefined && { after }) })) return;
    entry.seq = after;
    this.positions.subscribing(workspaceId, after);
  }

  private receive(message: LiveServerMessage): void {
    switch (message.type) {
      case 'ready':
        this.attempt = 0;
        this.setStatus('live');
        for (const [workspaceId, entry] of this.followed) this.sendSubscribe(workspaceId, entry);
        return;
      case 'subscribed': {
        const entry = this.followed.get(message.workspace_id);
        if (!entry) return;
        if (entry.seq === undefined) entry.seq = message.seq;
        this.positions.started(message.workspace_id, message.seq);
        return;
      }
      case 'event': {
        const entry = this.followed.get(message.workspace_id);
        if (!entry || (entry.seq !== undefined && message.event.seq <= entry.seq)) return;
        // The first event of a subscription "from now on": it started just before this one.
        if (entry.seq === undefined) this.positions.started(message.workspace_id, message.event.seq - 1);
        entry.seq = message.event.seq;
        for (const listener of entry.listeners) listener.onEvent(message.event);
        return;
      }
      case 'reset': {
        const entry = this.followed.get(message.workspace_id);
        if (!entry) return;
        entry.seq = message.seq;
        this.positions.started(message.workspace_id, message.seq, true);
        for (const listener of entry.listeners) listener.onReset?.();
        return;
      }
      case 'unsubscribed': {
        if (message.reason === 'requested') return;
        const entry = this.followed.get(message.workspace_id);
        this.followed.delete(message.workspace_id);
        this.positions.ended(message.workspace_id);
        for (const listener of entry?.listeners ?? []) listener.onEnded?.(message.reason);
        return;
      }
      default:
        return;
    }
  }
}
