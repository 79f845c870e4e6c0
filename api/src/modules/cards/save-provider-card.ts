import type { Database } from '../../db/database.js';
import type { CardBrand } from '../../db/schema/index.js';
import { findLinkedCardByToken, insertProviderCard } from './repository/provider-cards-repository.js';

/** The card as the provider reports it with a tokenised payment. */
export interface ProviderCard {
  token: string;
  lastFour: string;
  /** `Visa`, `MasterCard`, `Mir`… */
  cardType: string | undefined;
  /** `MM/YY`. */
  expDate: string | undefined;
}

const brands: Record<string, CardBrand> = { visa: 'visa', mastercard: 'mastercard', mir: 'mir' };

export function cardBrand(cardType: string | undefined): CardBrand {
  return brands[(cardType ?? '').toLowerCase().replace(/[^a-z]/g, '')] ?? 'unknown';
}

/** `MM/YY` → month and four-digit year; undefined when it is not one. */
export function parseExpDate(value: string | undefined): { month: number; year: number } | undefined {
  const match = /^(\d{2})\/(\d{2}|\d{4})$/.exec((value ?? '').trim());
  if (!match) return undefined;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : undefined;
}

/**
 * Saves the card behind a tokenised payment for the user, or finds it when the user already has it
 * linked (same token). Undefined when the provider's data is not a usable card.
 */
export async function saveProviderCard(db: Database, userId: number, card: ProviderCard, now: Date): Promise<string | undefined> {
  const expiry = parseExpDate(card.expDate);
  if (!card.token || !/^\d{4}$/.test(card.lastFour) || !expiry) return undefined;
  const existing = await findLinkedCardByToken(db, userId, card.token);
  if (existing) return existing;
  return insertProviderCard(db, {
    userId,
    providerToken: card.token,
    brand: cardBrand(card.cardType),
    last4: card.lastFour,
    expMonth: expiry.month,
    expYear: expiry.year,
    createdAt: now,
  });
}
