import { Type, type Static } from 'typebox';
import { declineReasons, IDEMPOTENCY_KEY_MAX_LENGTH, paymentMethods, paymentStatuses, paymentTypes } from './payment-enums.js';
import { cardBrands } from '../cards/card-enums.js';
import { PageMeta } from '../common/schemas.js';
import { currencies, planCodes } from '../plans/enums.js';

export const IdempotencyKey = Type.String({
  minLength: 1,
  maxLength: IDEMPOTENCY_KEY_MAX_LENGTH,
  description: 'The client’s key for this checkout (e.g. a UUID); repeating it returns the payment it created',
});

export const PaymentUuidParams = Type.Object({ uuid: Type.String({ description: 'Payment uuid' }) });

export const PaymentResponse = Type.Object(
  {
    uuid: Type.String({ format: 'uuid' }),
    status: Type.Enum(paymentStatuses),
    payment_type: Type.Enum(paymentTypes, { description: 'The period paid for' }),
    rate: Type.Enum(planCodes, { description: 'The plan paid for' }),
    workspace: Type.Object({ id: Type.Integer(), name: Type.String() }),
    amount: Type.Integer({ minimum: 0, description: 'Whole roubles' }),
    currency: Type.Enum(currencies),
    created_at: Type.String({ format: 'date-time' }),
    method: Type.Enum(paymentMethods, { description: 'card or bank_transfer' }),
  },
  { title: 'Payment' },
);

export type PaymentResponse = Static<typeof PaymentResponse>;

export const PaymentList = Type.Object({ data: Type.Array(PaymentResponse), meta: PageMeta }, { title: 'PaymentList' });
export type PaymentList = Static<typeof PaymentList>;

export const PaymentsQuery = Type.Object({
  page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]*$', description: 'A positive integer; 1 when absent' })),
});

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

export type PaymentWidget = Static<typeof PaymentWidget>;

export const PaymentDetailResponse = Type.Object(
  {
    ...PaymentResponse.properties,
    subscription_uuid: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
    decline_reason: Type.Union([Type.Enum(declineReasons), Type.Null()]),
    three_ds_url: Type.Union([Type.String(), Type.Null()], {
      description: 'The 3-D Secure challenge of a pending widget payment: open it with ?return=<url> to resume',
    }),
    invoice_number: Type.Union([Type.String(), Type.Null()], { description: 'Bank transfer: СЧ-<year>-<n>' }),
    card: Type.Union([Type.Object({ uuid: Type.String({ format: 'uuid' }), brand: Type.Enum(cardBrands), last4: Type.String() }), Type.Null()]),
    widget: Type.Union([PaymentWidget, Type.Null()], { description: 'Only while a card payment is pending' }),
  },
  { title: 'PaymentDetail' },
);

export type PaymentDetailResponse = Static<typeof PaymentDetailResponse>;

export const WithCardBody = Type.Object({
  uuid: Type.String({ description: 'The pending card payment' }),
  card_uuid: Type.String({ description: 'One of the user’s linked cards' }),
  idempotency_key: Type.Optional(IdempotencyKey),
});

export type WithCardBody = Static<typeof WithCardBody>;
