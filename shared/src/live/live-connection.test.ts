import type { LiveServerMessage, WorkspaceEvent } from '@stepwise/contracts';
import { LIVE_CLOSE } from '@stepwise/contracts/rules';
import { LiveConnection, RECONNECT_DELAYS_MS, type LiveStatus } from './live-connection';
import { LiveReadPositions } from './live-read-positions';

/** A WebSocket stand-in the test drives: it records what the page sent and delivers what the test says. */
class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: Array<Record<string, unknown>> = [];
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  closedWith: number | undefined;

  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }

  send(text: string) {
    this.sent.push(JSON.parse(text));
  }

  close(code = 1000) {
    this.closedWith = code;
    this.readyState = 3;
  }

  open() {
    this.readyState = 1;
    this.onopen?.();
  }

  deliver(message: LiveServerMessage) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }

  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

const event = (seq: number): WorkspaceEvent => ({
  seq,
  type: 'task.deleted',
  payload: { id: seq, assignee_id: null },
  actor_id: 1,
  at: '2026-11-25T10:00:00.000Z',
});

function setup(initialToken: string | null = 'token-1') {
  FakeSocket.all = [];
  const timers: Array<{ run: () => void; ms: number }> = [];
  const statuses: LiveStatus[] = [];
  const positions = new LiveReadPositions(60_000);
  const session = { token: initialToken, signedOut: 0 };
  const connection = new LiveConnection({
    origin: 'https://app.stepwise.example',
    getToken: () => session.token,
    onStatus: (status) => statuses.push(status),
    onSignedOut: () => {
      session.signedOut += 1;
    },
    positions,
    WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
    random: () => 0,
    setTimer: (run, ms) => timers.push({ run, ms }),
    clearTimer: () => {},
  });
  return { connection, timers, statuses, positions, session, socket: () => FakeSocket.all[FakeSocket.all.length - 1] };
}

describe('the live connection', () => {
  it('authenticates, follows a workspace and hands each event to its listener', () => {
    const { connection, socket, statuses } = setup();
    const received: number[] = [];
    connection.subscribe(7, { onEvent: (e) => received.push(e.seq) });
    expect(socket().url).toBe('wss://app.stepwise.example/api/live');
    socket().open();
    expect(socket().sent).toEqual([{ type: 'auth', token: 'token-1' }]);
    socket().deliver({ type: 'ready', user_id: 1 });
    expect(socket().sent[1]).toEqual({ type: 'subscribe', workspace_id: 7 });
    socket().deliver({ type: 'subscribed', workspace_id: 7, seq: 40 });
    socket().deliver({ type: 'event', workspace_id: 7, event: event(41) });
    socket().deliver({ type: 'event', workspace_id: 7, event: event(42) });
    expect(received).toEqual([41, 42]);
    expect(statuses).toEqual(['live']);
  });

  it('after a drop, says so, reconnects with growing pauses and resumes after the last event it applied, applying none twice', () => {
    const { connection, socket, timers, statuses } = setup();
    const received: number[] = [];
    connection.subscribe(7, { onEvent: (e) => received.push(e.seq) });
    socket().open();
    socket().deliver({ type: 'ready', user_id: 1 });
    socket().deliver({ type: 'subscribed', workspace_id: 7, seq: 40 });
    socket().deliver({ type: 'event', workspace_id: 7, event: event(41) });

    socket().drop();
    expect(statuses).toEqual(['live', 'reconnecting']);
    expect(timers.map((timer) => timer.ms)).toEqual([RECONNECT_DELAYS_MS[0]]);
    timers[0].run();
    socket().drop();
    expect(timers[1].ms).toBe(RECONNECT_DELAYS_MS[1]);
    timers[1].run();
    socket().open();
    socket().deliver({ type: 'ready', user_id: 1 });
    expect(socket().sent).toEqual([
      { type: 'auth', token: 'token-1' },
      { type: 'subscribe', workspace_id: 7, after: 41 },
    ]);
    // The server replays from 42; an event the page already applied is ignored.
    socket().deliver({ type: 'event', workspace_id: 7, event: event(41) });
    socket().deliver({ type: 'event', workspace_id: 7, event: event(42) });
    socket().deliver({ type: 'subscribed', workspace_id: 7, seq: 42 });
    expect(received).toEqual([41, 42]);
    expect(statuses).toEqual(['live', 'reconnecting', 'live']);
  });

  it('stops when the session is refused, and does not start without a token', () => {
    const { connection, socket, timers, statuses } = setup();
    connection.subscribe(7, { onEvent: () => {} });
    socket().open();
    socket().drop(4401);
    expect(statuses).toEqual(['signed-out']);
    expect(timers).toEqual([]);

    const signedOut = setup(null);
    signedOut.connection.subscribe(7, { onEvent: () => {} });
    expect(FakeSocket.all).toEqual([]);
    expect(signedOut.statuses).toEqual(['signed-out']);
  });

  it('asks for a refetch on reset, tells when access ended, and closes with the last subscription', () => {
    const { connection, socket } = setup();
    const resets: number[] = [];
    const ended: string[] = [];
    const stopFirst = connection.subscribe(7, { onEvent: () => {}, onReset: () => resets.push(7) });
    connection.subscribe(8, { onEvent: () => {}, onEnded: (reason) => ended.push(reason) });
    socket().open();
    socket().deliver({ type: 'ready', user_id: 1 });
    socket().deliver({ type: 'reset', workspace_id: 7, seq: 9000 });
    socket().deliver({ type: 'unsubscribed', workspace_id: 8, reason: 'removed' });
    expect(resets).toEqual([7]);
    expect(ended).toEqual(['removed']);
    stopFirst();
    expect(socket().sent.at(-1)).toEqual({ type: 'unsubscribe', workspace_id: 7 });
    expect(socket().closedWith).toBe(1000);
  });
});

