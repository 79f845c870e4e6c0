import pg from 'pg';
import type { NotificationHandlers } from './database.js';

const RECONNECT_DELAYS_MS = [250, 1_000, 5_000, 15_000];

/**
 * LISTEN needs a connection of its own for as long as it listens (a pooled one would be handed to
 * queries). When that connection drops, it is opened again with growing pauses and `onResume` says
 * that notifications may have been missed in between.
 */
export async function listenForNotifications(
  url: string,
  channel: string,
  { onMessage, onResume }: NotificationHandlers,
  onError?: (error: Error) => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;

  async function open(): Promise<void> {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    next.on('error', (error) => {
      onError?.(error);
      reconnect(next);
    });
    next.on('end', () => reconnect(next));
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
  }

  function reconnect(lost: pg.Client): void {
    if (stopped || client !== lost) return;
    client = undefined;
    lost.removeAllListeners('end');
    void lost.end().catch(() => {});
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)];
    attempt++;
    retry = setTimeout(() => {
      open().then(
        () => {
          attempt = 0;
          onResume?.();
        },
        (error: Error) => {
          onError?.(error);
          reconnect(client ?? lost);
        },
      );
    }, delay);
    retry.unref();
  }

  await open();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const open = client;
    client = undefined;
    await open?.end();
  };
}
