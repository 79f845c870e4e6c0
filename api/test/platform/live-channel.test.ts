import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { LIVE_CLOSE } from '@stepwise/contracts';
import type { App } from '../../src/app.js';
import { activeUser, type RegisteredUser } from '../helpers/auth.js';
import { LiveTestClient } from '../helpers/live-client.js';
import { eq } from 'drizzle-orm';
import { LIVE_MAX_REPLAY } from '@stepwise/contracts';
import { workspaceEventCounters } from '../../src/db/schema/index.js';
import { eventsAfter, pruneReplayedEvents } from '../../src/platform/live/live-repository.js';
import { secondInstance } from '../helpers/second-instance.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { createWorkspace } from '../helpers/workspaces.js';

/** A test-only route that writes events the way a change would: in a transaction, optionally rolled back. */
function publishRoute(app: App): void {
  app.post<{ Body: { workspace_id: number; count?: number; fail?: boolean } }>('/test/publish', async (request) => {
    const { workspace_id: workspaceId, count = 1, fail = false } = request.body;
    const seqs: number[] = [];
    try {
      await app.db.transaction(async (tx) => {
        seqs.length = 0;
        for (let index = 0; index < count; index++)
          seqs.push(await app.live.publish(tx, { workspaceId, type: 'forecast.changed', payload: { version: index }, actorId: null }));
        if (fail) throw new Error('rolled back on purpose');
      });
    } catch {
      return { seqs: [] };
    }
    return { seqs };
  });
}

async function publish(app: App, workspaceId: number, count = 1, fail = false): Promise<number[]> {
  const response = await app.inject({ method: 'POST', url: '/test/publish', payload: { workspace_id: workspaceId, count, fail } });
  return response.json<{ seqs: number[] }>().seqs;
}

async function signedIn(url: string, token: string): Promise<LiveTestClient> {
  const client = await LiveTestClient.connect(url);
  client.send({ type: 'auth', token });
  await client.until((c) => c.has('ready'), 'ready');
  return client;
}

let testApp: TestApp;
let url: string;
let owner: Awaited<ReturnType<typeof activeUser>>;
let outsider: RegisteredUser;
let workspaceId: number;
const clients: LiveTestClient[] = [];

beforeAll(async () => {
  testApp = await startTestApp({ extend: publishRoute });
  url = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  owner = await activeUser(testApp);
  outsider = await activeUser(testApp);
  workspaceId = (await createWorkspace(testApp, owner.token)).id;
});

afterAll(async () => {
  for (const client of clients) client.close();
  await testApp.close();
});

async function client(token = owner.token): Promise<LiveTestClient> {
  const created = await signedIn(url, token);
  clients.push(created);
  return created;
}

describe('the live channel', () => {
  it('delivers a committed change to a subscribed member, in order, each event once', async () => {
    const member = await client();
    member.send({ type: 'subscribe', workspace_id: workspaceId });
    await member.until((c) => c.has('subscribed', workspaceId), 'subscribed');
    const seqs = [...(await publish(testApp.app, workspaceId, 3)), ...(await publish(testApp.app, workspaceId, 2))];
    await member.until((c) => c.seqs(workspaceId).length >= 5, 'five events');
    expect(member.seqs(workspaceId)).toEqual(seqs);
    expect(seqs).toEqual([seqs[0], seqs[0] + 1, seqs[0] + 2, seqs[0] + 3, seqs[0] + 4]);
  });

  it('sends nothing for a change that was rolled back', async () => {
    const member = await client();
    member.send({ type: 'subscribe', workspace_id: workspaceId });
    await member.until((c) => c.has('subscribed', workspaceId));
    expect(await publish(testApp.app, workspaceId, 2, true)).toEqual([]);
    const [next] = await publish(testApp.app, workspaceId);
    await member.until((c) => c.seqs(workspaceId).includes(next));
    expect(member.seqs(workspaceId)).toEqual([next]);
  });

  it('gives a reconnecting client exactly what it missed, then the live events', async () => {
    const first = await client();
    first.send({ type: 'subscribe', workspace_id: workspaceId });
    await first.until((c) => c.has('subscribed', workspaceId));
    const seen = await publish(testApp.app, workspaceId, 2);
    await first.until((c) => c.seqs(workspaceId).length === 2);
    first.close();
    await first.untilClosed();

    const missed = await publish(testApp.app, workspaceId, 3);
    const again = await client();
    again.send({ type: 'subscribe', workspace_id: workspaceId, after: seen[1] });
    await again.until((c) => c.has('subscribed', workspaceId));
    expect(again.seqs(workspaceId)).toEqual(missed);
    const live = await publish(testApp.app, workspaceId, 1);
    await again.until((c) => c.seqs(workspaceId).length === 4);
    expect(again.seqs(workspaceId)).toEqual([...missed, ...live]);
  });

  it('keeps order with many concurrent writers', async () => {
    const member = await client();
    member.send({ type: 'subscribe', workspace_id: workspaceId });
    await member.until((c) => c.has('subscribed', workspaceId));
    const written = (await Promise.all(Array.from({ length: 12 }, () => publish(testApp.app, workspaceId, 2)))).flat();
    await member.until((c) => c.seqs(workspaceId).length === written.length, `${written.length} events`);
    expect(member.seqs(workspaceId)).toEqual([...written].sort((a, b) => a - b));
  });

  it('answers a non-member’s subscription as not found and sends them nothing', async () => {
    const stranger = await client(outsider.token);
    stranger.send({ type: 'subscribe', workspace_id: workspaceId });
    await stranger.until((c) => c.has('unsubscribed', workspaceId));
    expect(stranger.received).toContainEqual({ type: 'unsubscribed', workspace_id: workspaceId, reason: 'not_found' });
    const member = await client();
    member.send({ type: 'subscribe', workspace_id: workspaceId });
    await member.until((c) => c.has('subscribed', workspaceId));
    const [seq] = await publish(testApp.app, workspaceId);
    await member.until((c) => c.seqs(workspaceId).includes(seq));
    expect(stranger.seqs(workspaceId)).toEqual([]);
  });

  it('closes a connection that does not authenticate, or sends something else', async () => {
    const anonymous = await LiveTestClient.connect(url);
    anonymous.send({ type: 'auth', token: 'not-a-token' });
    await anonymous.untilClosed();
    expect(anonymous.closeCode).toBe(LIVE_CLOSE.unauthorized);

    const garbage = await LiveTestClient.connect(url);
    garbage.send('{"type":"subscribe","workspace_id":"1; drop table"}');
    await garbage.untilClosed();
    expect(garbage.closeCode).toBe(LIVE_CLOSE.protocolError);

    const early = await LiveTestClient.connect(url);
    early.send({ type: 'subscribe', workspace_id: workspaceId });
    await early.until((c) => c.has('error'));
    expect(early.received).toEqual([{ type: 'error', code: 'not_authenticated', message: 'Send auth first' }]);
    early.close();
  });

  it('stops a removed member’s subscription at the removal', async () => {
    const member = await client();
    member.send({ type: 'subscribe', workspace_id: workspaceId });
    await member.until((c) => c.has('subscribed', workspaceId));
    await testApp.app.db.transaction((tx) =>
      testApp.app.live.publish(tx, { workspaceId, type: 'member.removed', payload: { user_id: owner.user.id }, actorId: null }),
    );
    await member.until((c) => c.has('unsubscribed', workspaceId));
    const [after] = await publish(testApp.app, workspaceId);
    const watcher = await client();
    watcher.send({ type: 'subscribe', workspace_id: workspaceId, after: after - 1 });
    await watcher.until((c) => c.seqs(workspaceId).includes(after));
    expect(member.seqs(workspaceId)).not.toContain(after);
  });
});

