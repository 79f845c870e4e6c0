import { useEffect, useSyncExternalStore } from 'react';

/**
 * Whether the payment layout shows its card-security panel. The checkout hides it on the bank-transfer
 * step (no card is entered there); the layout (shell) and the checkout (a remote) share this through
 * the one instance of @stepwise/shared.
 */
let cardSecurityShown = true;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function setCardSecurityShown(shown: boolean): void {
  if (cardSecurityShown === shown) return;
  cardSecurityShown = shown;
  for (const listener of listeners) listener();
}

/** The layout: whether to show the card-security panel. */
export function useCardSecurityShown(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => cardSecurityShown,
    () => true,
  );
}

/** A checkout step without a card: hides the card-security panel while it is shown. */
export function useHideCardSecurity(hidden: boolean): void {
  useEffect(() => {
    setCardSecurityShown(!hidden);
    return () => setCardSecurityShown(true);
  }, [hidden]);
}
