import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { LiveServerMessage } from '@stepwise/contracts';
import { activeUser, bearer } from '../helpers/auth.js';
import { LiveTestClient } from '../helpers/live-client.js';
import { accept, invited, joinWorkspace } from '../helpers/members.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { createWorkspace } from '../helpers/workspaces.js';

type User = Awaited<ReturnType<typeof activeUser>>;

describe('membership changes on the live channel', () => {
  let testApp: TestApp;
  let url: string;
  let owner: User;
  const clients: LiveTestClient[] = [];
  beforeAll(async () => {
    testApp = await startTestApp();
    url = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    owner = await activeUser(testApp);
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await testApp.close();
  });

  async function subscribed(token: string, workspaceId: number): Promise<LiveTestClient> {
    const client = await LiveTestClient.connect(url);
    clients.push(client);
    client.send({ type: 'auth', token });
    await client.until((c) => c.has('ready'), 'ready');
    client.send({ type: 'subscribe', workspace_id: workspaceId });
    await client.until((c) => c.has('subscribed', workspaceId), 'subscribed');
    return client;
  }

  const eventTypes = (client: LiveTestClient, workspaceId: number) =>
    client.received.flatMap((message: LiveServerMessage) => (message.type === 'event' && message.workspace_id === workspaceId ? [message.event.type] : []));

  it('shows the other members an invitation, a joining, a role change and a removal as they happen', async () => {
    const workspace = await createWorkspace(testApp, owner.token);
    const watcher = await subscribed(owner.token, workspace.id);
    const joiner = await activeUser(testApp);

    const { token } = await invited(testApp, owner.token, workspace.id, joiner.email);
    await accept(testApp, joiner.token, token);
    await testApp.app.inject({
      method: 'PATCH',
      url: `/api/workspaces/${workspace.id}/members/${joiner.user.id}`,
      headers: bearer(owner.token),
      payload: { role: 'admin' },
    });
    await testApp.app.inject({ method: 'DELETE', url: `/api/workspaces/${workspace.id}/members/${joiner.user.id}`, headers: bearer(owner.token) });

    await watcher.until((c) => eventTypes(c, workspace.id).length >= 5, 'five events');
    expect(eventTypes(watcher, workspace.id)).toEqual(['invitation.changed', 'member.joined', 'invitation.changed', 'member.updated', 'member.removed']);
    const joined = watcher.received.find((message) => message.type === 'event' && message.event.type === 'member.joined');
    expect(joined).toMatchObject({ event: { payload: { member: { user_id: joiner.user.id, role: 'member', status: 'active' } }, actor_id: joiner.user.id } });
  });

  it("ends a removed member's subscription (unsubscribed, removed); after rejoining they can subscribe again", async () => {
    const workspace = await createWorkspace(testApp, owner.token);
    const member = await activeUser(testApp);
    await joinWorkspace(testApp, owner.token, workspace.id, member);
    const removed = await subscribed(member.token, workspace.id);

    await testApp.app.inject({ method: 'DELETE', url: `/api/workspaces/${workspace.id}/members/${member.user.id}`, headers: bearer(owner.token) });

    await removed.until((c) => c.has('unsubscribed', workspace.id), 'unsubscribed');
    expect(removed.received.find((message) => message.type === 'unsubscribed')).toEqual({
      type: 'unsubscribed',
      workspace_id: workspace.id,
      reason: 'removed',
    });
    // Nothing more reaches them; a new subscription is refused while they are not a member.
    const { token } = await invited(testApp, owner.token, workspace.id, member.email);
    removed.send({ type: 'subscribe', workspace_id: workspace.id });
    await removed.until((c) => c.received.filter((message) => message.type === 'unsubscribed').length === 2, 'refused subscribe');
    expect(removed.received.at(-1)).toEqual({ type: 'unsubscribed', workspace_id: workspace.id, reason: 'not_found' });
    expect(eventTypes(removed, workspace.id)).not.toContain('invitation.changed');

    await accept(testApp, member.token, token);
    removed.send({ type: 'subscribe', workspace_id: workspace.id, after: 0 });
    await removed.until((c) => c.received.filter((message) => message.type === 'subscribed').length === 2, 'subscribed again');
    await removed.until((c) => eventTypes(c, workspace.id).filter((type) => type === 'member.joined').length >= 2, 'the replay');
  });
});
