import { createContext, useContext } from 'react';
import type { RouteName } from '@stepwise/shared';
import type { CheckoutParentChannel } from '@stepwise/shared/billing';

export interface EmbedState {
  channel: CheckoutParentChannel;
  /** The allowed integrator origin, carried from screen to screen in `?origin=`. */
  origin: string;
}

/** Set inside the embeddable routes only; null on the product's own pages. */
export const EmbedContext = createContext<EmbedState | null>(null);

export function useEmbed(): EmbedState | null {
  return useContext(EmbedContext);
}

export interface CheckoutRoutes {
  checkout: RouteName;
  result: RouteName;
  success: RouteName;
  /** Query parameters every checkout link carries (the integrator origin inside the embed). */
  carry: Record<string, string>;
}

/** The checkout's own routes: inside the embed, their embeddable variants. */
export function useCheckoutRoutes(): CheckoutRoutes {
  const embed = useEmbed();
  if (embed)
    return { checkout: 'embed-subscription-payment', result: 'embed-payment-result', success: 'embed-payment-success', carry: { origin: embed.origin } };
  return { checkout: 'subscription-payment', result: 'payment-result', success: 'payment-success', carry: {} };
}
