import type { LiveClientMessage, LiveServerMessage } from '@stepwise/contracts';
import WebSocket from 'ws';

/** A live channel client for tests: every message it received, and a way to wait for one. */
export class LiveTestClient {
  readonly received: LiveServerMessage[] = [];
  closeCode: number | undefined;
  private waiters: Array<() => void> = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.received.push(JSON.parse(data.toString()) as LiveServerMessage);
      this.wake();
    });
    socket.on('close', (code) => {
      this.closeCode = code;
      this.wake();
    });
  }

  static async connect(baseUrl: string): Promise<LiveTestClient> {
    const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/live`);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return new LiveTestClient(socket);
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }

  send(message: LiveClientMessage | Record<string, unknown> | string): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** Resolves once `done` holds for what was received (or the socket closed); rejects after 5 s. */
  async until(done: (client: LiveTestClient) => boolean, what = 'the expected messages'): Promise<void> {
    const deadline = Date.now() + 5_000;
    while (!done(this)) {
      if (this.closeCode !== undefined) throw new Error(`the socket closed (${this.closeCode}) before ${what}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out waiting for ${what}; received ${JSON.stringify(this.received)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  untilClosed(): Promise<void> {
    return this.closeCode !== undefined ? Promise.resolve() : new Promise((resolve) => this.socket.once('close', () => resolve()));
  }

  /** Sequence numbers of the events received for a workspace, in order of arrival. */
  seqs(workspaceId: number): number[] {
    return this.received.flatMap((message) => (message.type === 'event' && message.workspace_id === workspaceId ? [message.event.seq] : []));
  }

  count(type: LiveServerMessage['type']): number {
    return this.received.filter((message) => message.type === type).length;
  }

  has(type: LiveServerMessage['type'], workspaceId?: number): boolean {
    return this.received.some(
      (message) => message.type === type && (workspaceId === undefined || ('workspace_id' in message && message.workspace_id === workspaceId)),
    );
  }

  close(): void {
    this.socket.close();
  }
}
