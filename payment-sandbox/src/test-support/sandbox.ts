/** A sandbox app wired to a local notification receiver, for tests. */
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildPaymentSandbox } from '../app';
import { createNotifier, type Notifier } from '../notifications/notifier';
import { startNotificationReceiver, type NotificationReceiver } from './notification-receiver';

export const PUBLIC_ID = 'pk_test';
export const API_SECRET = 'secret_test_0123456789';
export const SANDBOX_URL = 'http://sandbox.test:3010';
export const BASIC_AUTH = `Basic ${Buffer.from(`${PUBLIC_ID}:${API_SECRET}`).toString('base64')}`;

export interface TestSandbox {
  app: FastifyInstance;
  notifier: Notifier;
  receiver: NotificationReceiver;
  logged: { level: string; message: string }[];
  close(): Promise<void>;
}

export async function startTestSandbox(): Promise<TestSandbox> {
  const receiver = await startNotificationReceiver();
  const logged: { level: string; message: string }[] = [];
  const log = (level: string) => (_object: object, message: string) => logged.push({ level, message });
  const notifier = createNotifier({
    notifyUrl: receiver.url,
    apiSecret: API_SECRET,
    retryBaseMs: 1,
    maxAttempts: 10,
    log: { info: log('info'), warn: log('warn'), error: log('error') },
  });
  const app = buildPaymentSandbox({
    config: { publicId: PUBLIC_ID, apiSecret: API_SECRET, notifyUrl: receiver.url, publicUrl: SANDBOX_URL, notifyRetryBaseMs: 1, notifyMaxAttempts: 10 },
    srcDir: join(__dirname, '..'),
    notifier,
  });
  await app.ready();
  return {
    app,
    notifier,
    receiver,
    logged,
    async close() {
      await notifier.settled();
      await app.close();
      await receiver.close();
    },
  };
}

/** The widget's form fields for a payment of 4 990 ₽ opened from https://shop.test. */
export function widgetPayment(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    publicId: PUBLIC_ID,
    scheme: 'charge',
    amount: '4990',
    currency: 'RUB',
    invoiceId: 'inv-1',
    accountId: 'user-1',
    description: 'Stepwise Pro, 1 month',
    email: 'user@example.com',
    language: 'ru-RU',
    parentOrigin: 'https://shop.test',
    ancestorOrigins: [],
    number: '4242 4242 4242 4242',
    expiry: '12/39',
    cvc: '123',
    holder: 'IVAN PETROV',
    ...overrides,
  };
}
