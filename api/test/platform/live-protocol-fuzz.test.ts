import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { LIVE_CLOSE, type LiveServerMessage } from '@stepwise/contracts';
import { seededRandom } from '@stepwise/scheduling';
import { MAX_MESSAGE_BYTES, MAX_SUBSCRIPTIONS } from '../../src/platform/live/live-socket.js';
import { activeUser } from '../helpers/auth.js';
import { LiveTestClient } from '../helpers/live-client.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { createWorkspace } from '../helpers/workspaces.js';

// Nothing a signed-in (or anonymous) client sends on the live channel may take the API down or reach
// the database unchecked: each message gets its defined answer or close code, the connection that
// sent it alone is affected, and the API keeps answering. (An unhandled rejection fails the suite.)

let testApp: TestApp;
let url: string;
let owner: Awaited<ReturnType<typeof activeUser>>;
let workspaceId: number;
const clients: LiveTestClient[] = [];

beforeAll(async () => {
  testApp = await startTestApp();
  url = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  owner = await activeUser(testApp);
  workspaceId = (await createWorkspace(testApp, owner.token)).id;
});

afterAll(async () => {
  for (const client of clients) client.close();
  await testApp.close();
});

/** Log records of the running test. */
let logsBefore = 0;
beforeEach(() => {
  logsBefore = testApp.logs.length;
});
const testLogs = () => testApp.logs.slice(logsBefore);

async function open(): Promise<LiveTestClient> {
  const client = await LiveTestClient.connect(url);
  clients.push(client);
  return client;
}

async function signedIn(): Promise<LiveTestClient> {
  const client = await open();
  client.send({ type: 'auth', token: owner.token });
  await client.until((c) => c.has('ready'), 'ready');
  return client;
}

/** Sends a ping and waits for its pong: every message sent before it has been handled. */
async function settle(client: LiveTestClient): Promise<void> {
  const pongs = client.count('pong');
  client.send({ type: 'ping' });
  await client.until((c) => c.count('pong') > pongs, 'pong');
}

async function expectHealthy(): Promise<void> {
  const health = await testApp.app.inject({ method: 'GET', url: '/api/health' });
  expect(health.statusCode).toBe(200);
  const failures = testLogs().filter((record) => Number(record.level) >= 50);
  expect(failures).toEqual([]);
}

