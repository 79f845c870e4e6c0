import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from './helpers/test-app.js';

/** Over the API's 1 MiB limit for request bodies. */
const BODY_SIZE = 3 * 1024 * 1024;

/** What a raw HTTP/1.1 connection receives, with a way to wait until some of it has arrived. */
class RawConnection {
  private received = '';
  private closed = false;
  private readonly waiters = new Set<() => void>();

  constructor(readonly socket: Socket) {
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => this.update(() => (this.received += chunk)));
    socket.on('close', () => this.update(() => (this.closed = true)));
    socket.on('error', () => {});
  }

  private update(change: () => void): void {
    change();
    for (const waiter of this.waiters) waiter();
  }

  /** Resolves with everything received once `pattern` matches it, or once the connection has closed. */
  until(pattern: RegExp): Promise<{ received: string; closed: boolean }> {
    return new Promise((resolve) => {
      const check = () => {
        if (!pattern.test(this.received) && !this.closed) return;
        this.waiters.delete(check);
        resolve({ received: this.received, closed: this.closed });
      };
      this.waiters.add(check);
      check();
    });
  }

  /** Writes and waits until the bytes are handed to the system (false when the connection is gone). */
  write(data: string | Buffer): Promise<boolean> {
    return new Promise((resolve) => {
      if (this.socket.destroyed) return resolve(false);
      this.socket.write(data, (error) => resolve(!error));
    });
  }
}

describe('a request body over the size limit', () => {
  let testApp: TestApp;
  let port: number;
  beforeAll(async () => {
    testApp = await startTestApp();
    port = Number(new URL(await testApp.app.listen({ port: 0, host: '127.0.0.1' })).port);
  });
  afterAll(() => testApp.close());

  it('is answered 413 while it is still being sent, and the rest is read rather than the connection cut', async () => {
    const socket = connect(port, '127.0.0.1');
    const connection = new RawConnection(socket);
    try {
      await connection.write(
        `POST /api/feedback HTTP/1.1\r\nHost: api.test\r\nContent-Type: application/json\r\nContent-Length: ${BODY_SIZE}\r\n\r\n{"message":"`,
      );
      const refused = await connection.until(/\r\n\r\n\{[^}]*\}/);
      expect(refused.received).toMatch(/^HTTP\/1\.1 413 /);
      expect(refused.received).toContain('{"code":"payload_too_large","message":"Request body is too large"}');
      expect(refused.received.toLowerCase()).not.toContain('connection: close');

      // The sender goes on with the upload: it is read and thrown away, and the connection serves the next request.
      const chunk = Buffer.alloc(64 * 1024, 'x');
      for (let sent = 12; sent < BODY_SIZE; sent += chunk.length) {
        await connection.write(chunk.subarray(0, Math.min(chunk.length, BODY_SIZE - sent)));
      }
      await connection.write('GET /api/health HTTP/1.1\r\nHost: api.test\r\n\r\n');
      const next = await connection.until(/HTTP\/1\.1 (?!413)\d{3} [^]*\r\n\r\n/);
      expect(next.closed).toBe(false);
      expect(next.received).toMatch(/HTTP\/1\.1 200 /);
    } finally {
      socket.destroy();
    }
  });
});
