import { PAYMENT_STATUSES, type PaymentStatus } from '../billing/billing-types';

export const CHECKOUT_MESSAGE_SOURCE = 'stepwise-checkout';
export const CHECKOUT_MESSAGE_VERSION = 1;

interface Envelope {
  source: typeof CHECKOUT_MESSAGE_SOURCE;
  version: typeof CHECKOUT_MESSAGE_VERSION;
}

/** What the embedded checkout tells the integrator's page (docs/payments.md §7). */
export type CheckoutMessage =
  | (Envelope & { type: 'ready' })
  | (Envelope & { type: 'resize'; height: number })
  | (Envelope & { type: 'status'; status: PaymentStatus; payment: string })
  | (Envelope & { type: 'success'; payment: string; subscription: string })
  | (Envelope & { type: 'failure'; payment: string | null; code: string });

type Body<M> = M extends CheckoutMessage ? Omit<M, 'source' | 'version'> : never;
export type CheckoutMessageBody = Body<CheckoutMessage>;

export function checkoutMessage(body: CheckoutMessageBody): CheckoutMessage {
  return { source: CHECKOUT_MESSAGE_SOURCE, version: CHECKOUT_MESSAGE_VERSION, ...body } as CheckoutMessage;
}

const isString = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** True only for a well-formed message of this protocol and version; anything else is someone else's. */
export function isCheckoutMessage(data: unknown): data is CheckoutMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  if (message.source !== CHECKOUT_MESSAGE_SOURCE || message.version !== CHECKOUT_MESSAGE_VERSION) return false;
  switch (message.type) {
    case 'ready':
      return true;
    case 'resize':
      return typeof message.height === 'number' && Number.isFinite(message.height) && message.height >= 0;
    case 'status':
      return isString(message.payment) && (PAYMENT_STATUSES as readonly unknown[]).includes(message.status);
    case 'success':
      return isString(message.payment) && isString(message.subscription);
    case 'failure':
      return (message.payment === null || isString(message.payment)) && isString(message.code);
    default:
      return false;
  }
}
