import { act, screen } from '@testing-library/react';
import type { WorkspaceEvent } from '@stepwise/contracts';
import { tokenStorage, type AppStore } from '@stepwise/shared';
import { fakeLiveChannel } from '../test-utils/fake-live-channel';
import { preloadWorkScreens, renderWorkScreen } from '../test-utils/render-work-screen';
import { memberFixture } from '../test-utils/work-fixtures';
import { loadedWorkStore, read, settled, workServer } from '../test-utils/work-server';
import { holdWorkspaceLive, LIVE_LINGER_MS } from './workspace-live-sync';

beforeAll(preloadWorkScreens);

afterEach(() => {
  tokenStorage.clear();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const joined = (seq: number, userId: number): WorkspaceEvent => ({
  seq,
  type: 'member.joined',
  payload: { member: memberFixture({ user_id: userId, email: `user${userId}@example.com` }) },
  actor_id: 5,
  at: '2026-11-21T10:00:00.000Z',
});

function emptyServer() {
  return workServer({ members: [memberFixture()], invitations: [], spheres: [], goals: [], projects: [], tasks: [] });
}

describe('following a workspace for the cache', () => {
  it('applies what arrives to the cache while held, keeps following for a while after, then lets go', async () => {
    emptyServer();
    const store: AppStore = await loadedWorkStore([]);
    const live = fakeLiveChannel();
    jest.useFakeTimers();

    const release = holdWorkspaceLive(live.channel, store.dispatch, 7);
    expect(live.followers(7)).toBe(1);
    live.deliver(7, joined(1, 8));
    expect(read.members(store)?.map((member) => member.user_id)).toEqual([5, 8]);

    release();
    jest.advanceTimersByTime(LIVE_LINGER_MS - 1);
    live.deliver(7, joined(2, 9));
    expect(read.members(store)?.map((member) => member.user_id)).toEqual([5, 8, 9]);
    jest.advanceTimersByTime(1);
    expect(live.followers(7)).toBe(0);
  });

  it('one subscription however many screens hold it, kept when a screen takes over from another', async () => {
    emptyServer();
    const store = await loadedWorkStore([]);
    const live = fakeLiveChannel();
    jest.useFakeTimers();

    const first = holdWorkspaceLive(live.channel, store.dispatch, 7);
    first();
    const second = holdWorkspaceLive(live.channel, store.dispatch, 7);
    const third = holdWorkspaceLive(live.channel, store.dispatch, 7);
    expect(live.followers(7)).toBe(1);
    second();
    jest.advanceTimersByTime(LIVE_LINGER_MS * 2);
    expect(live.followers(7)).toBe(1);
    third();
    third();
    jest.advanceTimersByTime(LIVE_LINGER_MS);
    expect(live.followers(7)).toBe(0);
  });

  it('a reset, or the end of the membership, reads the workspace again', async () => {
    const api = emptyServer();
    const store = await loadedWorkStore([]);
    const live = fakeLiveChannel();
    const release = holdWorkspaceLive(live.channel, store.dispatch, 7);
    const reads = api.callsTo('GET', 'workspaces/7/members').length;

    live.reset(7);
    await settled(store);
    expect(api.callsTo('GET', 'workspaces/7/members')).toHaveLength(reads + 1);

    live.end(7, 'removed');
    await settled(store);
    expect(api.callsTo('GET', 'workspaces/7/members')).toHaveLength(reads + 2);
    release();
  });

  it('a new connection (a new sign-in) takes over the subscription', async () => {
    emptyServer();
    const store = await loadedWorkStore([]);
    const before = fakeLiveChannel();
    const after = fakeLiveChannel();
    holdWorkspaceLive(before.channel, store.dispatch, 7);
    const release = holdWorkspaceLive(after.channel, store.dispatch, 7);
    expect(before.followers(7)).toBe(0);
    expect(after.followers(7)).toBe(1);
    release();
  });

  it('a workspace page follows its workspace through the live connection it is given; the invitation page follows none', async () => {
    emptyServer();
    const live = fakeLiveChannel();
    const view = await renderWorkScreen('/w/7/team', { live: { channel: live.channel, status: 'live' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Team' })).toBeInTheDocument();
    expect(live.followers(7)).toBe(1);
    view.unmount();

    const other = fakeLiveChannel();
    await renderWorkScreen('/invite/abc', { live: { channel: other.channel, status: 'live' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Workspace invitation' })).toBeInTheDocument();
    await act(async () => {});
    expect(other.followers(7)).toBe(0);
  });
});
