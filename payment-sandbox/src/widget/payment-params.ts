/** The payment the widget was opened for, as passed in the form page's URL and posted back with the card. */
import { ancestorOriginList, exactOrigin } from '../http/origins';
import type { Scheme } from '../provider/transaction';
import { languageOf, type Language } from './messages';

export interface WidgetPayment {
  publicId: string;
  scheme: Scheme;
  amount: number;
  invoiceId: string | null;
  accountId: string | null;
  description: string | null;
  email: string | null;
  language: Language;
  /** Where the form posts its result (`location.origin` of the page that opened the widget). */
  parentOrigin: string;
  /** The origins above the parent (an integrator embedding the checkout): they may frame the form too. */
  ancestorOrigins: string[];
}

function optional(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 500) : null;
}

/** null when the parameters cannot describe a payment. */
export function parseWidgetPayment(raw: Record<string, unknown>): WidgetPayment | null {
  const amount = typeof raw.amount === 'number' ? raw.amount : Number(raw.amount);
  const scheme = raw.scheme === undefined || raw.scheme === '' ? 'charge' : raw.scheme;
  const currency = raw.currency === undefined || raw.currency === '' ? 'RUB' : raw.currency;
  const parentOrigin = exactOrigin(raw.parentOrigin);
  if (typeof raw.publicId !== 'string' || (scheme !== 'charge' && scheme !== 'auth')) return null;
  if (!Number.isFinite(amount) || amount <= 0 || currency !== 'RUB' || parentOrigin === null) return null;
  return {
    publicId: raw.publicId,
    scheme,
    amount,
    invoiceId: optional(raw.invoiceId),
    accountId: optional(raw.accountId),
    description: optional(raw.description),
    email: optional(raw.email),
    language: languageOf(raw.language),
    parentOrigin,
    ancestorOrigins: ancestorOriginList(raw.ancestorOrigins),
  };
}

/** The URL parameters of the form page for a payment (what widget.js builds in the browser). */
export function widgetPaymentQuery(payment: WidgetPayment): Record<string, string> {
  return {
    publicId: payment.publicId,
    scheme: payment.scheme,
    amount: String(payment.amount),
    currency: 'RUB',
    invoiceId: payment.invoiceId ?? '',
    accountId: payment.accountId ?? '',
    description: payment.description ?? '',
    email: payment.email ?? '',
    language: payment.language === 'en' ? 'en-US' : 'ru-RU',
    parentOrigin: payment.parentOrigin,
    ancestorOrigins: payment.ancestorOrigins.join(','),
  };
}
