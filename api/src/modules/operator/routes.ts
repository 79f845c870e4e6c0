import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { confirmBankTransfer, type BillingDeps } from '../billing/index.js';
import { AppError } from '../../errors/app-error.js';
import { commonErrorResponses, errorResponse } from '../../errors/error-response.js';

const ConfirmResponse = Type.Object(
  {
    status: Type.Enum(['confirmed', 'already_confirmed'] as const),
    invoice_number: Type.String(),
    payment: Type.String({ format: 'uuid' }),
    subscription: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
    message: Type.String(),
  },
  { title: 'BankTransferConfirmation' },
);

/** Compares digests, so neither the token's content nor its length leaks through timing. */
function sameToken(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export interface OperatorRoutesOptions {
  /** What the routes act with: the public app's database, provider, mailer and clock. */
  deps: BillingDeps;
  token: string;
}

/**
 * /api/operator/… — for the people running Stepwise, with `Authorization: Bearer $OPERATOR_TOKEN`.
 * Served only by the operator listener (src/operator-app.ts), never by the public API.
 */
const operatorRoutes: FastifyPluginAsyncTypebox<OperatorRoutesOptions> = async (app, { deps, token }) => {
  async function requireOperator(request: FastifyRequest): Promise<void> {
    const match = /^Bearer +(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    if (!match || !sameToken(match[1]!, token)) {
      throw new AppError(401, 'unauthorized', 'The operator token is missing or wrong', undefined, {
        headers: { 'www-authenticate': 'Bearer' },
      });
    }
  }

  app.post(
    '/bank-transfers/:number/confirm',
    {
      onRequest: requireOperator,
      schema: {
        summary: 'Confirm that a bank transfer arrived: the payment is charged and the subscription active',
        description: 'Confirming twice changes nothing (status already_confirmed). Only on the operator listener (OPERATOR_PORT).',
        tags: ['operator'],
        security: [{ bearerAuth: [] }],
        params: Type.Object({ number: Type.String({ description: 'Invoice number, e.g. СЧ-2026-000001 (SCH-2026-1 also reads)' }) }),
        response: {
          200: ConfirmResponse,
          401: errorResponse('unauthorized: not the operator token'),
          404: errorResponse('not_found: no such invoice'),
          409: errorResponse('not_confirmable: the payment is no longer pending'),
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const result = await confirmBankTransfer(deps, request.params.number);
      if (result.status === 'not_found') throw new AppError(404, 'not_found', 'No such invoice');
      if (result.status === 'not_confirmable') {
        throw new AppError(409, 'not_confirmable', `The payment of ${result.number} is ${result.paymentStatus}`);
      }
      request.log.info({ invoice: result.number, payment: result.payment, status: result.status }, 'bank transfer confirmed');
      return {
        status: result.status,
        invoice_number: result.number,
        payment: result.payment,
        subscription: result.subscription,
        message:
          result.status === 'confirmed' ? `${result.number}: payment charged, subscription active` : `${result.number} was confirmed already; nothing changed`,
      };
    },
  );
};

export default operatorRoutes;
