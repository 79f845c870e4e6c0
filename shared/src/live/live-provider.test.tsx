import { act, render, screen } from '@testing-library/react';
import { LIVE_CLOSE } from '@stepwise/contracts/rules';
import { Provider } from 'react-redux';
import { loggedOut, userLoaded } from '../auth/auth-slice';
import { tokenStorage } from '../auth/token-storage';
import { createAppStore } from '../store/create-app-store';
import { userFixture } from '../testing/user-fixture';
import { useLiveStatus, useLiveWorkspace } from './live-context';
import { LiveProvider } from './live-provider';

/** A WebSocket stand-in: records what the page sent; the test opens, answers and drops it. */
class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: Array<Record<string, unknown>> = [];
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  closed = false;

  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }

  send(text: string) {
    this.sent.push(JSON.parse(text));
  }

  close() {
    this.closed = true;
    this.readyState = 3;
  }

  open() {
    this.readyState = 1;
    this.onopen?.();
  }

  deliver(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }

  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

function Follower({ received }: { received: number[] }) {
  useLiveWorkspace(7, { onEvent: (event) => received.push(event.seq) });
  return <p>status: {useLiveStatus()}</p>;
}

function setup() {
  FakeSocket.all = [];
  tokenStorage.set('live-token');
  const store = createAppStore();
  store.dispatch(userLoaded({ user: userFixture() }));
  const received: number[] = [];
  render(
    <Provider store={store}>
      <LiveProvider connectionOptions={{ WebSocketImpl: FakeSocket as unknown as typeof WebSocket, setTimer: () => 0, clearTimer: () => {} }}>
        <Follower received={received} />
      </LiveProvider>
    </Provider>,
  );
  const socket = () => FakeSocket.all[FakeSocket.all.length - 1];
  return { store, received, socket };
}

afterEach(() => tokenStorage.clear());

describe('LiveProvider', () => {
  it('opens one connection for the signed-in user, with their token, and hands a followed workspace its events', () => {
    const { received, socket } = setup();
    expect(FakeSocket.all).toHaveLength(1);
    expect(socket().url).toBe('ws://localhost/api/live');
    act(() => socket().open());
    expect(socket().sent).toEqual([{ type: 'auth', token: 'live-token' }]);
    act(() => socket().deliver({ type: 'ready', user_id: 7 }));
    expect(socket().sent[1]).toEqual({ type: 'subscribe', workspace_id: 7 });
    expect(screen.getByText('status: live')).toBeInTheDocument();
    act(() => socket().deliver({ type: 'subscribed', workspace_id: 7, seq: 3 }));
    act(() =>
      socket().deliver({ type: 'event', workspace_id: 7, event: { seq: 4, type: 'task.updated', payload: {}, actor_id: 1, at: '2026-11-25T10:00:00.000Z' } }),
    );
    expect(received).toEqual([4]);
  });

  it('says it is reconnecting after a drop', () => {
    const { socket } = setup();
    act(() => socket().open());
    act(() => socket().deliver({ type: 'ready', user_id: 7 }));
    act(() => socket().drop());
    expect(screen.getByText('status: reconnecting')).toBeInTheDocument();
  });

  it('signs the page out when the server ends the session (signed out elsewhere, the password changed)', () => {
    const { store, socket } = setup();
    act(() => socket().open());
    act(() => socket().deliver({ type: 'ready', user_id: 7 }));
    act(() => socket().drop(LIVE_CLOSE.signedOut));
    expect(tokenStorage.get()).toBeNull();
    expect(store.getState().auth).toMatchObject({ isAuth: false, authStatus: 'guest' });
    expect(FakeSocket.all).toHaveLength(1);
    expect(screen.getByText('status: signed-out')).toBeInTheDocument();
  });

  it('closes the connection on sign-out', () => {
    const { store, socket } = setup();
    act(() => socket().open());
    act(() => {
      store.dispatch(loggedOut({ reason: 'user' }));
    });
    expect(socket().closed).toBe(true);
    expect(screen.getByText('status: signed-out')).toBeInTheDocument();
  });
});
