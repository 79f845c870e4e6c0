/** @jest-environment node */
import { loadSandboxConfig } from './config';

describe('loadSandboxConfig', () => {
  it('uses the local stack defaults when nothing is set', () => {
    expect(loadSandboxConfig({})).toEqual({
      port: 3010,
      host: '127.0.0.1',
      publicId: 'pk_sandbox_stepwise',
      apiSecret: 'sandbox_secret_stepwise_0123456789',
      notifyUrl: 'http://127.0.0.1:3000/api/payment/notifications',
      publicUrl: 'http://localhost:3010',
      integratorPort: 3011,
      checkoutUrl: 'http://localhost:8080',
      notifyRetryBaseMs: 1000,
      notifyMaxAttempts: 10,
    });
  });

  it('reads every variable and normalises URLs', () => {
    const config = loadSandboxConfig({
      PORT: '4000',
      HOST: '0.0.0.0',
      PAYMENT_PUBLIC_ID: 'pk_other',
      PAYMENT_API_SECRET: 'other',
      PAYMENT_NOTIFY_URL: 'http://api:3000/api/payment/notifications/',
      PUBLIC_URL: 'https://pay.example.com/some/path',
      INTEGRATOR_PORT: '0',
      CHECKOUT_URL: 'https://stepwise.example.com/',
      NOTIFY_RETRY_BASE_MS: '5',
    });
    expect(config).toMatchObject({
      port: 4000,
      host: '0.0.0.0',
      publicId: 'pk_other',
      apiSecret: 'other',
      notifyUrl: 'http://api:3000/api/payment/notifications',
      publicUrl: 'https://pay.example.com',
      integratorPort: 0,
      checkoutUrl: 'https://stepwise.example.com',
      notifyRetryBaseMs: 5,
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['INTEGRATOR_PORT', '70000'],
    ['PAYMENT_NOTIFY_URL', 'not a url'],
    ['PUBLIC_URL', 'ftp://example.com'],
    ['NOTIFY_RETRY_BASE_MS', '-1'],
  ])('refuses an invalid %s', (name, value) => {
    expect(() => loadSandboxConfig({ [name]: value })).toThrow(name);
  });
});