describe('the end of the session', () => {
  it.each([
    ['signed out (the token was revoked)', LIVE_CLOSE.signedOut],
    ['refused (the token is not valid)', LIVE_CLOSE.unauthorized],
  ])('%s: stops for good and signs the page out', (_name, code) => {
    const { connection, socket, timers, statuses, session } = setup();
    connection.subscribe(7, { onEvent: () => {} });
    socket().open();
    socket().deliver({ type: 'ready', user_id: 1 });
    socket().drop(code);
    expect(statuses).toEqual(['live', 'signed-out']);
    expect(session.signedOut).toBe(1);
    expect(timers).toEqual([]);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('signed in again meanwhile (another tab): reconnects at once with the new token and keeps the session', () => {
    const { connection, socket, session } = setup();
    connection.subscribe(7, { onEvent: () => {} });
    socket().open();
    socket().deliver({ type: 'ready', user_id: 1 });
    session.token = 'token-2';
    socket().drop(LIVE_CLOSE.signedOut);
    expect(FakeSocket.all).toHaveLength(2);
    socket().open();
    expect(socket().sent).toEqual([{ type: 'auth', token: 'token-2' }]);
    expect(session.signedOut).toBe(0);
  });
});

describe('answers read before the subscription (X-Live-Seq)', () => {
  it('a first subscription starts after the lowest number of the answers already read', async () => {
    const { connection, socket, positions } = setup();
    await expect(positions.answerRead({ workspaceId: 7, seq: 40 })).resolves.toBe('current');
    await expect(positions.answerRead({ workspaceId: 7, seq: 38 })).resolves.toBe('current');
    const received: number[] = [];
    connection.subscribe(7, { onEvent: (e) => received.push(e.seq) });
    socket().open();
    socket().deliver({ type: 'ready', user_id: 1 });
    expect(socket().sent[1]).toEqual({ type: 'subscribe', workspace_id: 7, after: 38 });
    // The change made between the first answer and the subscription arrives; nothing older does.
    socket().deliver({ type: 'event', workspace_id: 7, event: event(38) });
    socket().deliver({ type: 'event', workspace_id: 7, event: event(39) });
    socket().deliver({ type: 'subscribed', workspace_id: 7, seq: 41 });
    expect(received).toEqual([39]);
    await expect(positions.answerRead({ workspaceId: 7, seq: 37 })).resolves.toBe('stale');
  });

  it('an answer read before a subscription "from now on" is stale once the subscription says where it started', async () => {
    const { connection, socket, positions } = setup();
    connection.subscribe(7, { onEvent: () => {} });
    socket().open();
    socket().deliver({ type: 'ready', user_id: 1 });
    expect(socket().sent[1]).toEqual({ type: 'subscribe', workspace_id: 7 });
    const older = positions.answerRead({ workspaceId: 7, seq: 30 });
    const newer = positions.answerRead({ workspaceId: 7, seq: 35 });
    socket().deliver({ type: 'subscribed', workspace_id: 7, seq: 35 });
    await expect(older).resolves.toBe('stale');
    await expect(newer).resolves.toBe('current');
  });

  it('the first event of a subscription "from now on" tells where it started', async () => {
    const { connection, socket, positions } = setup();
    connection.subscribe(7, { onEvent: () => {} });
    socket().open();
    socket().deliver({ type: 'ready', user_id: 1 });
    socket().deliver({ type: 'event', workspace_id: 7, event: event(33) });
    socket().deliver({ type: 'subscribed', workspace_id: 7, seq: 34 });
    await expect(positions.answerRead({ workspaceId: 7, seq: 32 })).resolves.toBe('current');
    await expect(positions.answerRead({ workspaceId: 7, seq: 31 })).resolves.toBe('stale');
  });

  it('a drop before the confirmation lets waiting answers go, and the next subscription starts after them', async () => {
    const { connection, socket, timers, positions } = setup();
    connection.subscribe(7, { onEvent: () => {} });
    socket().open();
    socket().deliver({ type: 'ready', user_id: 1 });
    const waiting = positions.answerRead({ workspaceId: 7, seq: 20 });
    socket().drop();
    await expect(waiting).resolves.toBe('current');
    timers[0].run();
    socket().open();
    socket().deliver({ type: 'ready', user_id: 1 });
    expect(socket().sent[1]).toEqual({ type: 'subscribe', workspace_id: 7, after: 20 });
  });

  it('after a reset, an answer read before it is stale', async () => {
    const { connection, socket, positions } = setup();
    connection.subscribe(7, { onEvent: () => {}, onReset: () => {} });
    socket().open();
    socket().deliver({ type: 'ready', user_id: 1 });
    socket().deliver({ type: 'subscribed', workspace_id: 7, seq: 10 });
    socket().deliver({ type: 'reset', workspace_id: 7, seq: 9000 });
    await expect(positions.answerRead({ workspaceId: 7, seq: 20 })).resolves.toBe('stale');
    await expect(positions.answerRead({ workspaceId: 7, seq: 9000 })).resolves.toBe('current');
  });

  it('once the workspace is no longer followed, answers count for the next subscription again', async () => {
    const { connection, socket, positions } = setup();
    const stop = connection.subscribe(7, { onEvent: () => {} });
    socket().open();
    socket().deliver({ type: 'ready', user_id: 1 });
    socket().deliver({ type: 'subscribed', workspace_id: 7, seq: 50 });
    stop();
    await expect(positions.answerRead({ workspaceId: 7, seq: 45 })).resolves.toBe('current');
    expect(positions.startAfter(7)).toBe(45);
  });
});