describe('hostile live messages get their defined answer', () => {
  it.each([
    ['2^53', 2 ** 53],
    ['2^31', 2 ** 31],
    ['the largest safe integer', Number.MAX_SAFE_INTEGER],
    ['zero', 0],
    ['a negative id', -1],
    ['-2^53', -(2 ** 53)],
  ])('subscribing to %s is answered not_found, and the connection goes on', async (_name, id) => {
    const client = await signedIn();
    client.send({ type: 'subscribe', workspace_id: id });
    await client.until((c) => c.has('unsubscribed', id), 'not_found');
    expect(client.received).toContainEqual({ type: 'unsubscribed', workspace_id: id, reason: 'not_found' });
    client.send({ type: 'subscribe', workspace_id: workspaceId });
    await client.until((c) => c.has('subscribed', workspaceId), 'subscribed');
    await expectHealthy();
  });

  it('closing right after an out-of-range subscribe leaves the API running', async () => {
    for (let round = 0; round < 5; round++) {
      const client = await signedIn();
      client.send({ type: 'subscribe', workspace_id: 2 ** 53 });
      client.send({ type: 'subscribe', workspace_id: workspaceId });
      client.close();
      await client.untilClosed();
    }
    await expectHealthy();
    const after = await signedIn();
    await settle(after);
  });

  it('an unsubscribe of a workspace not followed (or of no workspace) is answered requested', async () => {
    const client = await signedIn();
    client.send({ type: 'unsubscribe', workspace_id: 2 ** 53 });
    client.send({ type: 'unsubscribe', workspace_id: workspaceId });
    await settle(client);
    expect(client.received.filter((message) => message.type === 'unsubscribed')).toEqual([
      { type: 'unsubscribed', workspace_id: 2 ** 53, reason: 'requested' },
      { type: 'unsubscribed', workspace_id: workspaceId, reason: 'requested' },
    ]);
  });

  it('a subscribe before auth is refused with not_authenticated; the connection may still sign in', async () => {
    const client = await open();
    client.send({ type: 'subscribe', workspace_id: workspaceId });
    client.send({ type: 'unsubscribe', workspace_id: workspaceId });
    await settle(client);
    expect(client.received.filter((message) => message.type === 'error')).toEqual([
      { type: 'error', code: 'not_authenticated', message: 'Send auth first' },
      { type: 'error', code: 'not_authenticated', message: 'Send auth first' },
    ]);
    client.send({ type: 'auth', token: owner.token });
    await client.until((c) => c.has('ready'), 'ready');
  });

  it('a second auth is answered ready for the same user, even with another token', async () => {
    const client = await signedIn();
    client.send({ type: 'auth', token: owner.token });
    client.send({ type: 'auth', token: 'someone-else' });
    await settle(client);
    expect(client.received.filter((message) => message.type === 'ready')).toEqual([
      { type: 'ready', user_id: owner.user.id },
      { type: 'ready', user_id: owner.user.id },
      { type: 'ready', user_id: owner.user.id },
    ]);
  });

  it('subscribing many times to one workspace answers subscribed each time and delivers each event once', async () => {
    const client = await signedIn();
    for (let index = 0; index < 20; index++) client.send({ type: 'subscribe', workspace_id: workspaceId, after: index });
    await settle(client);
    expect(client.count('subscribed')).toBe(20);
    const created = await testApp.app.inject({
      method: 'POST',
      url: `/api/workspaces/${workspaceId}/goals`,
      headers: { authorization: `Bearer ${owner.token}` },
      payload: { title: 'Launch' },
    });
    expect(created.statusCode).toBe(201);
    await client.until((c) => c.received.some((message) => message.type === 'event' && message.event.type === 'goal.created'), 'goal.created');
    await settle(client);
    expect(client.received.filter((message) => message.type === 'event' && message.event.type === 'goal.created')).toHaveLength(1);
  });

  it(`following more than ${MAX_SUBSCRIPTIONS} workspaces is refused, out-of-range ids take no place`, async () => {
    const client = await signedIn();
    for (let index = 0; index < MAX_SUBSCRIPTIONS + 5; index++) client.send({ type: 'subscribe', workspace_id: 2 ** 40 + index });
    await settle(client);
    expect(client.count('unsubscribed')).toBe(MAX_SUBSCRIPTIONS + 5);
    expect(client.has('error')).toBe(false);
  });

  it.each([
    ['a fractional id', '{"type":"subscribe","workspace_id":1.5}'],
    ['an id as a string', '{"type":"subscribe","workspace_id":"7"}'],
    ['a missing id', '{"type":"subscribe"}'],
    ['a negative after', '{"type":"subscribe","workspace_id":7,"after":-1}'],
    ['a fractional after', '{"type":"subscribe","workspace_id":7,"after":0.5}'],
    ['an unknown field', '{"type":"subscribe","workspace_id":7,"since":1}'],
    ['an unknown type', '{"type":"publish","workspace_id":7}'],
    ['a token that is no string', '{"type":"auth","token":42}'],
    ['an empty token', '{"type":"auth","token":""}'],
    ['not JSON', '{"type":'],
    ['a JSON array', '[1,2,3]'],
    ['JSON null', 'null'],
    ['an empty message', ''],
    ['deeply nested JSON', `${'['.repeat(1500)}${']'.repeat(1500)}`],
    ['a message over the size limit', JSON.stringify({ type: 'auth', token: 'x'.repeat(MAX_MESSAGE_BYTES) })],
  ])('%s closes the connection with 4400', async (_name, text) => {
    const client = await signedIn();
    client.send(text);
    await client.untilClosed();
    expect(client.closeCode).toBe(LIVE_CLOSE.protocolError);
    await expectHealthy();
  });

  it('a binary frame closes the connection with 4400', async () => {
    const client = await signedIn();
    client.socket.send(Buffer.from(JSON.stringify({ type: 'ping' })), { binary: true });
    await client.untilClosed();
    expect(client.closeCode).toBe(LIVE_CLOSE.protocolError);
  });

  it('a frame beyond what the server reads at all closes the connection with 1009 (message too big)', async () => {
    const client = await signedIn();
    client.send('x'.repeat(64 * 1024));
    await client.untilClosed();
    expect(client.closeCode).toBe(1009);
    await expectHealthy();
  });
});

type Action = { kind: 'text'; text: string } | { kind: 'binary'; bytes: Buffer } | { kind: 'close' };

function randomActions(random: () => number, count: number): Action[] {
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)];
  const ids = [workspaceId, workspaceId + 1, 1, 0, -1, 1.5, 2 ** 31 - 1, 2 ** 31, 2 ** 53, -(2 ** 53), 1e308, '7', null, [], {}];
  const afters = [undefined, 0, 1, 5, 2 ** 31, 2 ** 53, -1, 0.5, 'x'];
  const tokens = [owner.token, owner.token, 'wrong', '', 'x'.repeat(300), 42, null];
  const messages: Array<() => Action> = [
    () => ({ kind: 'text', text: JSON.stringify({ type: 'auth', token: pick(tokens) }) }),
    () => {
      const after = pick(afters);
      return { kind: 'text', text: JSON.stringify({ type: 'subscribe', workspace_id: pick(ids), ...(after !== undefined && { after }) }) };
    },
    () => ({ kind: 'text', text: JSON.stringify({ type: 'subscribe', workspace_id: workspaceId, after: Math.floor(random() * 50) }) }),
    () => ({ kind: 'text', text: JSON.stringify({ type: 'unsubscribe', workspace_id: pick(ids) }) }),
    () => ({ kind: 'text', text: JSON.stringify({ type: 'ping' }) }),
    () => ({ kind: 'text', text: JSON.stringify({ type: pick(['pong', 'event', 'ready', 'SUBSCRIBE', '']), workspace_id: pick(ids) }) }),
    () => ({ kind: 'text', text: pick(['{', '"subscribe"', '1', 'true', '{}', '{"type":null}', '{"__proto__":{"type":"ping"}}', '\u0000']) }),
    () => ({ kind: 'text', text: 'y'.repeat(MAX_MESSAGE_BYTES + Math.floor(random() * 8000)) }),
    () => ({ kind: 'binary', bytes: Buffer.from(Array.from({ length: 16 }, () => Math.floor(random() * 256))) }),
    () => ({ kind: 'close' }),
  ];
  return Array.from({ length: count }, () => pick(messages)());
}

