/**
 * The provider's server API (docs/payments.md §2): token charges, holds, capture, release, lookup.
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
    app.post<{ Body: TokenPaymentBody }>(
      `/payments/tokens/${scheme}`,
      { schema: { body: tokenPaymentBody, response: responses } },
      async (request, reply) => {
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
      },
    );
  }

  app.post<{ Body: { TransactionId: number; Amount: number } }>(
    '/payments/confirm',
    { schema: { body: confirmBody, response: responses } },
    async (request, reply) => answer(reply, provider.confirm(request.body.TransactionId, request.body.Amount)),
  );

  app.post<{ Body: { TransactionId: number } }>(
    '/payments/void',
    { schema: { body: voidBody, response: responses } },
    async (request, reply) => answer(reply, provider.void(request.body.TransactionId)),
  );

  app.get<{ Params: { transactionId: number } }>(
    '/payments/:transactionId',
    { schema: { params: transactionParams, response: responses } },
    async (request, reply) => {
      const transaction = provider.transaction(request.params.transactionId);
      if (!transaction) return reply.code(404).send({ Success: false, Message: 'Transaction not found', Model: null });
      return { Success: true, Message: null, Model: transaction };
    },
  );
}
