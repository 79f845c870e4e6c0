import type { Config } from '../../config.js';
import type { Mailer } from '../../plugins/app/mailer.js';
import { paymentsDeps, type PaymentsDeps } from '../payments/index.js';

/** What billing code needs from the app; the renewal job and the CLIs get the same from a built app. */
export interface BillingDeps extends PaymentsDeps {
  mailer: Mailer;
  config: Config;
}

export function billingDeps(app: Parameters<typeof paymentsDeps>[0] & { mailer: Mailer; config: Config }): BillingDeps {
  return { ...paymentsDeps(app), mailer: app.mailer, config: app.config };
}
