import type { Database } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import { isUuid } from '@stepwise/contracts';
import { findLinkedCardToken, type ChargeableCard } from './repository/cards-repository.js';

export function cardNotFound(): AppError {
  return new AppError(404, 'not_found', 'Card not found', { card_uuid: 'not_found' });
}

/** The user's linked card with its token, to charge; 404 otherwise. */
export async function requireUserCard(db: Database, userId: number, uuid: string): Promise<ChargeableCard> {
  const card = isUuid(uuid) ? await findLinkedCardToken(db, userId, uuid) : undefined;
  if (!card) throw cardNotFound();
  return card;
}
