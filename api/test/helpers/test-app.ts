import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { createApp, type App } from '../../src/app.js';
import type { PasswordHasher } from '../../src/modules/auth/passwords.js';
import {
  defaultRateLimits,
  SANDBOX_PAYMENT_API_SECRET,
  SANDBOX_PAYMENT_PUBLIC_ID,
  type Config,
  type DatabaseConfig,
  type RateLimits,
} from '../../src/config.js';
import type { PaymentGateway } from '../../src/modules/payments/gateway/payment-gateway.js';
import type { DatabaseConnection } from '../../src/db/database.js';
import { buildOperatorApp } from '../../src/operator-app.js';
import { MAIL_JOB } from '../../src/platform/mail-outbox/queued-mail.js';
import { TestClock } from './clock.js';
import { MailCatcher } from './mail.js';
import { cheapPasswordHasher } from './passwords.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export const TEST_APP_SECRET = 'test-app-secret-0123456789abcdefghijklmnop';
export const TEST_PUBLIC_URL = 'http://stepwise.test';
export const TEST_SUPPORT_EMAIL = 'support@stepwise.test';

/** Limits no test reaches by accident; a rate-limit test passes small ones through `config`. */
const generousRateLimits = Object.fromEntries(Object.keys(defaultRateLimits).map((name) => [name, { max: 10_000, timeWindowMs: 60_000 }])) as RateLimits;

export function testConfig(database: DatabaseConfig, overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    logLevel: 'info',
    nodeEnv: 'test',
    database,
    trustProxy: false,
    publicUrl: TEST_PUBLIC_URL,
    appSecret: TEST_APP_SECRET,
    appSecretIsDevDefault: false,
    mail: { smtpUrl: 'smtp://127.0.0.1:1025', from: 'Stepwise <no-reply@stepwise.app>', supportEmail: TEST_SUPPORT_EMAIL },
    oidcProviders: {},
    rateLimits: generousRateLimits,
    // Nothing listens there unless a test starts a fake provider and points providerUrl at it.
    payments: {
      providerUrl: 'http://127.0.0.1:2',
      widgetUrl: 'http://payments.test/widget.js',
      publicId: SANDBOX_PAYMENT_PUBLIC_ID,
      apiSecret: SANDBOX_PAYMENT_API_SECRET,
    },
    renewalIntervalMs: 0,
    operatorPort: 0,
    operatorHost: '127.0.0.1',
    reconcileIntervalMs: 0,
    jobPollIntervalMs: 20,
    // As generous as the rate limits: a test of the report bounds passes small ones through `config`.
    reports: { timeoutMs: 30_000, perWorkspace: 100 },
    ...overrides,
  };
}

export interface TestAppOptions {
  /** Adds test-only routes. */
  extend?: (app: App) => void;
  config?: Partial<Config>;
  /** The hasher of the app's passwords: a cheap argon2id unless given; 'production' is the app's own. */
  passwordHasher?: PasswordHasher | 'production';
  paymentGateway?: PaymentGateway;
  /**
   * true (the default): each response is held until the mail it queued has been handed to the mail
   * catcher (or failed), so a test reads the mail right after the request. false: mail goes out only
   * through the worker (`app.jobs.start()`) or `mail.waitFor`, as in production.
   */
  deliverMailBeforeResponse?: boolean;
}

export interface TestApp {
  app: App;
  /** The operator listener's app (config.operatorToken set), as the server runs it beside `app`. */
  operator?: FastifyInstance;
  database: TestDatabase;
  /** The connection the app runs on; closing it makes the database unreachable for the app. */
  connection: DatabaseConnection;
  /** Every log record the app wrote, parsed. */
  logs: Array<Record<string, unknown>>;
  /** Every email the app sent. */
  mail: MailCatcher;
  /** The app's clock: move it to expire tokens, codes and links. */
  clock: TestClock;
  close(): Promise<void>;
}

/** The real app on a database of its own, with captured mail and a controllable clock. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const logs: Array<Record<string, unknown>> = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line) logs.push(JSON.parse(line));
      done();
    },
  });
  const mail = new MailCatcher();
  const clock = new TestClock();
  let operator: FastifyInstance | undefined;
  const connection = await database.connect();
  const app = createApp(testConfig(database.config, options.config), {
    database: connection,
    logStream,
    mailTransport: mail,
    clock,
    passwordHasher: options.passwordHasher === 'production' ? undefined : (options.passwordHasher ?? cheapPasswordHasher()),
    paymentGateway: options.paymentGateway,
  });
  if (options.deliverMailBeforeResponse !== false) {
    // Added before the routes load, so every route inherits them. Only a response during whose request
    // something was enqueued delivers: a query per response would slow every request on the embedded database.
    const enqueuedAtStart = new WeakMap<object, number>();
    app.addHook('onRequest', async (request) => {
      enqueuedAtStart.set(request, app.jobs.enqueuedCount);
    });
    app.addHook('onSend', async (request) => {
      if (enqueuedAtStart.get(request) === app.jobs.enqueuedCount) return;
      // A test of an unreachable database gets the response the app gives, not a failure of this helper.
      await app.jobs.drain([MAIL_JOB]).catch((error: unknown) => request.log.warn({ err: error }, 'test mail delivery skipped'));
    });
  }
  mail.settle = () => app.jobs.drain([MAIL_JOB]);
  try {
    // Registered as a plugin so it loads after the app's own plugins and their route hooks (rate limit).
    const { extend } = options;
    if (extend) app.register(async (instance) => extend(instance));
    await app.ready();
    operator = await buildOperatorApp(app, { logStream });
  } catch (error) {
    await app.close();
    await connection.close();
    await database.drop();
    throw error;
  }
  return {
    app,
    ...(operator && { operator }),
    database,
    connection,
    logs,
    mail,
    clock,
    close: async () => {
      await operator?.close();
      await app.close();
      await database.drop();
    },
  };
}
