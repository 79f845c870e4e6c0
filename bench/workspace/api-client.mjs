import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';

/** Calls the API over HTTP as one signed-in user; throws unless the status is the expected one. */
export function apiClient(baseUrl, token) {
  return async function call(method, path, body, expected = 200) {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body !== undefined && { 'content-type': 'application/json' }) },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (response.status !== expected) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return text ? JSON.parse(text) : undefined;
  };
}

export async function signIn(baseUrl, email, password) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`login ${email}: ${response.status} ${await response.text()}`);
  return (await response.json()).access_token;
}

/**
 * Another member's open screen: a live channel subscribed to the workspace. `next(match)` resolves with
 * the arrival time (performance.now()) of the first event from now on that `match` accepts.
 */
export async function liveSubscriber(baseUrl, token, workspaceId) {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/live`);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  let waiters = [];
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the live channel did not subscribe within 5 s')), 5_000);
    socket.on('message', (data) => {
      const arrived = performance.now();
      const message = JSON.parse(data.toString());
      if (message.type === 'ready') socket.send(JSON.stringify({ type: 'subscribe', workspace_id: workspaceId }));
      if (message.type === 'subscribed') {
        clearTimeout(timer);
        resolve();
      }
      if (message.type !== 'event') return;
      waiters = waiters.filter((waiter) => {
        if (!waiter.match(message.event)) return true;
        waiter.resolve(arrived);
        return false;
      });
    });
  });
  socket.send(JSON.stringify({ type: 'auth', token }));
  await ready;
  return {
    next(match, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const waiter = { match, resolve };
        waiters.push(waiter);
        setTimeout(() => {
          if (!waiters.includes(waiter)) return;
          waiters = waiters.filter((other) => other !== waiter);
          reject(new Error(`no matching live event within ${timeoutMs} ms`));
        }, timeoutMs).unref();
      });
    },
    close: () => socket.close(),
  };
}
