import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SANDBOX_PAYMENT_API_SECRET, SANDBOX_PAYMENT_PUBLIC_ID } from '../../src/config.js';
import { CloudPaymentsGateway } from '../../src/modules/payments/gateway/cloudpayments-gateway.js';
import { isValidNotificationSignature, notificationSignature } from '../../src/modules/payments/notification-signature.js';
import { FakeProvider } from '../helpers/fake-provider.js';

const request = { amount: 3990, currency: 'RUB' as const, accountId: '7', token: 'tok_x', invoiceId: 'inv-1', description: 'Pro' };

describe('CloudPaymentsGateway', () => {
  let provider: FakeProvider;
  beforeAll(async () => {
    provider = await new FakeProvider().start();
  });
  afterAll(() => provider.stop());

  const gateway = (overrides: Partial<ConstructorParameters<typeof CloudPaymentsGateway>[0]> = {}) =>
    new CloudPaymentsGateway({ baseUrl: provider.url, publicId: SANDBOX_PAYMENT_PUBLIC_ID, apiSecret: SANDBOX_PAYMENT_API_SECRET, ...overrides });

  it('charges a token with Basic auth and the protocol’s field names; approved', async () => {
    const result = await gateway().chargeToken(request);
    expect(result).toMatchObject({ outcome: 'approved', transaction: { Status: 'Completed', InvoiceId: 'inv-1', ReasonCode: 0 } });
    expect(provider.calls.at(-1)).toMatchObject({
      path: '/payments/tokens/charge',
      body: { Amount: 3990, Currency: 'RUB', AccountId: '7', Token: 'tok_x', InvoiceId: 'inv-1', Description: 'Pro' },
    });
  });

  it('maps a decline to its ReasonCode; wrong credentials and an unreachable provider to "not processed"', async () => {
    expect(await gateway().chargeToken({ ...request, token: 'tok_do_not_honor' })).toMatchObject({ outcome: 'declined', reasonCode: 5005 });
    expect(await gateway({ apiSecret: 'wrong-secret-0123456789' }).chargeToken(request)).toMatchObject({ outcome: 'failed', processed: false });
    expect(await gateway({ baseUrl: 'http://127.0.0.1:2' }).chargeToken(request)).toMatchObject({ outcome: 'failed', processed: false });
  });

  it('a provider that does not answer in time: failed with an unknown outcome', async () => {
    const silent: Server = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
      expect(await gateway({ baseUrl: url, timeoutMs: 100 }).chargeToken(request)).toMatchObject({ outcome: 'failed', processed: 'unknown' });
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

describe('notification signature', () => {
  it('is base64 HMAC-SHA256 of the raw body; anything else is refused', () => {
    const body = 'TransactionId=1&Amount=10.00';
    const signature = notificationSignature('secret', body);
    expect(signature).toBe('ZVk4N7IjZHs7fokuliI/uRrz0RjLl8h0QR/C589HTdY=');
    expect(isValidNotificationSignature('secret', body, signature)).toBe(true);
    expect(isValidNotificationSignature('secret', `${body}0`, signature)).toBe(false);
    expect(isValidNotificationSignature('other', body, signature)).toBe(false);
    expect(isValidNotificationSignature('secret', body, undefined)).toBe(false);
    expect(isValidNotificationSignature('secret', body, 'short')).toBe(false);
  });
});
