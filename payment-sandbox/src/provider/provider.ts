/**
 * What the provider does with money: widget payments (with 3-D Secure), token charges, capture and
 * release of holds, refunds, and the lookups of transactions. Every change of a payment's status sends
 * its notification (a refund, like CloudPayments' without a refund notification configured, sends none).
 */
import type { ValidCard } from '../cards/card-validation';
import { outcomeOf, REASON_CODES, type CardOutcome } from '../cards/test-cards';
import type { NotificationKind, Notifier } from '../notifications/notifier';
import type { SandboxStore, StoredTransaction } from './store';
import { challengeFields, notificationFields, type Scheme, type Transaction } from './transaction';

export const THREE_DS_CODE = '1234';

export interface PaymentRequest {
  scheme: Scheme;
  amount: number;
  invoiceId: string | null;
  accountId: string | null;
  description: string | null;
  email: string | null;
  language?: 'ru' | 'en';
}

export type Refusal = { refused: 'not_found' | 'wrong_state' | 'amount_exceeds'; message: string };

/** Offsets of the time zones `payments/list` knows, in minutes east of UTC. */
const TIME_ZONE_OFFSETS: Record<string, number> = { UTC: 0, MSK: 180 };

function declineCode(outcome: CardOutcome): number {
  if (outcome === 'insufficient_funds') return REASON_CODES.insufficientFunds;
  if (outcome === 'do_not_honor') return REASON_CODES.doNotHonor;
  return REASON_CODES.approved;
}

export class Provider {
  constructor(
    private readonly store: SandboxStore,
    private readonly notifier: Notifier,
    /** Origin of the sandbox as the browser sees it (AcsUrl). */
    private readonly publicUrl: string,
  ) {}

  acsUrl(transactionId: number): string {
    return `${this.publicUrl}/3ds/${transactionId}`;
  }

  transaction(id: number): Transaction | undefined {
    return this.store.transaction(id)?.model;
  }

  /** The language of the widget a payment was made in, if any. */
  languageOf(id: number): 'ru' | 'en' | null {
    return this.store.transaction(id)?.language ?? null;
  }

  /** A payment from the widget's card form; resolves after the first notification attempt. */
  async payWithCard(request: PaymentRequest, card: ValidCard): Promise<{ transaction: Transaction; acsUrl: string | null }> {
    const outcome = outcomeOf(card.digits);
    const stored = this.store.addTransaction(
      {
        InvoiceId: request.invoiceId,
        AccountId: request.accountId,
        Amount: request.amount,
        Currency: 'RUB',
        Description: request.description,
        Email: request.email,
        Status: 'AwaitingAuthentication',
        ReasonCode: REASON_CODES.approved,
        CardFirstSix: card.digits.slice(0, 6),
        CardLastFour: card.digits.slice(-4),
        CardType: card.type,
        CardExpDate: card.expDate,
        Token: null,
      },
      { scheme: request.scheme, digits: card.digits, language: request.language ?? null },
    );
    if (outcome === 'challenge') {
      const acsUrl = this.acsUrl(stored.model.TransactionId);
      await this.notifier.notify('challenge', challengeFields(stored.model, acsUrl));
      return { transaction: stored.model, acsUrl };
    }
    const code = declineCode(outcome);
    if (code === REASON_CODES.approved) this.approve(stored);
    else this.decline(stored, code);
    await this.notifyOutcome(stored);
    return { transaction: stored.model, acsUrl: null };
  }

  /** The code typed on the challenge page: 1234 approves, anything else fails with 5207. */
  async completeChallenge(id: number, code: string): Promise<Transaction | Refusal> {
    const stored = this.store.transaction(id);
    if (!stored) return { refused: 'not_found', message: 'Transaction not found' };
    if (stored.model.Status !== 'AwaitingAuthentication') return { refused: 'wrong_state', message: 'Transaction is not awaiting authentication' };
    if (code.trim() === THREE_DS_CODE) this.approve(stored);
    else this.decline(stored, REASON_CODES.threeDsFailed);
    await this.notifyOutcome(stored);
    return stored.model;
  }

