import { type Locale } from '@stepwise/shared';
import { cardWidgetParams, loadCardWidget, type PaymentWidget } from '@stepwise/shared/billing';

/**
 * Opens the provider's card form for a pending payment: loads the widget script (only now) and
 * resolves once the form reports an outcome, whatever it is (the result page reads the status).
 * Rejects when the script cannot be loaded.
 */
export async function payWithCardWidget(widget: PaymentWidget, locale: Locale): Promise<void> {
  const cp = await loadCardWidget(widget.script_url);
  await new Promise<void>((resolve) => {
    new cp.CloudPayments({ language: locale === 'ru' ? 'ru-RU' : 'en-US' }).pay(widget.scheme, cardWidgetParams(widget), {
      onSuccess: () => resolve(),
      onFail: () => resolve(),
      onComplete: () => resolve(),
    });
  });
}
