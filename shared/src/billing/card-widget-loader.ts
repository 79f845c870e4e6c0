import type { PaymentWidget } from './billing-types';

export interface CardWidgetCallbacks {
  onSuccess?: (options: unknown) => void;
  onFail?: (reason: string, options: unknown) => void;
  onComplete?: (result: { success: boolean; code?: number | string | null }, options: unknown) => void;
}

export interface CardWidgetPayParams {
  publicId: string;
  description: string;
  amount: number;
  currency: string;
  invoiceId: string;
  accountId: string;
  email: string;
  skin: 'modern';
  data: Record<string, unknown>;
}

export interface CardWidget {
  pay(scheme: 'charge' | 'auth', params: CardWidgetPayParams, callbacks: CardWidgetCallbacks): void;
}

/** What the provider's script defines: `window.cp.CloudPayments` (docs/payments.md §2). */
export interface CardWidgetGlobal {
  CloudPayments: new (options: { language: 'ru-RU' | 'en-US' }) => CardWidget;
}

declare global {
  interface Window {
    cp?: CardWidgetGlobal;
  }
}

export const CARD_WIDGET_TIMEOUT_MS = 15_000;

const loading = new Map<string, Promise<CardWidgetGlobal>>();

/**
 * Adds the provider's widget script once per address and resolves with `window.cp`. Called only
 * when a card payment is about to open: no other page loads third-party code. A failed or timed-out
 * load is forgotten, so the next attempt tries again.
 */
export function loadCardWidget(scriptUrl: string, timeoutMs = CARD_WIDGET_TIMEOUT_MS): Promise<CardWidgetGlobal> {
  const known = loading.get(scriptUrl);
  if (known) return known;
  const promise = new Promise<CardWidgetGlobal>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.dataset.cardWidget = 'true';
    const fail = (reason: string) => {
      window.clearTimeout(timer);
      script.remove();
      loading.delete(scriptUrl);
      reject(new Error(reason));
    };
    const timer = window.setTimeout(() => fail(`The card widget did not load in ${timeoutMs} ms`), timeoutMs);
    script.onload = () => {
      window.clearTimeout(timer);
      if (window.cp?.CloudPayments) resolve(window.cp);
      else fail('The card widget script defines no cp.CloudPayments');
    };
    script.onerror = () => fail('The card widget script could not be loaded');
    document.head.append(script);
  });
  loading.set(scriptUrl, promise);
  return promise;
}

/** The widget's parameters for a pending card payment, as the API prepared them. */
export function cardWidgetParams(widget: PaymentWidget): CardWidgetPayParams {
  return {
    publicId: widget.public_id,
    description: widget.description,
    amount: widget.amount,
    currency: widget.currency,
    invoiceId: widget.invoice_id,
    accountId: widget.account_id,
    email: widget.email,
    skin: 'modern',
    data: {},
  };
}

/** For tests: forget every loaded script. */
export function resetCardWidgetLoader(): void {
  loading.clear();
}
