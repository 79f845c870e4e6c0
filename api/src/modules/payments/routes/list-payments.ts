import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { commonErrorResponses, errorResponse } from '../../../errors/error-response.js';
import { listUserPayments } from '../repository/payment-list-repository.js';
import { requireAuth } from '../../../plugins/app/auth.js';
import { assertValid, type FieldCode } from '../../../validation/field-codes.js';
import { bearerAuth, pageMeta, PaymentList, PAYMENTS_PER_PAGE, PaymentsQuery } from '@stepwise/contracts';

/** A page number beyond what JavaScript counts exactly is not one. */
function pageProblem(page: unknown): FieldCode | undefined {
  return typeof page === 'string' && !Number.isSafeInteger(Number(page)) ? 'invalid' : undefined;
}

/** GET /api/payments */
const paymentsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/payments',
    {
      onRequest: app.authenticate,
      attachValidation: true,
      schema: {
        summary: "The signed-in user's payments, newest first, paged",
        description: `${PAYMENTS_PER_PAGE} per page; a page past the end has no data (meta still describes the list).`,
        tags: ['payments'],
        security: bearerAuth,
        querystring: PaymentsQuery,
        response: {
          200: PaymentList,
          400: errorResponse('validation_failed (fields.page = invalid): page is not a positive integer'),
          401: errorResponse('unauthorized'),
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const query = request.query as Record<string, unknown>;
      assertValid(request, { page: pageProblem(query.page) });
      const page = request.query.page === undefined ? 1 : Number(request.query.page);
      const { payments, total } = await listUserPayments(app.db, user.id, page);
      return { data: payments, meta: pageMeta(page, PAYMENTS_PER_PAGE, total) };
    },
  );
};

export default paymentsRoutes;
