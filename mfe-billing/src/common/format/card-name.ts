import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { CardBrand } from '@stepwise/shared';

export const CARD_BRAND_LABELS: Record<CardBrand, string> = {
  visa: 'billing.card.brand.visa',
  mastercard: 'billing.card.brand.mastercard',
  mir: 'billing.card.brand.mir',
  unknown: 'billing.card.brand.unknown',
};

/** MM/YY, as printed on the card. */
export function cardExpiry(month: number, year: number): string {
  return `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
}

/** A card's name for people: "Visa •••• 4242". */
export function useCardName() {
  const intl = useIntl();
  return useCallback(
    (card: { brand: CardBrand; last4: string }) => `${intl.formatMessage({ id: CARD_BRAND_LABELS[card.brand] ?? CARD_BRAND_LABELS.unknown })} •••• ${card.last4}`,
    [intl],
  );
}
