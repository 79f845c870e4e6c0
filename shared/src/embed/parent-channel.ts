import { checkoutMessage, type CheckoutMessageBody } from './checkout-messages';
import { normalizeOrigin } from './embed-origins';

export interface CheckoutParentChannelOptions {
  /** Origins allowed to embed the checkout. */
  allowedOrigins: readonly string[];
  /** The integrator's origin, as its page passed it (`?origin=`). */
  parentOrigin: string | null | undefined;
  /** The window to post to; the embedding page by default. */
  target?: Pick<Window, 'postMessage'> | null;
}

export interface CheckoutParentChannel {
  /** The parent origin is on the allow-list: messages go out. */
  readonly allowed: boolean;
  /** The exact origin messages are posted to, or null when nothing may be posted. */
  readonly targetOrigin: string | null;
  post(body: CheckoutMessageBody): void;
}

function defaultTarget(): Pick<Window, 'postMessage'> | null {
  if (typeof window === 'undefined' || window.parent === window) return null;
  return window.parent;
}

/**
 * The embedded checkout's line to the integrator's page. It posts only when the parent origin is on
 * the allow-list, and always names that origin as the target: a page of another origin that framed
 * the checkout never receives anything.
 */
export function createCheckoutParentChannel({ allowedOrigins, parentOrigin, target }: CheckoutParentChannelOptions): CheckoutParentChannel {
  const origin = normalizeOrigin(parentOrigin);
  const allowed = origin !== null && allowedOrigins.map((item) => normalizeOrigin(item)).includes(origin);
  const receiver = target === undefined ? defaultTarget() : target;
  return {
    allowed,
    targetOrigin: allowed ? origin : null,
    post(body) {
      if (!allowed || !origin || !receiver) return;
      receiver.postMessage(checkoutMessage(body), origin);
    },
  };
}
