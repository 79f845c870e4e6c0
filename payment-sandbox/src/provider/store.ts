/** In-memory state of the sandbox: transactions (ids from 1 up) and saved-card tokens. */
import { randomBytes } from 'node:crypto';
import type { CardType } from '../cards/test-cards';
import type { Scheme, Transaction } from './transaction';

export interface SavedCard {
  token: string;
  accountId: string;
  digits: string;
  type: CardType;
  expDate: string;
}

export interface StoredTransaction {
  model: Transaction;
  scheme: Scheme;
  /** Card number, kept to tokenise the card once a challenged payment is approved. */
  digits: string;
  /** Language of the widget that started it: the 3-D Secure page speaks it too. */
  language: 'ru' | 'en' | null;
}

export class SandboxStore {
  private nextTransactionId = 1;
  private readonly transactions = new Map<number, StoredTransaction>();
  private readonly tokens = new Map<string, SavedCard>();

  addTransaction(
    fields: Omit<Transaction, 'TransactionId' | 'DateTime' | 'TestMode' | 'Refunded'>,
    extra: Omit<StoredTransaction, 'model'>,
  ): StoredTransaction {
    const stored: StoredTransaction = {
      model: { TransactionId: this.nextTransactionId, ...fields, TestMode: true, DateTime: new Date().toISOString(), Refunded: false },
      ...extra,
    };
    this.nextTransactionId += 1;
    this.transactions.set(stored.model.TransactionId, stored);
    return stored;
  }

  transaction(id: number): StoredTransaction | undefined {
    return this.transactions.get(id);
  }

  /** Every transaction, oldest first. */
  allTransactions(): StoredTransaction[] {
    return [...this.transactions.values()];
  }

  /** A new id from the transactions' sequence, for an operation that is not a payment (a refund). */
  nextId(): number {
    const id = this.nextTransactionId;
    this.nextTransactionId += 1;
    return id;
  }

  /** The account's token for this card, created on first use. */
  tokenFor(accountId: string, card: { digits: string; type: CardType; expDate: string }): SavedCard {
    for (const saved of this.tokens.values()) {
      if (saved.accountId === accountId && saved.digits === card.digits && saved.expDate === card.expDate) return saved;
    }
    const saved: SavedCard = { token: `tk_${randomBytes(16).toString('hex')}`, accountId, ...card };
    this.tokens.set(saved.token, saved);
    return saved;
  }

  savedCard(token: string): SavedCard | undefined {
    return this.tokens.get(token);
  }

  replaceCard(token: string, card: { digits: string; type: CardType; expDate: string }): SavedCard | undefined {
    const saved = this.tokens.get(token);
    if (!saved) return undefined;
    const updated = { ...saved, ...card };
    this.tokens.set(token, updated);
    return updated;
  }
}
