import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify from 'fastify';
import type { Transport } from 'nodemailer';
import { oidc, passwordAttempts, passwordHashing, type PasswordHasher } from './modules/auth/index.js';
import { systemClock, type Clock } from './clock.js';
import type { Config } from './config.js';
import type { DatabaseConnection } from './db/database.js';
import { handleFrameworkError, registerErrorHandling } from './errors/error-handler.js';
import { registerBodilessResponses } from './http/bodiless-responses.js';
import { billingPlugin } from './modules/billing/index.js';
import { paymentsPlugin, type PaymentGateway } from './modules/payments/index.js';
import auth from './plugins/app/auth.js';
import db from './platform/database/db-plugin.js';
import mailer from './plugins/app/mailer.js';
import live from './platform/live/live-plugin.js';
import { workspaceScope } from './platform/workspace-scope/index.js';
import jobs from './platform/jobs/jobs-plugin.js';
import cookie from './plugins/external/cookie.js';
import helmet from './plugins/external/helmet.js';
import multipart from './plugins/external/multipart.js';
import rateLimit from './plugins/external/rate-limit.js';
import swagger from './plugins/external/swagger.js';
import routes from './routes/index.js';
import { validatorCompiler } from './validation/validator-compiler.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** The app's notion of now (expiry of tokens, codes and links); tests substitute their own. */
    clock: Clock;
  }
}

export interface AppOptions {
  /** An open database connection to use instead of the one `config.database` describes; the app closes it. */
  database?: DatabaseConnection;
  /** Where logs go (stdout by default). */
  logStream?: NodeJS.WritableStream;
  /** The time source (the system clock by default). */
  clock?: Clock;
  /** A nodemailer transport to send mail through instead of SMTP_URL (tests capture mail with one). */
  mailTransport?: Transport;
  /** Replaces argon2 for password hashing. */
  passwordHasher?: PasswordHasher;
  /** The card provider to use instead of the CloudPayments-style adapter built from the configuration. */
  paymentGateway?: PaymentGateway;
}

const DATABASE_START_TIMEOUT_MS = 120_000;

/** The app with every plugin and route registered but not yet loaded: callers may still add to it. */
export function createApp(config: Config, options: AppOptions = {}) {
  const app = Fastify({
    logger: { level: config.logLevel, ...(options.logStream && { stream: options.logStream }) },
    trustProxy: config.trustProxy,
    frameworkErrors: handleFrameworkError,
    // Opening the database includes PGlite's first start and every migration: on a slow or busy machine
    // that takes longer than Fastify's default of 10 s per plugin.
    pluginTimeout: DATABASE_START_TIMEOUT_MS,
  }).withTypeProvider<TypeBoxTypeProvider>();

  // TypeBox checks exactly what its static types promise and reports every failing field at once; text
  // with a NUL character is refused everywhere.
  app.setValidatorCompiler(validatorCompiler);
  app.decorate('config', config);
  app.decorate('clock', options.clock ?? systemClock);
  registerErrorHandling(app);
  registerBodilessResponses(app);
  if (config.appSecretIsDevDefault) {
    app.log.warn('APP_SECRET is not set: using the built-in development secret (never do this in production)');
  }

  app.register(helmet);
  app.register(cookie);
  app.register(multipart);
  app.register(rateLimit, { redisUrl: config.redisUrl });
  app.register(swagger);
  app.register(db, { database: config.database, connection: options.database });
  app.register(jobs, { pollIntervalMs: config.jobPollIntervalMs });
  app.register(auth);
  app.register(passwordHashing, { passwordHasher: options.passwordHasher });
  app.register(mailer, {
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    publicUrl: config.publicUrl,
    appSecret: config.appSecret,
    transport: options.mailTransport,
  });
  app.register(passwordAttempts);
  app.register(workspaceScope);
  app.register(oidc, { providers: config.oidcProviders, publicUrl: config.publicUrl });
  app.register(paymentsPlugin, { gateway: options.paymentGateway });
  app.register(billingPlugin);
  // Before the routes: an area may follow other areas' events (app.live.onPublish) as it loads.
  app.register(live);
  app.register(routes, { prefix: '/api' });
  return app;
}

export type App = ReturnType<typeof createApp>;

/** A loaded app, ready for `listen()` or `inject()`. */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<App> {
  const app = createApp(config, options);
  try {
    await app.ready();
  } catch (error) {
    // Release whatever did start (database, Redis) so a failed start leaves nothing open; a given
    // connection is closed here too, as a plugin failing before the db plugin never takes it over.
    await app.close().catch(() => {});
    await options.database?.close().catch(() => {});
    throw error;
  }
  return app;
}