  /** A merchant-initiated payment with a saved card: never challenged. */
  chargeToken(request: PaymentRequest & { token: string }): Transaction | Refusal {
    const saved = this.store.savedCard(request.token);
    if (!saved || saved.accountId !== request.accountId) return { refused: 'not_found', message: 'Token not found' };
    const stored = this.store.addTransaction(
      {
        InvoiceId: request.invoiceId,
        AccountId: request.accountId,
        Amount: request.amount,
        Currency: 'RUB',
        Description: request.description,
        Email: null,
        Status: 'AwaitingAuthentication',
        ReasonCode: REASON_CODES.approved,
        CardFirstSix: saved.digits.slice(0, 6),
        CardLastFour: saved.digits.slice(-4),
        CardType: saved.type,
        CardExpDate: saved.expDate,
        Token: saved.token,
      },
      { scheme: request.scheme, digits: saved.digits, language: null },
    );
    const code = declineCode(outcomeOf(saved.digits));
    if (code === REASON_CODES.approved) this.approve(stored);
    else this.decline(stored, code);
    void this.notifyOutcome(stored);
    return stored.model;
  }

  confirm(id: number, amount: number): Transaction | Refusal {
    const stored = this.store.transaction(id);
    if (!stored) return { refused: 'not_found', message: 'Transaction not found' };
    if (stored.model.Status !== 'Authorized') return { refused: 'wrong_state', message: `Transaction is ${stored.model.Status}, not Authorized` };
    if (amount > stored.model.Amount) return { refused: 'amount_exceeds', message: 'Amount exceeds the authorised amount' };
    stored.model.Amount = amount;
    stored.model.Status = 'Completed';
    void this.notify('confirm', stored);
    return stored.model;
  }

  void(id: number): Transaction | Refusal {
    const stored = this.store.transaction(id);
    if (!stored) return { refused: 'not_found', message: 'Transaction not found' };
    if (stored.model.Status !== 'Authorized') return { refused: 'wrong_state', message: `Transaction is ${stored.model.Status}, not Authorized` };
    stored.model.Status = 'Cancelled';
    void this.notify('cancel', stored);
    return stored.model;
  }

  /** Gives a completed payment's money back to the card; answers the refund's own id. */
  refund(id: number, amount: number): { TransactionId: number } | Refusal {
    const stored = this.store.transaction(id);
    if (!stored) return { refused: 'not_found', message: 'Transaction not found' };
    if (stored.model.Status !== 'Completed') return { refused: 'wrong_state', message: `Transaction is ${stored.model.Status}, not Completed` };
    if (stored.model.Refunded) return { refused: 'wrong_state', message: 'Transaction is refunded already' };
    if (amount > stored.model.Amount) return { refused: 'amount_exceeds', message: 'Amount exceeds the payment' };
    stored.model.Refunded = true;
    return { TransactionId: this.store.nextId() };
  }

  /** The latest transaction of an invoice (`payments/find`). */
  findByInvoice(invoiceId: string): Transaction | undefined {
    return this.store
      .allTransactions()
      .filter((stored) => stored.model.InvoiceId === invoiceId)
      .at(-1)?.model;
  }

  /** The transactions made on one day (`YYYY-MM-DD`) of a time zone (`payments/list`); undefined for an unknown zone. */
  listDay(date: string, timeZone = 'UTC'): Transaction[] | undefined {
    const offset = TIME_ZONE_OFFSETS[timeZone];
    if (offset === undefined) return undefined;
    const start = Date.parse(`${date}T00:00:00Z`) - offset * 60_000;
    const end = start + 24 * 60 * 60_000;
    return this.store
      .allTransactions()
      .map((stored) => stored.model)
      .filter((model) => {
        const at = Date.parse(model.DateTime);
        return at >= start && at < end;
      });
  }

  private approve(stored: StoredTransaction): void {
    const { model } = stored;
    model.Status = stored.scheme === 'auth' ? 'Authorized' : 'Completed';
    model.ReasonCode = REASON_CODES.approved;
    if (model.AccountId && !model.Token) {
      model.Token = this.store.tokenFor(model.AccountId, { digits: stored.digits, type: model.CardType, expDate: model.CardExpDate }).token;
    }
  }

  private decline(stored: StoredTransaction, code: number): void {
    stored.model.Status = 'Declined';
    stored.model.ReasonCode = code;
  }

  private notifyOutcome(stored: StoredTransaction): Promise<void> {
    if (stored.model.Status === 'Declined') return this.notify('fail', stored);
    return this.notify(stored.model.Status === 'Authorized' ? 'auth' : 'pay', stored);
  }

  private notify(kind: NotificationKind, stored: StoredTransaction): Promise<void> {
    return this.notifier.notify(kind, notificationFields(stored.model));
  }
}

export function isRefusal<T extends object>(value: T | Refusal): value is Refusal {
  return 'refused' in value;
}
