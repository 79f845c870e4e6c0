/** A transaction as the provider describes it (docs/payments.md §2). */
export interface ProviderTransaction {
  TransactionId: number;
  InvoiceId: string | null;
  AccountId: string | null;
  Amount: number;
  Currency: string;
  Status: 'Authorized' | 'Completed' | 'Cancelled' | 'Declined' | string;
  ReasonCode: number | null;
  CardFirstSix?: string | null;
  CardLastFour?: string | null;
  CardType?: string | null;
  CardExpDate?: string | null;
  Token?: string | null;
  TestMode?: boolean;
  /** ISO 8601 */
  DateTime?: string | null;
  /** Set once a completed payment has been refunded. */
  Refunded?: boolean;
}

export interface TokenPaymentRequest {
  /** Whole roubles. */
  amount: number;
  currency: 'RUB';
  /** Our user id. */
  accountId: string;
  token: string;
  /** Our payment uuid. */
  invoiceId: string;
  description: string;
}

/**
 * What a provider call came to:
 * - `approved`: the transaction went through (charged, authorised, confirmed or voided);
 * - `declined`: the provider refused it, with its ReasonCode;
 * - `failed`: no usable answer. `processed: false` means the provider certainly did nothing (it could
 *   not be reached); otherwise the outcome is unknown and the call must not simply be repeated.
 */
export type GatewayResult =
  | { outcome: 'approved'; transaction: ProviderTransaction }
  | { outcome: 'declined'; reasonCode: number; message: string | null; transaction: ProviderTransaction | null }
  | { outcome: 'failed'; processed: false | 'unknown'; message: string };

type Failed = Extract<GatewayResult, { outcome: 'failed' }>;

/** A transaction looked up by its id: the provider's own account of it, or that it does not know it. */
export type LookupResult = { outcome: 'found'; transaction: ProviderTransaction } | { outcome: 'not_found' } | Failed;

/** The transactions of one day. */
export type ListResult = { outcome: 'listed'; transactions: ProviderTransaction[] } | Failed;

/** A refund: `approved` carries the refund's own transaction id. */
export type RefundResult = { outcome: 'approved'; refundTransactionId: number | null } | { outcome: 'declined'; message: string | null } | Failed;

/** The card provider as the API uses it; the shipped adapter speaks the CloudPayments-style protocol. */
export interface PaymentGateway {
  /** One-stage charge of a saved card. */
  chargeToken(request: TokenPaymentRequest): Promise<GatewayResult>;
  /** Two-stage payment: authorise (hold) only. */
  authorizeToken(request: TokenPaymentRequest): Promise<GatewayResult>;
  confirm(transactionId: number, amount: number): Promise<GatewayResult>;
  /** Releases a hold (an Authorized transaction). */
  void(transactionId: number): Promise<GatewayResult>;
  /** Gives a completed payment's money back. */
  refund(transactionId: number, amount: number): Promise<RefundResult>;
  lookup(transactionId: number): Promise<LookupResult>;
  /** The transactions made on one UTC day (`YYYY-MM-DD`). */
  listDay(date: string): Promise<ListResult>;
}
