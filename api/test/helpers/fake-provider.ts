import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SANDBOX_PAYMENT_API_SECRET, SANDBOX_PAYMENT_PUBLIC_ID } from '../../src/config.js';
import { notificationSignature } from '../../src/modules/payments/notification-signature.js';
import type { TestApp } from './test-app.js';

/** Tokens the fake provider declines, with the ReasonCode it answers. */
export const DECLINING_TOKENS: Record<string, number> = {
  tok_insufficient_funds: 5051,
  tok_do_not_honor: 5005,
};

export interface RecordedCall {
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

/**
 * The provider's server API (docs/payments.md §2) as far as the API uses it, recording every call: a
 * token charge is approved unless its token is in DECLINING_TOKENS; payments/get answers the
 * transactions it made and those a test declares with `knows`. `delayMs` holds every answer.
 */
export class FakeProvider {
  readonly calls: RecordedCall[] = [];
  delayMs = 0;
  /** Tokens declined from now on, with their ReasonCode (on top of DECLINING_TOKENS). */
  readonly declining = new Map<string, number>();
  /** The provider's own record of each transaction, by id. */
  readonly transactions = new Map<number, Record<string, unknown>>();
  #server: Server | undefined;
  #nextTransaction = 1000;
  #port: number | undefined;

  get url(): string {
    return `http://127.0.0.1:${this.#port}`;
  }

  charges(invoiceId?: string): RecordedCall[] {
    return this.calls.filter((call) => call.path === '/payments/tokens/charge' && (!invoiceId || call.body.InvoiceId === invoiceId));
  }

  /** Declares a transaction as the provider records it (a notification's fields, numbers as numbers). */
  knows(fields: Record<string, string | number>): void {
    const numeric = new Set(['TransactionId', 'Amount', 'ReasonCode']);
    const record = Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, numeric.has(key) ? Number(value) : value]));
    this.transactions.set(Number(fields.TransactionId), record);
  }

  /** Starts listening; after stop() it comes back on the same port. */
  async start(): Promise<this> {
    const port = this.#server ? (this.#port ?? 0) : 0;
    this.#server = createServer((request, response) => {
      void this.#handle(request).then(([status, body]) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.#server!.listen(port, '127.0.0.1', resolve));
    this.#port = (this.#server.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    this.#server?.closeAllConnections();
    await new Promise<void>((resolve) => this.#server?.close(() => resolve()) ?? resolve());
  }

  async #handle(request: IncomingMessage): Promise<[number, unknown]> {
    let raw = '';
    for await (const chunk of request) raw += chunk;
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    const path = request.url ?? '';
    this.calls.push({ path, authorization: request.headers.authorization, body });
    if (this.delayMs) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    const expected = `Basic ${Buffer.from(`${SANDBOX_PAYMENT_PUBLIC_ID}:${SANDBOX_PAYMENT_API_SECRET}`).toString('base64')}`;
    if (request.headers.authorization !== expected) return [401, { Success: false, Message: 'Unauthorized', Model: null }];
    if (path === '/payments/tokens/charge' || path === '/payments/tokens/auth') {
      const token = String(body.Token);
      const reasonCode = this.declining.get(token) ?? DECLINING_TOKENS[token] ?? 0;
      const model = {
        TransactionId: this.#nextTransaction++,
        InvoiceId: body.InvoiceId,
        AccountId: body.AccountId,
        Amount: body.Amount,
        Currency: body.Currency,
        Status: reasonCode ? 'Declined' : path.endsWith('charge') ? 'Completed' : 'Authorized',
        ReasonCode: reasonCode,
        CardLastFour: '4242',
        CardType: 'Visa',
        CardExpDate: '12/30',
        Token: token,
        TestMode: true,
      };
      this.transactions.set(model.TransactionId, model);
      return [200, { Success: reasonCode === 0, Message: reasonCode ? 'Declined' : null, Model: model }];
    }
    if (path === '/payments/get') {
      const known = this.transactions.get(Number(body.TransactionId));
      return known ? [200, { Success: true, Message: null, Model: known }] : [404, { Success: false, Message: 'Transaction not found', Model: null }];
    }
    return [404, { Success: false, Message: 'Not found', Model: null }];
  }
}

/** Sends a provider notification the way the provider signs it (or with the given signature). */
export function notify(testApp: TestApp, kind: string, fields: Record<string, string | number>, signature?: string) {
  const payload = new URLSearchParams(Object.entries(fields).map(([key, value]): [string, string] => [key, String(value)])).toString();
  return testApp.app.inject({
    method: 'POST',
    url: `/api/payment/notifications/${kind}`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'content-hmac': signature ?? notificationSignature(SANDBOX_PAYMENT_API_SECRET, payload),
    },
    payload,
  });
}