describe('a client ahead of the server', () => {
  it('is told to reload when its last number is beyond the workspace’s latest (a restored database)', async () => {
    const restored = (await createWorkspace(testApp, owner.token)).id;
    const [latest] = await publish(testApp.app, restored, 1);
    const ahead = await client();
    ahead.send({ type: 'subscribe', workspace_id: restored, after: latest + 40 });
    await ahead.until((c) => c.has('subscribed', restored));
    expect(ahead.received.filter((message) => 'workspace_id' in message && message.workspace_id === restored)).toEqual([
      { type: 'reset', workspace_id: restored, seq: latest },
      { type: 'subscribed', workspace_id: restored, seq: latest },
    ]);
    // From there on it gets the next events, which it would have dropped as already applied.
    const [next] = await publish(testApp.app, restored, 1);
    await ahead.until((c) => c.seqs(restored).includes(next));
    expect(ahead.seqs(restored)).toEqual([next]);
  });
});

describe('beyond the replay window', () => {
  it('tells a client that far behind to reload, and deletes what nobody will read', async () => {
    const otherWorkspace = (await createWorkspace(testApp, owner.token)).id;
    const [first] = await publish(testApp.app, otherWorkspace, 3);
    // As if 4,999 more events had been written since: the first event is 5,001 behind, the third 4,999.
    await testApp.app.db
      .update(workspaceEventCounters)
      .set({ lastSeq: first + 1 + LIVE_MAX_REPLAY })
      .where(eq(workspaceEventCounters.workspaceId, otherWorkspace));
    const late = await client();
    late.send({ type: 'subscribe', workspace_id: otherWorkspace, after: first });
    await late.until((c) => c.has('subscribed', otherWorkspace));
    expect(late.received.filter((message) => 'workspace_id' in message && message.workspace_id === otherWorkspace)).toEqual([
      { type: 'reset', workspace_id: otherWorkspace, seq: first + 1 + LIVE_MAX_REPLAY },
      { type: 'subscribed', workspace_id: otherWorkspace, seq: first + 1 + LIVE_MAX_REPLAY },
    ]);
    expect(await pruneReplayedEvents(testApp.app.db)).toBeGreaterThanOrEqual(2);
    expect((await eventsAfter(testApp.app.db, otherWorkspace, 0, 10)).map((event) => event.seq)).toEqual([first + 2]);
  });
});

// Two API instances share one PostgreSQL database (CI runs this suite on PostgreSQL too); an
// embedded database belongs to one process, so there is no second instance to start there.
if (process.env.TEST_DATABASE_URL)
  describe('the live channel across API instances (PostgreSQL)', () => {
    const second = secondInstance(() => testApp);

    it('pushes an event written through one instance to a subscriber of the other', async () => {
      const member = await signedIn(second.url, owner.token);
      clients.push(member);
      member.send({ type: 'subscribe', workspace_id: workspaceId });
      await member.until((c) => c.has('subscribed', workspaceId));
      const written = await publish(testApp.app, workspaceId, 3);
      await member.until((c) => c.seqs(workspaceId).length === 3);
      expect(member.seqs(workspaceId)).toEqual(written);
    });
  });
