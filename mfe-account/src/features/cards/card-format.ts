import type { CardBrand } from '../../common/api/account-types';

export const CARD_BRAND_LABELS: Record<CardBrand, string> = {
  visa: 'account.cards.brand.visa',
  mastercard: 'account.cards.brand.mastercard',
  mir: 'account.cards.brand.mir',
  unknown: 'account.cards.brand.unknown',
};

/** "•••• 4242": only the last four digits are ever known. */
export function maskedNumber(last4: string): string {
  return `•••• ${last4}`;
}

/** MM/YY, as printed on the card. */
export function cardExpiry(month: number, year: number): string {
  return `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
}
