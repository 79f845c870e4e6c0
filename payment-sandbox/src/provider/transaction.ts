/** A provider transaction as the server API returns it (docs/payments.md §2). */
import type { CardType } from '../cards/test-cards';

/** `AwaitingAuthentication`: a widget payment waiting for its 3-D Secure code. */
export type TransactionStatus = 'AwaitingAuthentication' | 'Authorized' | 'Completed' | 'Cancelled' | 'Declined';

export type Scheme = 'charge' | 'auth';

export interface Transaction {
  TransactionId: number;
  InvoiceId: string | null;
  AccountId: string | null;
  Amount: number;
  Currency: 'RUB';
  Description: string | null;
  Email: string | null;
  Status: TransactionStatus;
  ReasonCode: number;
  CardFirstSix: string;
  CardLastFour: string;
  CardType: CardType;
  CardExpDate: string;
  Token: string | null;
  TestMode: true;
  /** ISO 8601, UTC */
  DateTime: string;
  /** Set once a completed payment has been refunded (the money went back to the card). */
  Refunded: boolean;
}

/** The fields of a notification body (form-urlencoded strings). */
export function notificationFields(transaction: Transaction): Record<string, string> {
  const fields: Record<string, string> = {
    TransactionId: String(transaction.TransactionId),
    InvoiceId: transaction.InvoiceId ?? '',
    AccountId: transaction.AccountId ?? '',
    Amount: String(transaction.Amount),
    Currency: transaction.Currency,
    Status: transaction.Status,
    ReasonCode: String(transaction.ReasonCode),
    CardFirstSix: transaction.CardFirstSix,
    CardLastFour: transaction.CardLastFour,
    CardType: transaction.CardType,
    CardExpDate: transaction.CardExpDate,
  };
  if (transaction.Token) fields.Token = transaction.Token;
  fields.DateTime = transaction.DateTime;
  return fields;
}

export function challengeFields(transaction: Transaction, acsUrl: string): Record<string, string> {
  return {
    TransactionId: String(transaction.TransactionId),
    InvoiceId: transaction.InvoiceId ?? '',
    AccountId: transaction.AccountId ?? '',
    Amount: String(transaction.Amount),
    AcsUrl: acsUrl,
  };
}
