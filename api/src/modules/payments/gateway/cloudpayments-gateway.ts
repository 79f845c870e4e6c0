import type { GatewayResult, ListResult, LookupResult, PaymentGateway, ProviderTransaction, RefundResult, TokenPaymentRequest } from './payment-gateway.js';

export interface CloudPaymentsOptions {
  /** Base URL of the server API, without a trailing slash. */
  baseUrl: string;
  publicId: string;
  apiSecret: string;
  /** Per call; a charge that does not answer in time is reported as `failed` with an unknown outcome. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

interface ProviderAnswer<Model = ProviderTransaction> {
  Success: boolean;
  Message: string | null;
  Model: Model | null;
}

type Answered = { outcome: 'answered'; status: number; answer: ProviderAnswer<unknown> };
type Failed = Extract<GatewayResult, { outcome: 'failed' }>;

const DEFAULT_TIMEOUT_MS = 15_000;

function isAnswer(value: unknown): value is ProviderAnswer<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as ProviderAnswer).Success === 'boolean';
}

/** Maps a provider answer to a result: Success with a transaction is approved, a Declined one is declined. */
export function toGatewayResult(answer: ProviderAnswer): GatewayResult {
  const model = answer.Model;
  if (answer.Success && model) return { outcome: 'approved', transaction: model };
  if (model && (model.Status === 'Declined' || (model.ReasonCode ?? 0) !== 0)) {
    return { outcome: 'declined', reasonCode: model.ReasonCode ?? 0, message: answer.Message, transaction: model };
  }
  // Success: false without a transaction: the request itself was refused (bad token, bad amount…).
  return { outcome: 'declined', reasonCode: model?.ReasonCode ?? 0, message: answer.Message, transaction: model };
}

/** The CloudPayments-style server API (docs/payments.md §2): Basic auth, JSON, `{ Success, Message, Model }`. */
export class CloudPaymentsGateway implements PaymentGateway {
  readonly #options: Required<Omit<CloudPaymentsOptions, 'fetch'>> & { fetch: typeof fetch };

  constructor(options: CloudPaymentsOptions) {
    this.#options = { timeoutMs: DEFAULT_TIMEOUT_MS, fetch: globalThis.fetch, ...options };
  }

  chargeToken(request: TokenPaymentRequest): Promise<GatewayResult> {
    return this.#call('POST', '/payments/tokens/charge', tokenBody(request));
  }

  authorizeToken(request: TokenPaymentRequest): Promise<GatewayResult> {
    return this.#call('POST', '/payments/tokens/auth', tokenBody(request));
  }

  confirm(transactionId: number, amount: number): Promise<GatewayResult> {
    return this.#call('POST', '/payments/confirm', { TransactionId: transactionId, Amount: amount });
  }

  void(transactionId: number): Promise<GatewayResult> {
    return this.#call('POST', '/payments/void', { TransactionId: transactionId });
  }

  async refund(transactionId: number, amount: number): Promise<RefundResult> {
    const result = await this.#request('POST', '/payments/refund', { TransactionId: transactionId, Amount: amount });
    if (result.outcome === 'failed') return result;
    const { answer } = result;
    if (!answer.Success) return { outcome: 'declined', message: answer.Message };
    const id = (answer.Model as { TransactionId?: unknown } | null)?.TransactionId;
    return { outcome: 'approved', refundTransactionId: typeof id === 'number' ? id : null };
  }

  async lookup(transactionId: number): Promise<LookupResult> {
    const result = await this.#request('POST', '/payments/get', { TransactionId: transactionId }, [404]);
    if (result.outcome === 'failed') return result;
    const model = result.answer.Model as ProviderTransaction | null;
    if (result.status === 404 || !result.answer.Success || !model) return { outcome: 'not_found' };
    return { outcome: 'found', transaction: model };
  }

  async listDay(date: string): Promise<ListResult> {
    const result = await this.#request('POST', '/payments/list', { Date: date, TimeZone: 'UTC' });
    if (result.outcome === 'failed') return result;
    const { answer } = result;
    if (!answer.Success || !Array.isArray(answer.Model)) {
      return { outcome: 'failed', processed: 'unknown', message: answer.Message ?? 'payments/list refused' };
    }
    return { outcome: 'listed', transactions: answer.Model as ProviderTransaction[] };
  }

  async #call(method: 'GET' | 'POST', path: string, body?: Record<string, unknown>): Promise<GatewayResult> {
    const result = await this.#request(method, path, body);
    return result.outcome === 'failed' ? result : toGatewayResult(result.answer as ProviderAnswer);
  }

  /** One call; `acceptedStatuses` are error statuses whose answer the caller reads itself (404 of a lookup). */
  async #request(method: 'GET' | 'POST', path: string, body?: Record<string, unknown>, acceptedStatuses: number[] = []): Promise<Answered | Failed> {
    const { baseUrl, publicId, apiSecret, timeoutMs, fetch } = this.#options;
    const authorization = `Basic ${Buffer.from(`${publicId}:${apiSecret}`).toString('base64')}`;
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body && { 'content-type': 'application/json' }),
        },
        ...(body && { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      return { outcome: 'failed', processed: connectionRefused(error) ? false : 'unknown', message: describe(error) };
    }
    let answer: unknown;
    try {
      answer = await response.json();
    } catch (error) {
      return { outcome: 'failed', processed: 'unknown', message: `HTTP ${response.status}: ${describe(error)}` };
    }
    if (response.status === 401 || response.status === 403) {
      // Wrong credentials: nothing was done, and retrying will not help until the configuration is fixed.
      return { outcome: 'failed', processed: false, message: `HTTP ${response.status}: credentials refused` };
    }
    if ((!response.ok && !acceptedStatuses.includes(response.status)) || !isAnswer(answer)) {
      return { outcome: 'failed', processed: 'unknown', message: `HTTP ${response.status}: unexpected answer` };
    }
    return { outcome: 'answered', status: response.status, answer };
  }
}

function tokenBody(request: TokenPaymentRequest): Record<string, unknown> {
  return {
    Amount: request.amount,
    Currency: request.currency,
    AccountId: request.accountId,
    Token: request.token,
    InvoiceId: request.invoiceId,
    Description: request.description,
  };
}

function connectionRefused(error: unknown): boolean {
  const cause = (error as { cause?: { code?: unknown } } | undefined)?.cause;
  return cause?.code === 'ECONNREFUSED';
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as { cause?: { code?: unknown } }).cause;
    return typeof cause?.code === 'string' ? `${error.name}: ${cause.code}` : `${error.name}: ${error.message}`;
  }
  return String(error);
}
