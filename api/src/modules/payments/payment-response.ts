import { eq } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { PaymentResponse } from './payments.js';
import {
  bankTransferInvoices,
  cardBrands,
  cards,
  currencies,
  declineReasons,
  paymentMethods,
  payments,
  paymentStatuses,
  paymentTypes,
  planCodes,
  users,
  workspaces,
  type PaymentRow,
} from '../../db/schema/index.js';

export const PaymentWidget = Type.Object(
  {
    script_url: Type.String(),
    public_id: Type.String(),
    invoice_id: Type.String({ format: 'uuid', description: 'The payment uuid' }),
    account_id: Type.String({ description: 'The payer’s user id' }),
    amount: Type.Integer({ minimum: 0 }),
    currency: Type.Enum(currencies),
    description: Type.String(),
    email: Type.String(),
    scheme: Type.Literal('charge'),
  },
  { title: 'PaymentWidget', description: 'What the card widget needs (docs/payments.md §2)' },
);

/** A payment as the list shows it, plus what its own page and the checkout need. */
export const PaymentDetailResponse = Type.Object(
  {
    ...PaymentResponse.properties,
    subscription_uuid: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
    decline_reason: Type.Union([Type.Enum(declineReasons), Type.Null()]),
    three_ds_url: Type.Union([Type.String(), Type.Null()], {
      description: 'The 3-D Secure challenge of a pending widget payment: open it with ?return=<url> to resume',
    }),
    invoice_number: Type.Union([Type.String(), Type.Null()], { description: 'Bank transfer: СЧ-<year>-<n>' }),
    card: Type.Union([
      Type.Object({ uuid: Type.String({ format: 'uuid' }), brand: Type.Enum(cardBrands), last4: Type.String() }),
      Type.Null(),
    ]),
    widget: Type.Union([PaymentWidget, Type.Null()], { description: 'Only while a card payment is pending' }),
  },
  { title: 'PaymentDetail' },
);

export type PaymentDetailResponse = Static<typeof PaymentDetailResponse>;

export function paymentDescription(plan: string, period: string, workspaceName: string): string {
  return `Stepwise: ${plan} (${period}), ${workspaceName}`;
}

/** The payment as its payer sees it. */
export async function toPaymentDetail(db: Database, config: Config, payment: PaymentRow): Promise<PaymentDetailResponse> {
  const [[workspace], [payer], [card], [invoice]] = await Promise.all([
    db.select({ id: workspaces.id, name: workspaces.name }).from(workspaces).where(eq(workspaces.id, payment.workspaceId)),
    db.select({ email: users.email }).from(users).where(eq(users.id, payment.userId)),
    payment.cardUuid
      ? db.select({ uuid: cards.uuid, brand: cards.brand, last4: cards.last4 }).from(cards).where(eq(cards.uuid, payment.cardUuid))
      : Promise.resolve([]),
    payment.method === 'bank_transfer'
      ? db
          .select({ number: bankTransferInvoices.number })
          .from(bankTransferInvoices)
          .where(eq(bankTransferInvoices.paymentUuid, payment.uuid))
      : Promise.resolve([]),
  ]);
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
  const [payment] = await db.select().from(payments).where(eq(payments.uuid, uuid));
  return payment && payment.userId === userId ? payment : undefined;
}
