/**
 * The provider's server API (docs/payments.md §2): token charges, holds, capture, release, refund, and
 * the lookups (one transaction, the latest of an invoice, the transactions of a day).
 * HTTP status: 401 bad credentials, 400 malformed request, 404 unknown transaction or token; any
 * other answer is 200 and `Success` says whether the operation went through (a decline carries the
 * transaction with its `ReasonCode`).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isRefusal, type Provider, type Refusal } from '../provider/provider';
import type { Transaction } from '../provider/transaction';
import { isAuthorised } from './basic-auth';
import {
  confirmBody,
  errorEnvelope,
  findBody,
  getBody,
  listBody,
  refundBody,
  refundEnvelope,
  transactionListEnvelope,
  tokenPaymentBody,
  transactionEnvelope,
  transactionParams,
  voidBody,
  type TokenPaymentBody,
} from './schemas';

export interface ServerApiOptions {
  provider: Provider;
  publicId: string;
  apiSecret: string;
}

const responses = { 200: transactionEnvelope, 400: errorEnvelope, 401: errorEnvelope, 404: errorEnvelope };

function answer(reply: FastifyReply, outcome: Transaction | Refusal) {
  if (isRefusal(outcome)) {
    if (outcome.refused === 'not_found') return reply.code(404).send({ Success: false, Message: outcome.message, Model: null });
    return reply.send({ Success: false, Message: outcome.message, Model: null });
  }
  const success = outcome.Status === 'Completed' || outcome.Status === 'Authorized' || outcome.Status === 'Cancelled';
  return reply.send({ Success: success, Message: success ? null : `Declined (${outcome.ReasonCode})`, Model: outcome });
}

/** Basic auth and the `{Success:false, Message}` error shape for every route registered inside. */
export async function providerAuth(app: FastifyInstance, options: { publicId: string; apiSecret: string }): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    if (!isAuthorised(request.headers.authorization, options.publicId, options.apiSecret)) {
      reply.header('www-authenticate', 'Basic realm="payment-sandbox"');
      return reply.code(401).send({ Success: false, Message: 'Authentication failed: unknown public id or wrong API secret', Model: null });
    }
  });
  app.setErrorHandler((error: { statusCode?: number; message: string; validation?: unknown }, request, reply) => {
    const status = error.validation ? 400 : (error.statusCode ?? 500);
    if (status >= 500) request.log.error({ err: error }, 'server API error');
    return reply.code(status).send({ Success: false, Message: status >= 500 ? 'Internal error' : error.message, Model: null });
  });
}

export async function serverApiRoutes(app: FastifyInstance, options: ServerApiOptions): Promise<void> {
  await providerAuth(app, options);
  const { provider } = options;

  for (const scheme of ['charge', 'auth'] as const) {
    app.post<{ Body: TokenPaymentBody }>(`/payments/tokens/${scheme}`, { schema: { body: tokenPaymentBody, response: responses } }, async (request, reply) => {
      const body = request.body;
      return answer(
        reply,
        provider.chargeToken({
          scheme,
          amount: body.Amount,
          accountId: body.AccountId,
          token: body.Token,
          invoiceId: body.InvoiceId ?? null,
          description: body.Description ?? null,
          email: null,
        }),
      );
    });
  }

  app.post<{ Body: { TransactionId: number; Amount: number } }>(
    '/payments/confirm',
    { schema: { body: confirmBody, response: responses } },
    async (request, reply) => answer(reply, provider.confirm(request.body.TransactionId, request.body.Amount)),
  );

  app.post<{ Body: { TransactionId: number } }>('/payments/void', { schema: { body: voidBody, response: responses } }, async (request, reply) =>
    answer(reply, provider.void(request.body.TransactionId)),
  );

  app.post<{ Body: { TransactionId: number; Amount: number } }>(
    '/payments/refund',
    { schema: { body: refundBody, response: { ...responses, 200: refundEnvelope } } },
    async (request, reply) => {
      const outcome = provider.refund(request.body.TransactionId, request.body.Amount);
      if (!isRefusal(outcome)) return { Success: true, Message: null, Model: outcome };
      return reply.code(outcome.refused === 'not_found' ? 404 : 200).send({ Success: false, Message: outcome.message, Model: null });
    },
  );

  const found = (reply: FastifyReply, transaction: Transaction | undefined) =>
    transaction
      ? { Success: true, Message: null, Model: transaction }
      : reply.code(404).send({ Success: false, Message: 'Transaction not found', Model: null });

  app.get<{ Params: { transactionId: number } }>(
    '/payments/:transactionId',
    { schema: { params: transactionParams, response: responses } },
    async (request, reply) => found(reply, provider.transaction(request.params.transactionId)),
  );

  app.post<{ Body: { TransactionId: number } }>('/payments/get', { schema: { body: getBody, response: responses } }, async (request, reply) =>
    found(reply, provider.transaction(request.body.TransactionId)),
  );

  app.post<{ Body: { InvoiceId: string } }>('/payments/find', { schema: { body: findBody, response: responses } }, async (request, reply) =>
    found(reply, provider.findByInvoice(request.body.InvoiceId)),
  );

  app.post<{ Body: { Date: string; TimeZone?: string } }>(
    '/payments/list',
    { schema: { body: listBody, response: { ...responses, 200: transactionListEnvelope } } },
    async (request, reply) => {
      const transactions = provider.listDay(request.body.Date, request.body.TimeZone);
      if (!transactions) return reply.code(400).send({ Success: false, Message: 'Unknown TimeZone', Model: null });
      return { Success: true, Message: null, Model: transactions };
    },
  );
}
