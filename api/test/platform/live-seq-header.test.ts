import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { LIVE_SEQ_HEADER, parseLiveSeq } from '@stepwise/contracts';
import { latestSeq } from '../../src/platform/live/live-repository.js';
import { activeUser, bearer } from '../helpers/auth.js';
import type { OpenApiPaths } from '../helpers/documented-routes.js';
import { LiveTestClient } from '../helpers/live-client.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { createWorkspace } from '../helpers/workspaces.js';

// A workspace read answers with the workspace's latest event number (X-Live-Seq), read before its
// data: a client that subscribes after it gets every change made since, also one made between the
// answer and the subscription.

let testApp: TestApp;
let url: string;
let owner: Awaited<ReturnType<typeof activeUser>>;
let workspaceId: number;

beforeAll(async () => {
  testApp = await startTestApp();
  url = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  owner = await activeUser(testApp);
  workspaceId = (await createWorkspace(testApp, owner.token)).id;
});

afterAll(() => testApp.close());

const get = (path: string, token = owner.token) => testApp.app.inject({ method: 'GET', url: path, headers: bearer(token) });

async function createGoal(title: string): Promise<number> {
  const response = await testApp.app.inject({ method: 'POST', url: `/api/workspaces/${workspaceId}/goals`, headers: bearer(owner.token), payload: { title } });
  expect(response.statusCode).toBe(201);
  return response.json<{ data: { id: number } }>().data.id;
}

const reads = () => [
  `/api/workspaces/${workspaceId}/tasks`,
  `/api/workspaces/${workspaceId}/flow/${owner.user.id}`,
  `/api/workspaces/${workspaceId}/members`,
  `/api/workspaces/${workspaceId}/spheres`,
  `/api/workspaces/${workspaceId}/goals`,
  `/api/workspaces/${workspaceId}/projects`,
  `/api/workspaces/${workspaceId}/forecast`,
];

describe('X-Live-Seq', () => {
  it('every list of the workspace app answers with the workspace’s latest event number', async () => {
    await createGoal('Ship 2.0');
    const latest = await latestSeq(testApp.app.db, workspaceId);
    expect(latest).toBeGreaterThan(0);
    for (const path of reads()) {
      const response = await get(path);
      expect([path, response.statusCode, parseLiveSeq(response.headers[LIVE_SEQ_HEADER.toLowerCase()] as string)]).toEqual([
        path,
        200,
        { workspaceId, seq: latest },
      ]);
    }
  });

  it('a read of one object (a task) answers with its workspace’s number', async () => {
    const created = await testApp.app.inject({
      method: 'POST',
      url: `/api/workspaces/${workspaceId}/tasks`,
      headers: bearer(owner.token),
      payload: { title: 'Write the notes' },
    });
    expect(created.statusCode).toBe(201);
    const taskId = created.json<{ data: { id: number } }>().data.id;
    const response = await get(`/api/tasks/${taskId}`);
    expect(parseLiveSeq(response.headers['x-live-seq'] as string)).toEqual({ workspaceId, seq: await latestSeq(testApp.app.db, workspaceId) });
  });

  it('grows with each change', async () => {
    const before = parseLiveSeq((await get(`/api/workspaces/${workspaceId}/goals`)).headers['x-live-seq'] as string)!;
    await createGoal('Another one');
    const after = parseLiveSeq((await get(`/api/workspaces/${workspaceId}/goals`)).headers['x-live-seq'] as string)!;
    expect(after.seq).toBe(before.seq + 1);
  });

  it('is not sent to someone who is not a member (404 tells nothing)', async () => {
    const stranger = await activeUser(testApp);
    const response = await get(`/api/workspaces/${workspaceId}/goals`, stranger.token);
    expect(response.statusCode).toBe(404);
    expect(response.headers['x-live-seq']).toBeUndefined();
  });

  it('a change made between a list’s answer and the subscription reaches a client subscribing after the answer’s number', async () => {
    const list = await get(`/api/workspaces/${workspaceId}/goals`);
    const { seq } = parseLiveSeq(list.headers['x-live-seq'] as string)!;
    const goalId = await createGoal('Made while the page was connecting');

    const client = await LiveTestClient.connect(url);
    try {
      client.send({ type: 'auth', token: owner.token });
      client.send({ type: 'subscribe', workspace_id: workspaceId, after: seq });
      await client.until((c) => c.has('subscribed', workspaceId), 'subscribed');
      const created = client.received.flatMap((message) => (message.type === 'event' && message.event.type === 'goal.created' ? [message.event] : []));
      expect(created).toEqual([expect.objectContaining({ seq: seq + 1, payload: { goal: expect.objectContaining({ id: goalId }) } })]);
    } finally {
      client.close();
    }
  });

  it('is documented on the 200 answer of every workspace read', async () => {
    const { paths } = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: OpenApiPaths }>();
    const documented = [
      '/api/workspaces/{id}/tasks',
      '/api/workspaces/{id}/goals',
      '/api/workspaces/{id}/forecast',
      '/api/tasks/{id}',
      '/api/workspaces/{id}/members',
    ];
    for (const path of documented) {
      const ok = paths[path]?.get?.responses['200'] as { headers?: Record<string, { description?: string }> } | undefined;
      expect([path, ok?.headers?.[LIVE_SEQ_HEADER]?.description]).toEqual([path, expect.stringContaining('<workspace id>:<seq>')]);
    }
    // Writes answer no such header.
    const post = paths['/api/workspaces/{id}/goals']?.post?.responses['201'] as { headers?: object } | undefined;
    expect(post?.headers).toBeUndefined();
  });
});
