/**
 * Runs inside the Playwright runner process (next to the stack started by the global setup) and
 * lets test workers, which are separate processes, change the stack: stop or start one service,
 * rewrite the remotes file the shell server serves as /remotes.json, and put everything back.
 * Loopback only, and every request must carry the per-run token.
 */
import { randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SERVICES, type Stack } from '../../scripts/stack.mjs';

export interface ControlServer {
  url: string;
  token: string;
  close(): Promise<void>;
}

export interface ControlServerOptions {
  stack: Stack;
  /** The file the shell server reads (its REMOTES_FILE). */
  remotesFile: string;
  /** Its content at the start of the run, restored by POST /restore and POST /remotes/reset. */
  originalRemotes: string;
}

async function body(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, payload?: unknown): void {
  if (payload === undefined) {
    response.writeHead(status).end();
    return;
  }
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
}

export async function startControlServer({ stack, remotesFile, originalRemotes }: ControlServerOptions): Promise<ControlServer> {
  const token = randomBytes(16).toString('hex');

  /** Atomic replace: the shell server never reads a half-written file. */
  async function writeRemotes(text: string): Promise<void> {
    const temporary = `${remotesFile}.${process.pid}.tmp`;
    await writeFile(temporary, text);
    await rename(temporary, remotesFile);
  }

  const state = () => ({ urls: stack.urls, ports: stack.ports, running: stack.running(), remotesFile, logDir: stack.logDir });

  const server = createServer(async (request, response) => {
    try {
      if (request.headers.authorization !== `Bearer ${token}`) return send(response, 401, { error: 'missing or wrong token' });
      const url = new URL(request.url ?? '/', 'http://control');
      const service = /^\/services\/([^/]+)\/(start|stop)$/.exec(url.pathname);

      if (request.method === 'GET' && url.pathname === '/stack') return send(response, 200, state());
      if (request.method === 'POST' && service) {
        const [, name, action] = service;
        const known = SERVICES.find((candidate) => candidate === name);
        if (!known) return send(response, 404, { error: `unknown service ${name}` });
        if (action === 'stop') await stack.stopService(known);
        else await stack.startService(known);
        return send(response, 200, state());
      }
      if (request.method === 'GET' && url.pathname === '/remotes') return send(response, 200, { text: await readFile(remotesFile, 'utf8') });
      if (request.method === 'PUT' && url.pathname === '/remotes') {
        await writeRemotes(await body(request));
        return send(response, 204);
      }
      if (request.method === 'POST' && url.pathname === '/remotes/reset') {
        await writeRemotes(originalRemotes);
        return send(response, 204);
      }
      if (request.method === 'POST' && url.pathname === '/restore') {
        await writeRemotes(originalRemotes);
        for (const name of SERVICES) if (!stack.running().includes(name)) await stack.startService(name);
        return send(response, 200, state());
      }
      return send(response, 404, { error: `no route ${request.method} ${url.pathname}` });
    } catch (error) {
      return send(response, 500, { error: error instanceof Error ? error.message : String(error) });
    }
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    token,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
