/** @jest-environment node */
import { createHmac } from 'node:crypto';
import { startNotificationReceiver, type NotificationReceiver } from '../test-support/notification-receiver';
import { createNotifier, type NotifierOptions } from './notifier';

const SECRET = 'secret_for_signing';

describe('notifier', () => {
  let receiver: NotificationReceiver;
  let logged: { level: string; message: string }[];

  beforeEach(async () => {
    receiver = await startNotificationReceiver();
    logged = [];
  });
  afterEach(() => receiver.close());

  function notifier(overrides: Partial<NotifierOptions> = {}) {
    const log = (level: string) => (_object: object, message: string) => logged.push({ level, message });
    return createNotifier({
      notifyUrl: receiver.url,
      apiSecret: SECRET,
      retryBaseMs: 1,
      maxAttempts: 10,
      log: { info: log('info'), warn: log('warn'), error: log('error') },
      ...overrides,
    });
  }

  it('posts a form-urlencoded body to {notifyUrl}/{kind} signed with the API secret', async () => {
    await notifier().notify('pay', { TransactionId: '7', InvoiceId: 'inv', Amount: '4990' });
    expect(receiver.received).toHaveLength(1);
    const [notification] = receiver.received;
    expect(notification.kind).toBe('pay');
    expect(notification.contentType).toBe('application/x-www-form-urlencoded');
    expect(notification.fields).toEqual({ TransactionId: '7', InvoiceId: 'inv', Amount: '4990' });
    expect(notification.signature).toBe(createHmac('sha256', SECRET).update(notification.body).digest('base64'));
    expect(notification.signature).not.toBe(createHmac('sha256', 'another secret').update(notification.body).digest('base64'));
  });

  it('retries with the same signed body until the receiver answers 200', async () => {
    receiver.answerWith([500, 401, 503]);
    const sender = notifier();
    await sender.notify('fail', { TransactionId: '8' });
    expect(receiver.received).toHaveLength(1);
    await sender.settled();
    expect(receiver.received).toHaveLength(4);
    expect(new Set(receiver.received.map((notification) => notification.signature)).size).toBe(1);
    expect(logged.filter((entry) => entry.level === 'warn')).toHaveLength(3);
    expect(logged.at(-1)).toEqual({ level: 'info', message: 'notification delivered' });
  });

  it('waits base × 2^n between attempts', async () => {
    receiver.answerWith([500, 500]);
    const sender = notifier({ retryBaseMs: 40 });
    const started = Date.now();
    await sender.notify('pay', { TransactionId: '9' });
    await sender.settled();
    expect(receiver.received).toHaveLength(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(40 + 80 - 5);
  });

  it('gives up after the last attempt and logs it', async () => {
    receiver.answerWith(Array(10).fill(500));
    const sender = notifier({ maxAttempts: 3 });
    await sender.notify('pay', { TransactionId: '10' });
    await sender.settled();
    expect(receiver.received).toHaveLength(3);
    expect(logged.at(-1)).toEqual({ level: 'error', message: 'notification given up' });
  });

  it('logs an unreachable receiver and stops retrying once closed', async () => {
    const sender = notifier({ notifyUrl: 'http://127.0.0.1:1/notifications', retryBaseMs: 60_000 });
    await sender.notify('pay', { TransactionId: '11' });
    expect(logged).toEqual([{ level: 'warn', message: 'notification failed' }]);
    sender.close();
    await sender.settled();
    expect(logged).toHaveLength(1);
  });
});
