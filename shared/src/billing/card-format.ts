import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { CardBrand } from './billing-types';

export const CARD_BRAND_LABEL_IDS: Record<CardBrand, string> = {
  visa: 'cards.brand.visa',
  mastercard: 'cards.brand.mastercard',
  mir: 'cards.brand.mir',
  unknown: 'cards.brand.unknown',
};

/** "•••• 4242": only the last four digits are ever known. */
export function maskedCardNumber(last4: string): string {
  return `•••• ${last4}`;
}

/** MM/YY, as printed on the card. */
export function cardExpiry(month: number, year: number): string {
  return `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
}

/** A card's name for people: "Visa •••• 4242". */
export function useCardName(): (card: { brand: CardBrand; last4: string }) => string {
  const intl = useIntl();
  return useCallback(
    (card) => `${intl.formatMessage({ id: CARD_BRAND_LABEL_IDS[card.brand] ?? CARD_BRAND_LABEL_IDS.unknown })} ${maskedCardNumber(card.last4)}`,
    [intl],
  );
}
