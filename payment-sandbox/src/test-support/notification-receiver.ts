/** A local HTTP server standing in for the API's notification endpoint in tests. */
import { createServer, type Server } from 'node:http';

export interface ReceivedNotification {
  kind: string;
  body: string;
  fields: Record<string, string>;
  signature: string | undefined;
  contentType: string | undefined;
}

export interface NotificationReceiver {
  /** Base URL: notifications arrive at `{url}/{kind}`. */
  url: string;
  received: ReceivedNotification[];
  /** Status codes for the next answers, in order; 200 once the list is used up. */
  answerWith(statuses: number[]): void;
  close(): Promise<void>;
}

export async function startNotificationReceiver(): Promise<NotificationReceiver> {
  const received: ReceivedNotification[] = [];
  let statuses: number[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({
        kind: (request.url ?? '').split('/').pop() ?? '',
        body,
        fields: Object.fromEntries(new URLSearchParams(body)),
        signature: request.headers['content-hmac'] as string | undefined,
        contentType: request.headers['content-type'],
      });
      const status = statuses.shift() ?? 200;
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ code: status === 200 ? 0 : status }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/api/payment/notifications`,
    received,
    answerWith(next) {
      statuses = [...next];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
