/** JSON schemas of the provider's server API (docs/payments.md §2). */

const nullableString = { type: ['string', 'null'] } as const;

export const transactionSchema = {
  type: 'object',
  properties: {
    TransactionId: { type: 'integer' },
    InvoiceId: nullableString,
    AccountId: nullableString,
    Amount: { type: 'number' },
    Currency: { type: 'string' },
    Description: nullableString,
    Email: nullableString,
    Status: { type: 'string', enum: ['AwaitingAuthentication', 'Authorized', 'Completed', 'Cancelled', 'Declined'] },
    ReasonCode: { type: 'integer' },
    CardFirstSix: { type: 'string' },
    CardLastFour: { type: 'string' },
    CardType: { type: 'string' },
    CardExpDate: { type: 'string' },
    Token: nullableString,
    TestMode: { type: 'boolean' },
    DateTime: { type: 'string' },
    Refunded: { type: 'boolean' },
  },
} as const;

/** `{ Success, Message, Model }` with `model` as the Model's schema. */
export function envelope(model: object) {
  return {
    type: 'object',
    required: ['Success', 'Message', 'Model'],
    properties: {
      Success: { type: 'boolean' },
      Message: nullableString,
      Model: { anyOf: [{ type: 'null' }, model] },
    },
  } as const;
}

export const errorEnvelope = envelope({ type: 'null' });

export const transactionEnvelope = envelope(transactionSchema);

export const transactionListEnvelope = envelope({ type: 'array', items: transactionSchema });

export const refundEnvelope = envelope({ type: 'object', properties: { TransactionId: { type: 'integer' } } });

const amount = { type: 'number', exclusiveMinimum: 0 } as const;

export const tokenPaymentBody = {
  type: 'object',
  required: ['Amount', 'Currency', 'AccountId', 'Token'],
  properties: {
    Amount: amount,
    Currency: { type: 'string', const: 'RUB' },
    AccountId: { type: 'string', minLength: 1 },
    Token: { type: 'string', minLength: 1 },
    InvoiceId: { type: 'string' },
    Description: { type: 'string' },
  },
} as const;

export interface TokenPaymentBody {
  Amount: number;
  Currency: 'RUB';
  AccountId: string;
  Token: string;
  InvoiceId?: string;
  Description?: string;
}

export const confirmBody = {
  type: 'object',
  required: ['TransactionId', 'Amount'],
  properties: { TransactionId: { type: 'integer', minimum: 1 }, Amount: amount },
} as const;

export const voidBody = {
  type: 'object',
  required: ['TransactionId'],
  properties: { TransactionId: { type: 'integer', minimum: 1 } },
} as const;

export const refundBody = {
  type: 'object',
  required: ['TransactionId', 'Amount'],
  properties: { TransactionId: { type: 'integer', minimum: 1 }, Amount: amount },
} as const;

export const getBody = voidBody;

export const findBody = {
  type: 'object',
  required: ['InvoiceId'],
  properties: { InvoiceId: { type: 'string', minLength: 1 } },
} as const;

export const listBody = {
  type: 'object',
  required: ['Date'],
  properties: { Date: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' }, TimeZone: { type: 'string' } },
} as const;

export const transactionParams = {
  type: 'object',
  required: ['transactionId'],
  properties: { transactionId: { type: 'integer', minimum: 1 } },
} as const;

export const savedCardSchema = {
  type: 'object',
  properties: {
    Token: { type: 'string' },
    AccountId: { type: 'string' },
    CardFirstSix: { type: 'string' },
    CardLastFour: { type: 'string' },
    CardType: { type: 'string' },
    CardExpDate: { type: 'string' },
  },
} as const;

export const testTokenBody = {
  type: 'object',
  required: ['AccountId', 'CardNumber'],
  properties: {
    AccountId: { type: 'string', minLength: 1 },
    CardNumber: { type: 'string', minLength: 1 },
    CardExpDate: { type: 'string', pattern: '^\\d{2}/\\d{2}$' },
  },
} as const;

export const replaceCardBody = {
  type: 'object',
  required: ['CardNumber'],
  properties: { CardNumber: { type: 'string', minLength: 1 }, CardExpDate: { type: 'string', pattern: '^\\d{2}/\\d{2}$' } },
} as const;
