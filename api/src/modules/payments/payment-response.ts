import type { PaymentDetailResponse } from '@stepwise/contracts';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import type { PaymentRow } from '../../db/schema/index.js';
import { findPaymentDetailParts } from './repository/payment-detail-repository.js';
import { findPayment } from './repository/payment-lookup-repository.js';

export function paymentDescription(plan: string, period: string, workspaceName: string): string {
  return `Stepwise: ${plan} (${period}), ${workspaceName}`;
}

/** The payment as its payer sees it. */
export async function toPaymentDetail(db: Database, config: Config, payment: PaymentRow): Promise<PaymentDetailResponse> {
  const { workspace, payer, card, invoice } = await findPaymentDetailParts(db, payment);
  const widgetOpen = payment.status === 'pending' && payment.method === 'card' && payment.source === 'user';
  return {
    uuid: payment.uuid,
    status: payment.status,
    payment_type: payment.paymentType,
    rate: payment.rate,
    workspace: { id: workspace!.id, name: workspace!.name },
    amount: payment.amount,
    currency: payment.currency,
    created_at: payment.createdAt.toISOString(),
    method: payment.method,
    subscription_uuid: payment.subscriptionUuid,
    decline_reason: payment.declineReason,
    three_ds_url: payment.status === 'pending' ? payment.threeDsUrl : null,
    invoice_number: invoice?.number ?? null,
    card: card ? { uuid: card.uuid, brand: card.brand, last4: card.last4 } : null,
    widget: widgetOpen
      ? {
          script_url: config.payments.widgetUrl,
          public_id: config.payments.publicId,
          invoice_id: payment.uuid,
          account_id: String(payment.userId),
          amount: payment.amount,
          currency: payment.currency,
          description: paymentDescription(payment.rate, payment.paymentType, workspace!.name),
          email: payer!.email,
          scheme: 'charge',
        }
      : null,
  };
}

/** One of the user's payments; another user's is as missing as an unknown one. */
export async function findUserPayment(db: Database, userId: number, uuid: string): Promise<PaymentRow | undefined> {
  const payment = await findPayment(db, uuid);
  return payment && payment.userId === userId ? payment : undefined;
}
