import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import type { PaymentGateway } from './gateway/payment-gateway.js';
import type { PaymentSettlement } from './payment-settlement.js';

/** What payment code needs from the app; the jobs and the CLIs get the same from a built app. */
export interface PaymentsDeps {
  db: Database;
  gateway: PaymentGateway;
  settlement: PaymentSettlement;
  log: FastifyBaseLogger;
  clock: Clock;
}

export function paymentsDeps(
  app: Omit<PaymentsDeps, 'gateway' | 'settlement'> & { paymentGateway: PaymentGateway; paymentSettlement: PaymentSettlement },
): PaymentsDeps {
  return { db: app.db, gateway: app.paymentGateway, settlement: app.paymentSettlement, log: app.log, clock: app.clock };
}
