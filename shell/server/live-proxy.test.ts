/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import WebSocket, { WebSocketServer } from 'ws';
import { buildShellServer } from './app';

/** An API stand-in whose /api/live echoes each message with the headers the proxy sent. */
async function liveUpstream(): Promise<{ server: WebSocketServer; url: string }> {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1', path: '/api/live' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  server.on('connection', (socket, request) => {
    socket.on('message', (data) => socket.send(JSON.stringify({ echo: data.toString(), headers: request.headers })));
  });
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('the live channel through the shell', () => {
  let dir: string;
  let upstream: Awaited<ReturnType<typeof liveUpstream>>;
  let shell: FastifyInstance;
  let shellUrl: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'stepwise-shell-live-'));
    mkdirSync(join(dir, 'dist'));
    writeFileSync(
      join(dir, 'dist', 'index.html'),
      '<!doctype html><html lang="ru"><head><title>Stepwise</title></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(join(dir, 'remotes.json'), '{}');
    upstream = await liveUpstream();
    shell = await buildShellServer({
      port: 0,
      host: '127.0.0.1',
      apiUrl: upstream.url,
      remoteUpstreams: {},
      remotesFile: join(dir, 'remotes.json'),
      shellDist: join(dir, 'dist'),
      appsRoot: join(__dirname, '../..'),
      supportEmail: 'support@stepwise.example',
      publicUrl: 'https://app.stepwise.example',
      trustProxy: false,
      paymentWidgetUrl: 'https://widget.pay.example/widget.js',
      embedAllowedOrigins: [],
      logger: false,
    });
    shellUrl = await shell.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await shell.close();
    await new Promise<void>((resolve) => upstream.server.close(() => resolve()));
    rmSync(dir, { recursive: true, force: true });
  });

  it('forwards the WebSocket upgrade and its messages both ways, with forwarding headers and without cookies', async () => {
    const socket = new WebSocket(`${shellUrl.replace('http', 'ws')}/api/live`, { headers: { cookie: 'sw_token=secret' } });
    const reply = new Promise<{ echo: string; headers: Record<string, string> }>((resolve, reject) => {
      socket.once('message', (data) => resolve(JSON.parse(data.toString())));
      socket.once('error', reject);
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    socket.send('{"type":"ping"}');
    const { echo, headers } = await reply;
    expect(echo).toBe('{"type":"ping"}');
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers.cookie).toBeUndefined();
    socket.close();
  });
});
