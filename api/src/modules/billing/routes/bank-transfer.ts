import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { bankTransferFormProperties, PostalAddressInput, validateBankTransferForm } from '../../bank-transfer/index.js';
import { createInvoice, renderPaymentInvoice } from '../bank-transfers.js';
import { startCheckout } from '../checkout.js';
import { validationFailed } from '../../../errors/app-error.js';
import { commonErrorResponses, errorResponse } from '../../../errors/error-response.js';
import { requireActiveUser, requireAuth } from '../../../plugins/app/auth.js';
import { keyedRateLimit } from '../../../rate-limits.js';
import { bodyRecord, fieldCodes } from '../../../validation/field-codes.js';
import { BankTransferResult, bearerAuth, CheckoutFields, isUuid, PaymentUuidParams } from '@stepwise/contracts';
import { findUserPayment, paymentNotFound, toPaymentDetail } from '../../payments/index.js';

const BankTransferBody = Type.Object({
  ...CheckoutFields,
  ...bankTransferFormProperties,
  mailAddress: Type.Optional(
    Type.Union([PostalAddressInput, Type.Null()], { description: 'The mail address; null (or mailSameAsLegal) when it is the legal one' }),
  ),
});

const checkoutFieldNames = new Set(Object.keys(CheckoutFields));

export function invoiceUrl(paymentUuid: string): string {
  return `/api/payment/${paymentUuid}/invoice.pdf`;
}

/** POST /api/payment/bank-transfer, GET /api/payment/:uuid/invoice.pdf */
const bankTransferRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limit = keyedRateLimit(app, 'bank-transfer', app.config.rateLimits.bankTransferPerUser);

  app.post(
    '/bank-transfer',
    {
      onRequest: app.authenticate,
      attachValidation: true,
      schema: {
        summary: 'Pay by bank transfer: a pending payment with an invoice',
        description:
          'The company’s details are checked (docs/payments.md §6) and every bad field is reported with its code: ' +
          'required, invalid, too_long, itn_invalid, iec_invalid, iec_not_applicable, zipcode_invalid, phone_invalid. ' +
          'An operator confirms the transfer once it arrives. Repeating the idempotency_key returns the same payment (200).',
        tags: ['payments'],
        security: bearerAuth,
        body: BankTransferBody,
        response: {
          200: { ...BankTransferResult, description: 'The payment this idempotency_key already created' },
          201: BankTransferResult,
          400: errorResponse('validation_failed with a code per field (fields.mailAddress.city for the mail address)'),
          401: errorResponse('unauthorized'),
          403: errorResponse('forbidden: not an admin of the workspace; activation_required'),
          404: errorResponse('not_found: no such workspace, or the user is not a member'),
          422: errorResponse('plan_not_payable: the free plan'),
          429: errorResponse('rate_limited'),
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const { user } = requireActiveUser(request);
      const body = bodyRecord(request);
      const schemaError = request.validationError;
      const schemaFields = schemaError?.validation ? fieldCodes(schemaError.validation, 'body') : {};
      const checkoutProblems = Object.fromEntries(Object.entries(schemaFields).filter(([field]) => checkoutFieldNames.has(field)));
      // The client's `mailAddress: null` means "the same as the legal address".
      const form = validateBankTransferForm(body.mailAddress === null && body.mailSameAsLegal === undefined ? { ...body, mailSameAsLegal: true } : body);
      const problems = { ...(form.ok ? {} : form.fields), ...checkoutProblems };
      if (Object.keys(problems).length > 0 || !form.ok) throw validationFailed(problems);
      await limit(request, String(user.id));

      const { payment, created } = await startCheckout(
        app,
        {
          userId: user.id,
          workspaceId: request.body.workspace_id,
          plan: request.body.plan,
          period: request.body.price_type,
          idempotencyKey: request.body.idempotency_key,
          method: 'bank_transfer',
        },
        async (tx, opened, isNew) => {
          if (isNew) await createInvoice(tx, opened, form.value, app.clock.now());
        },
      );
      return reply.code(created ? 201 : 200).send({ payment: await toPaymentDetail(app.db, app.config, payment), invoice_url: invoiceUrl(payment.uuid) });
    },
  );

  app.get(
    '/:uuid/invoice.pdf',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'The invoice of one of the user’s bank-transfer payments (PDF, Russian)',
        tags: ['payments'],
        security: bearerAuth,
        params: PaymentUuidParams,
        produces: ['application/pdf'],
        response: {
          200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'application/pdf, an attachment named after the invoice number' }),
          401: errorResponse('unauthorized'),
          404: errorResponse("not_found: no such payment, another user's, or not paid by bank transfer"),
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const { user } = requireAuth(request);
      const { uuid } = request.params;
      const payment = isUuid(uuid) ? await findUserPayment(app.db, user.id, uuid) : undefined;
      const invoice = payment && (await renderPaymentInvoice(app.db, payment));
      if (!invoice) throw paymentNotFound();
      const asciiName = `invoice-${invoice.number.replace(/^\D+/, '')}.pdf`;
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(`${invoice.number}.pdf`)}`)
        .send(invoice.pdf);
    },
  );
};

export default bankTransferRoutes;
