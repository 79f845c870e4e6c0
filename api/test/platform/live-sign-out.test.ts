import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { LIVE_CLOSE } from '@stepwise/contracts';
import { activeUser, bearer, login } from '../helpers/auth.js';
import { LiveTestClient } from '../helpers/live-client.js';
import { restoreTokenIn } from '../helpers/mail.js';
import { secondInstance } from '../helpers/second-instance.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { createWorkspace } from '../helpers/workspaces.js';

// A session that ends loses its live connection at once, on whichever instance it is open: it must
// not go on receiving the workspace's events with a token the API refuses.

let testApp: TestApp;
let url: string;
const clients: LiveTestClient[] = [];

beforeAll(async () => {
  testApp = await startTestApp();
  url = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  for (const client of clients) client.close();
  await testApp.close();
});

async function following(baseUrl: string, token: string, workspaceId: number): Promise<LiveTestClient> {
  const client = await LiveTestClient.connect(baseUrl);
  clients.push(client);
  client.send({ type: 'auth', token });
  client.send({ type: 'subscribe', workspace_id: workspaceId });
  await client.until((c) => c.has('subscribed', workspaceId), 'subscribed');
  return client;
}

/** A second session of the same user (another device). */
async function anotherSession(email: string, password: string): Promise<string> {
  const response = await login(testApp, email, password);
  expect(response.statusCode).toBe(200);
  return response.json<{ access_token: string }>().access_token;
}

/** Still open and served: a ping is answered. */
async function expectOpen(client: LiveTestClient): Promise<void> {
  const pongs = client.count('pong');
  client.send({ type: 'ping' });
  await client.until((c) => c.count('pong') > pongs, 'pong');
  expect(client.closeCode).toBeUndefined();
}

async function expectSignedOut(client: LiveTestClient): Promise<void> {
  await client.untilClosed();
  expect(client.closeCode).toBe(LIVE_CLOSE.signedOut);
}

describe('ending a session closes its live connections', () => {
  it('sign-out closes the connection of that token, not those of the user’s other sessions', async () => {
    const user = await activeUser(testApp);
    const workspaceId = (await createWorkspace(testApp, user.token)).id;
    const other = await anotherSession(user.email, user.password);
    const signingOut = await following(url, user.token, workspaceId);
    const staying = await following(url, other, workspaceId);

    const response = await testApp.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(user.token) });
    expect(response.statusCode).toBe(204);

    await expectSignedOut(signingOut);
    await expectOpen(staying);
  });

  it('a password change closes the user’s other sessions; the session that changed it keeps its connection', async () => {
    const user = await activeUser(testApp);
    const workspaceId = (await createWorkspace(testApp, user.token)).id;
    const other = await anotherSession(user.email, user.password);
    const changing = await following(url, user.token, workspaceId);
    const elsewhere = await following(url, other, workspaceId);

    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: bearer(user.token),
      payload: { current_password: user.password, new_password: 'another-secret-2' },
    });
    expect(response.statusCode).toBe(200);
    const answered = performance.now();

    await expectSignedOut(elsewhere);
    // Closed within a second of the answer, not at the next heartbeat or token check.
    expect(performance.now() - answered).toBeLessThan(1_000);
    await expectOpen(changing);
  });

  it('a password reset through the emailed link closes every connection of the user', async () => {
    const user = await activeUser(testApp);
    const workspaceId = (await createWorkspace(testApp, user.token)).id;
    const other = await anotherSession(user.email, user.password);
    const first = await following(url, user.token, workspaceId);
    const second = await following(url, other, workspaceId);

    expect((await testApp.app.inject({ method: 'POST', url: '/api/auth/remember', payload: { email: user.email } })).statusCode).toBe(200);
    const checkCode = restoreTokenIn(testApp.mail.last(user.email));
    const reset = await testApp.app.inject({
      method: 'PUT',
      url: '/api/auth/remember',
      payload: { check_code: checkCode, password: 'reset-secret-3', password_confirmation: 'reset-secret-3' },
    });
    expect(reset.statusCode).toBe(204);

    await expectSignedOut(first);
    await expectSignedOut(second);
  });

  it('another user’s sign-out closes nothing of this one', async () => {
    const user = await activeUser(testApp);
    const stranger = await activeUser(testApp);
    const workspaceId = (await createWorkspace(testApp, user.token)).id;
    const client = await following(url, user.token, workspaceId);

    expect((await testApp.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(stranger.token) })).statusCode).toBe(204);

    await expectOpen(client);
  });

  it('a token signed out before it was sent is refused as unauthorized', async () => {
    const user = await activeUser(testApp);
    expect((await testApp.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(user.token) })).statusCode).toBe(204);
    const client = await LiveTestClient.connect(url);
    clients.push(client);
    client.send({ type: 'auth', token: user.token });
    await client.untilClosed();
    expect(client.closeCode).toBe(LIVE_CLOSE.unauthorized);
  });
});

// Two API instances share one PostgreSQL database; the embedded database belongs to one process.
if (process.env.TEST_DATABASE_URL)
  describe('across API instances (PostgreSQL)', () => {
    const second = secondInstance(() => testApp);

    it('a sign-out through one instance closes the connection open on the other', async () => {
      const user = await activeUser(testApp);
      const workspaceId = (await createWorkspace(testApp, user.token)).id;
      const other = await anotherSession(user.email, user.password);
      const onSecond = await following(second.url, user.token, workspaceId);
      const staying = await following(second.url, other, workspaceId);

      expect((await testApp.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(user.token) })).statusCode).toBe(204);

      await expectSignedOut(onSecond);
      await expectOpen(staying);
    });

    it('a password change through one instance closes the other sessions on both', async () => {
      const user = await activeUser(testApp);
      const workspaceId = (await createWorkspace(testApp, user.token)).id;
      const other = await anotherSession(user.email, user.password);
      const onFirst = await following(url, other, workspaceId);
      const onSecond = await following(second.url, other, workspaceId);
      const changing = await following(second.url, user.token, workspaceId);

      const response = await second.app.inject({
        method: 'PUT',
        url: '/api/users/me',
        headers: bearer(user.token),
        payload: { current_password: user.password, new_password: 'another-secret-4' },
      });
      expect(response.statusCode).toBe(200);

      await expectSignedOut(onFirst);
      await expectSignedOut(onSecond);
      await expectOpen(changing);
    });
  });
