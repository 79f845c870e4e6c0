import type { PaymentsDeps } from '../payments-deps.js';
import { paymentAlerts, type PaymentAlertKind } from '../../../db/schema/index.js';

export interface PaymentAlert {
  kind: PaymentAlertKind;
  /** The same problem seen again (a retried notification, the next reconciliation run) is not recorded twice. */
  dedupeKey: string;
  paymentUuid?: string | null;
  transactionId?: number | null;
  detail: Record<string, unknown>;
}

/** Records a problem for an operator and logs it at error level, once per dedupe key. */
export async function raisePaymentAlert(deps: Pick<PaymentsDeps, 'db' | 'log' | 'clock'>, alert: PaymentAlert): Promise<void> {
  const [recorded] = await deps.db
    .insert(paymentAlerts)
    .values({
      kind: alert.kind,
      dedupeKey: alert.dedupeKey,
      paymentUuid: alert.paymentUuid ?? null,
      transactionId: alert.transactionId ?? null,
      detail: alert.detail,
      createdAt: deps.clock.now(),
    })
    .onConflictDoNothing()
    .returning({ id: paymentAlerts.id });
  if (recorded) {
    deps.log.error({ alert: alert.kind, payment: alert.paymentUuid, transaction: alert.transactionId, ...alert.detail }, `payment alert: ${alert.kind}`);
  }
}