describe('random live messages over real sockets', () => {
  const seed = Number(process.env.LIVE_FUZZ_SEED ?? Date.now() % 100_000);

  it(`leave the API running and answer each connection in the protocol (seed ${seed})`, async () => {
    const random = seededRandom(seed);
    const allowedCloses = new Set<number>([LIVE_CLOSE.protocolError, LIVE_CLOSE.unauthorized, 1009, 1000, 1005]);
    const knownTypes = new Set<LiveServerMessage['type']>(['ready', 'subscribed', 'event', 'reset', 'unsubscribed', 'pong', 'error']);
    const lanes = Array.from({ length: 4 }, () => randomActions(random, 120));
    const used: LiveTestClient[] = [];

    // Changes go on while the lanes send, so deliveries interleave with the hostile messages.
    let writing = true;
    const writer = (async () => {
      for (let index = 0; writing; index++) {
        const response = await testApp.app.inject({
          method: 'POST',
          url: `/api/workspaces/${workspaceId}/goals`,
          headers: { authorization: `Bearer ${owner.token}` },
          payload: { title: `Goal ${index}` },
        });
        expect(response.statusCode).toBe(201);
      }
    })();

    await Promise.all(
      lanes.map(async (actions) => {
        let client = await open();
        used.push(client);
        for (const action of actions) {
          if (client.closeCode !== undefined || client.socket.readyState !== client.socket.OPEN) {
            client = await open();
            used.push(client);
          }
          if (action.kind === 'close') client.close();
          else if (action.kind === 'binary') client.socket.send(action.bytes, { binary: true });
          else client.send(action.text);
          // Now and then let the server catch up, so closes and subscriptions land between messages.
          if (random() < 0.2) await new Promise((resolve) => setImmediate(resolve));
        }
        if (client.socket.readyState === client.socket.OPEN) {
          const pongs = client.count('pong');
          client.send({ type: 'ping' });
          await client.until((c) => c.closeCode !== undefined || c.count('pong') > pongs, 'the last pong');
        }
      }),
    );
    writing = false;
    await writer;

    for (const client of used) {
      if (client.closeCode !== undefined) expect([client.closeCode, allowedCloses.has(client.closeCode)]).toEqual([client.closeCode, true]);
      for (const message of client.received) expect(knownTypes.has(message.type)).toBe(true);
    }
    await expectHealthy();
    // The channel still works for a well-behaved client.
    const member = await signedIn();
    member.send({ type: 'subscribe', workspace_id: workspaceId });
    await member.until((c) => c.has('subscribed', workspaceId), 'subscribed');
  });
});

describe('a failure while handling a message', () => {
  it('is logged with its context and closes that connection alone (1011); the others go on', async () => {
    const bystander = await signedIn();
    bystander.send({ type: 'subscribe', workspace_id: workspaceId });
    await bystander.until((c) => c.has('subscribed', workspaceId), 'subscribed');
    const failing = await signedIn();

    // The database fails the next statement, as a dropped connection would.
    const db = testApp.app.db as unknown as Record<string, unknown>;
    db.select = () => {
      delete db.select;
      throw new Error('the database went away');
    };
    failing.send({ type: 'subscribe', workspace_id: workspaceId });
    await failing.untilClosed();
    expect(failing.closeCode).toBe(1011);
    expect(testLogs()).toContainEqual(
      expect.objectContaining({ level: 50, msg: 'live channel: a message could not be handled; the connection is closed', workspaceId, userId: owner.user.id }),
    );

    await settle(bystander);
    const created = await testApp.app.inject({
      method: 'POST',
      url: `/api/workspaces/${workspaceId}/goals`,
      headers: { authorization: `Bearer ${owner.token}` },
      payload: { title: 'After the failure' },
    });
    expect(created.statusCode).toBe(201);
    await bystander.until((c) => c.received.some((message) => message.type === 'event' && message.event.type === 'goal.created'), 'goal.created');
    const health = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});
