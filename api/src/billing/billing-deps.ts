import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { PaymentGateway } from '../payments/gateway/payment-gateway.js';
import type { Mailer } from '../plugins/app/mailer.js';

/** What billing code needs from the app; the renewal job and the CLIs get the same from a built app. */
export interface BillingDeps {
  db: Database;
  gateway: PaymentGateway;
  mailer: Mailer;
  log: FastifyBaseLogger;
  config: Config;
  clock: Clock;
}

export function billingDeps(app: Omit<BillingDeps, 'gateway'> & { paymentGateway: PaymentGateway }): BillingDeps {
  return { db: app.db, gateway: app.paymentGateway, mailer: app.mailer, log: app.log, config: app.config, clock: app.clock };
}
