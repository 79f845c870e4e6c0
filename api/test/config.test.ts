import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { ConfigError, defaultRateLimits, DEV_APP_SECRET, loadConfig, SANDBOX_PAYMENT_API_SECRET, SANDBOX_PAYMENT_PUBLIC_ID } from '../src/config.js';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const PRODUCTION_SECRET = 'a-production-secret-of-at-least-32-chars';

function configError(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected loadConfig to throw a ConfigError');
}

describe('loadConfig', () => {
  it('applies defaults to an empty environment', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      logLevel: 'info',
      nodeEnv: 'development',
      database: { driver: 'pglite', dataDir: join(repoRoot, '.data', 'pglite') },
      redisUrl: undefined,
      trustProxy: false,
      publicUrl: 'http://localhost:8080',
      appSecret: DEV_APP_SECRET,
      appSecretIsDevDefault: true,
      mail: {
        smtpUrl: 'smtp://127.0.0.1:1025',
        from: 'Stepwise <no-reply@stepwise.app>',
        supportEmail: 'support@stepwise.app',
      },
      oidcProviders: {
        google: { issuerUrl: 'http://127.0.0.1:3020', clientId: 'stepwise-local', testIssuer: true },
      },
      rateLimits: defaultRateLimits,
      payments: {
        providerUrl: 'http://127.0.0.1:3010',
        widgetUrl: 'http://localhost:3010/widget.js',
        publicId: SANDBOX_PAYMENT_PUBLIC_ID,
        apiSecret: SANDBOX_PAYMENT_API_SECRET,
      },
      renewalIntervalMs: 3_600_000,
      operatorPort: 3009,
      operatorHost: '127.0.0.1',
      reconcileIntervalMs: 900_000,
      jobPollIntervalMs: 1_000,
      reports: { timeoutMs: 10_000, perWorkspace: 3 },
      demoWorkspace: false,
    });
  });

  it('seeds the demo workspace only when asked, and never in production', () => {
    expect(loadConfig({ DEMO_WORKSPACE: '1' }).demoWorkspace).toBe(true);
    expect(loadConfig({ DEMO_WORKSPACE: '0' }).demoWorkspace).toBe(false);
    const production = { NODE_ENV: 'production', APP_SECRET: 'x'.repeat(32), PAYMENT_API_SECRET: 'y'.repeat(16), DEMO_WORKSPACE: '1' };
    expect(loadConfig(production).demoWorkspace).toBe(false);
    expect(() => loadConfig({ DEMO_WORKSPACE: 'yes' })).toThrow(ConfigError);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8081',
      HOST: '0.0.0.0',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      REDIS_URL: 'redis://127.0.0.1:6379',
      TRUST_PROXY: 'loopback',
      PUBLIC_URL: 'https://app.stepwise.example/',
      APP_SECRET: PRODUCTION_SECRET,
      SMTP_URL: 'smtps://mailer:secret@smtp.example:465',
      MAIL_FROM: 'Stepwise <hello@stepwise.example>',
      SUPPORT_EMAIL: 'help@stepwise.example',
      GOOGLE_CLIENT_ID: 'client-id.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      RATE_LIMIT_LOGIN_PER_IP: '5/30s',
      RATE_LIMIT_PASSWORD_FAILURES_PER_EMAIL_IP: '3/15m',
      RATE_LIMIT_PASSWORD_FAILURES_PER_IP: '9/2h',
      RATE_LIMIT_PASSWORD_FAILURES_PER_DEVICE: '4/20m',
      RATE_LIMIT_REGISTER_PER_IP: '2/1h',
      RATE_LIMIT_REGISTER_PER_EMAIL: '1/30m',
      RATE_LIMIT_REMEMBER_PER_IP: '4/2m',
      RATE_LIMIT_REMEMBER_PER_EMAIL: '1/10m',
      RATE_LIMIT_SEND_CODE_PER_USER: '6/1h',
      RATE_LIMIT_ACTIVATE_PER_USER: '7/5m',
      RATE_LIMIT_FEEDBACK_PER_IP: '3/1h',
      RATE_LIMIT_DOMAIN_CHECK_PER_USER: '30/30s',
      RATE_LIMIT_PAYMENT_INIT_PER_USER: '8/1m',
      RATE_LIMIT_PAYMENT_WITH_CARD_PER_USER: '4/1m',
      RATE_LIMIT_BANK_TRANSFER_PER_USER: '2/1h',
      RATE_LIMIT_INVITATIONS_PER_USER: '12/1h',
      PAYMENT_PROVIDER_URL: 'https://api.cloudpayments.example/',
      PAYMENT_WIDGET_URL: 'https://widget.cloudpayments.example/bundles/cloudpayments.js',
      PAYMENT_PUBLIC_ID: 'pk_live_123',
      PAYMENT_API_SECRET: 'live-secret-0123456789abcdef',
      RENEWAL_INTERVAL: '15m',
      RECONCILE_INTERVAL: '5m',
      JOB_POLL_INTERVAL: '250ms',
      REPORT_TIMEOUT: '2s',
      REPORTS_PER_WORKSPACE: '5',
      OPERATOR_TOKEN: 'operator-token-0123456789',
      OPERATOR_PORT: '4009',
      OPERATOR_HOST: '10.0.0.5',
    });
    expect(config).toMatchObject({
      port: 8081,
      host: '0.0.0.0',
      logLevel: 'warn',
      nodeEnv: 'production',
      redisUrl: 'redis://127.0.0.1:6379',
      trustProxy: 'loopback',
      publicUrl: 'https://app.stepwise.example',
      appSecret: PRODUCTION_SECRET,
      appSecretIsDevDefault: false,
      mail: {
        smtpUrl: 'smtps://mailer:secret@smtp.example:465',
        from: 'Stepwise <hello@stepwise.example>',
        supportEmail: 'help@stepwise.example',
      },
      oidcProviders: {
        google: {
          issuerUrl: 'https://accounts.google.com',
          clientId: 'client-id.apps.googleusercontent.com',
          clientSecret: 'google-secret',
          testIssuer: false,
        },
      },
      rateLimits: {
        loginPerIp: { max: 5, timeWindowMs: 30_000 },
        passwordFailuresPerEmailAndIp: { max: 3, timeWindowMs: 900_000 },
        passwordFailuresPerIp: { max: 9, timeWindowMs: 7_200_000 },
        passwordFailuresPerDevice: { max: 4, timeWindowMs: 1_200_000 },
        registerPerIp: { max: 2, timeWindowMs: 3_600_000 },
        registerPerEmail: { max: 1, timeWindowMs: 1_800_000 },
        rememberPerIp: { max: 4, timeWindowMs: 120_000 },
        rememberPerEmail: { max: 1, timeWindowMs: 600_000 },
        sendCodePerUser: { max: 6, timeWindowMs: 3_600_000 },
        activatePerUser: { max: 7, timeWindowMs: 300_000 },
        feedbackPerIp: { max: 3, timeWindowMs: 3_600_000 },
        domainCheckPerUser: { max: 30, timeWindowMs: 30_000 },
        paymentInitPerUser: { max: 8, timeWindowMs: 60_000 },
        paymentWithCardPerUser: { max: 4, timeWindowMs: 60_000 },
        bankTransferPerUser: { max: 2, timeWindowMs: 3_600_000 },
        invitationsPerUser: { max: 12, timeWindowMs: 3_600_000 },
      },
      payments: {
        providerUrl: 'https://api.cloudpayments.example',
        widgetUrl: 'https://widget.cloudpayments.example/bundles/cloudpayments.js',
        publicId: 'pk_live_123',
        apiSecret: 'live-secret-0123456789abcdef',
      },
      renewalIntervalMs: 900_000,
      reconcileIntervalMs: 300_000,
      jobPollIntervalMs: 250,
      reports: { timeoutMs: 2_000, perWorkspace: 5 },
      operatorToken: 'operator-token-0123456789',
      operatorPort: 4009,
      operatorHost: '10.0.0.5',
      demoWorkspace: false,
    });
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });

  describe('DATABASE_URL', () => {
    it('unset or empty selects PGlite in <repo>/.data/pglite', () => {
      const expected = { driver: 'pglite', dataDir: join(repoRoot, '.data', 'pglite') };
      expect(loadConfig({}).database).toEqual(expected);
      expect(loadConfig({ DATABASE_URL: '' }).database).toEqual(expected);
    });

    it('memory:// selects an in-memory PGlite', () => {
      expect(loadConfig({ DATABASE_URL: 'memory://' }).database).toEqual({ driver: 'pglite' });
    });

    it.each(['postgres://app:secret@db:5432/stepwise', 'postgresql://localhost/stepwise?sslmode=require'])('%s selects PostgreSQL', (url) => {
      expect(loadConfig({ DATABASE_URL: url }).database).toEqual({ driver: 'postgres', url });
    });

    it.each(['mysql://root:hunter2@db/stepwise', 'postgres://hunter2@[bad', '/var/lib/stepwise', 'memory://x'])('rejects %s without echoing it', (url) => {
      const error = configError({ DATABASE_URL: url });
      expect(error.message).toMatch(/DATABASE_URL must be memory:\/\/, postgres:\/\/… or postgresql:\/\//);
      expect(error.message).not.toContain('hunter2');
    });
  });

  it('lists every invalid variable at once', () => {
    const error = configError({
      PORT: 'eighty',
      LOG_LEVEL: 'loud',
      NODE_ENV: 'staging',
      REDIS_URL: 'localhost:6379',
      DATABASE_URL: 'sqlite://stepwise.db',
    });
    expect(error.message).toMatch(/^Invalid configuration:\n {2}- /);
    expect(error.problems).toHaveLength(5);
    for (const name of ['PORT', 'LOG_LEVEL', 'NODE_ENV', 'REDIS_URL', 'DATABASE_URL']) {
      expect(error.problems).toContainEqual(expect.stringMatching(new RegExp(`^${name}[: ]`)));
    }
  });

  it.each(['0', '65536', '80.5'])('rejects PORT=%s', (port) => {
    expect(configError({ PORT: port }).problems).toEqual([expect.stringMatching(/^PORT: /)]);
  });

  describe('payments', () => {
    it('PAYMENT_API_SECRET is required in production; elsewhere the sandbox secret is used', () => {
      expect(configError({ NODE_ENV: 'production', APP_SECRET: PRODUCTION_SECRET }).problems).toEqual([
        expect.stringMatching(/^PAYMENT_API_SECRET is required/),
      ]);
      expect(loadConfig({ NODE_ENV: 'test' }).payments.apiSecret).toBe(SANDBOX_PAYMENT_API_SECRET);
    });

    it('RENEWAL_INTERVAL=off and RECONCILE_INTERVAL=off turn their schedulers off; no OPERATOR_TOKEN leaves the operator routes off', () => {
      const config = loadConfig({ RENEWAL_INTERVAL: 'off', RECONCILE_INTERVAL: 'off' });
      expect(config.renewalIntervalMs).toBe(0);
      expect(config.reconcileIntervalMs).toBe(0);
      expect(config.operatorToken).toBeUndefined();
    });

    it('the operator listener never shares the public port', () => {
      expect(configError({ PORT: '3009' }).problems).toEqual([expect.stringMatching(/^OPERATOR_PORT must differ from PORT/)]);
      expect(loadConfig({ PORT: '3009', OPERATOR_PORT: '3008' }).operatorPort).toBe(3008);
    });
  });

  describe('APP_SECRET', () => {
    it('is required in production', () => {
      expect(configError({ NODE_ENV: 'production', PAYMENT_API_SECRET: 'live-secret-0123456789abcdef' }).problems).toEqual([
        expect.stringMatching(/^APP_SECRET is required/),
      ]);
    });

    it('must be at least 32 characters', () => {
      expect(configError({ APP_SECRET: 'short' }).problems).toEqual([expect.stringMatching(/^APP_SECRET: /)]);
    });

    it('falls back to the development secret elsewhere, flagged so the app warns', () => {
      expect(loadConfig({ NODE_ENV: 'test' })).toMatchObject({ appSecret: DEV_APP_SECRET, appSecretIsDevDefault: true });
    });
  });

  describe('sign-in providers', () => {
    it('Google needs both the client id and the secret', () => {
      expect(configError({ GOOGLE_CLIENT_ID: 'id' }).problems).toEqual(['GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together']);
    });

    it('OIDC_ISSUER_URL replaces the Google issuer and must be https', () => {
      const env = { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' };
      expect(loadConfig({ ...env, OIDC_ISSUER_URL: 'https://idp.example' }).oidcProviders.google).toMatchObject({
        issuerUrl: 'https://idp.example',
        testIssuer: false,
      });
      expect(configError({ ...env, OIDC_ISSUER_URL: 'http://idp.example' }).problems).toEqual([expect.stringMatching(/^OIDC_ISSUER_URL: /)]);
    });

    it('without Google credentials, the local test issuer (OIDC_TEST_ISSUER_URL) stands in', () => {
      expect(loadConfig({ OIDC_TEST_ISSUER_URL: 'http://localhost:4020' }).oidcProviders.google).toEqual({
        issuerUrl: 'http://localhost:4020',
        clientId: 'stepwise-local',
        testIssuer: true,
      });
    });

    it('in production, the test issuer only when named explicitly', () => {
      const production = { NODE_ENV: 'production', APP_SECRET: PRODUCTION_SECRET, PAYMENT_API_SECRET: 'live-secret-0123456789abcdef' };
      expect(loadConfig(production).oidcProviders.google).toBeUndefined();
      expect(loadConfig({ ...production, OIDC_TEST_ISSUER_URL: 'http://oidc:3020' }).oidcProviders.google).toMatchObject({
        issuerUrl: 'http://oidc:3020',
        testIssuer: true,
      });
    });
  });

  it.each([
    ['PUBLIC_URL', 'localhost:8080'],
    ['PUBLIC_URL', 'http://'],
    ['SMTP_URL', 'http://mail'],
    ['RATE_LIMIT_LOGIN_PER_IP', '20 per minute'],
    ['RATE_LIMIT_ACTIVATE_PER_USER', '5/0m'],
    ['RATE_LIMIT_FEEDBACK_PER_IP', '5'],
    ['RATE_LIMIT_DOMAIN_CHECK_PER_USER', '60/1d'],
    ['PAYMENT_PROVIDER_URL', 'ftp://api.cloudpayments.example'],
    ['RENEWAL_INTERVAL', '1d'],
    ['RECONCILE_INTERVAL', '0m'],
    ['JOB_POLL_INTERVAL', 'off'],
    ['JOB_POLL_INTERVAL', '0ms'],
    ['JOB_POLL_INTERVAL', '1h'],
    ['REPORT_TIMEOUT', '0s'],
    ['REPORT_TIMEOUT', '1h'],
    ['REPORTS_PER_WORKSPACE', '0'],
    ['REPORTS_PER_WORKSPACE', '100'],
    ['OPERATOR_TOKEN', 'short'],
    ['OPERATOR_PORT', '80.5'],
    ['SUPPORT_EMAIL', 'support'],
    ['SUPPORT_EMAIL', 'Support <support@stepwise.app>'],
  ])('rejects %s=%s', (name, value) => {
    expect(configError({ [name]: value }).problems).toEqual([expect.stringMatching(new RegExp(`^${name}: `))]);
  });
});
