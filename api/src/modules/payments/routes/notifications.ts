import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { AppError } from '../../../errors/app-error.js';
import { commonErrorResponses, errorResponse } from '../../../errors/error-response.js';
import { isValidNotificationSignature } from '../notification-signature.js';
import { handleNotification, notificationKinds } from '../notifications.js';
import { paymentsDeps } from '../payments-deps.js';

/** The body as it arrived (the signature covers exactly these bytes) and its fields. */
interface RawForm {
  raw: string;
  fields: Record<string, string>;
}

const NOTIFICATION_BODY_LIMIT = 64 * 1024;

function parseForm(raw: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(raw));
}

function parseJsonFields(raw: string): Record<string, string> {
  const parsed: unknown = JSON.parse(raw);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  return Object.fromEntries(
    Object.entries(parsed as Record<string, unknown>)
      .filter(([, value]) => value !== null && value !== undefined)
      .map(([key, value]) => [key, String(value)]),
  );
}

/**
 * POST /api/payment/notifications/:kind — the provider's calls (docs/payments.md §2). No Bearer token:
 * the Content-HMAC signature of the raw body authenticates them. The body parsers registered here
 * keep the raw string and apply to this plugin's route only.
 */
const notificationsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.removeContentTypeParser(['application/json']);
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: NOTIFICATION_BODY_LIMIT },
    (_request: FastifyRequest, body: string, done: (error: Error | null, value?: RawForm) => void) => {
      done(null, { raw: body, fields: parseForm(body) });
    },
  );
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: NOTIFICATION_BODY_LIMIT },
    (_request: FastifyRequest, body: string, done: (error: Error | null, value?: RawForm) => void) => {
      try {
        done(null, { raw: body, fields: parseJsonFields(body) });
      } catch {
        done(new AppError(400, 'invalid_json', 'Request body is not valid JSON'));
      }
    },
  );

  app.post(
    '/notifications/:kind',
    {
      schema: {
        summary: 'A notification of the card provider',
        description:
          'Signed with Content-HMAC = base64(HMAC-SHA256(api secret, raw body)), and confirmed with the provider’s ' +
          'own record of the transaction (payments/get) before anything is done. Answered 200 {code: 0} once handled, ' +
          'also when repeated (deduplicated by TransactionId and kind) and when the capture it reports was not accepted ' +
          'and has been voided or refunded; a non-zero code refuses it (10 unknown InvoiceId, 11 AccountId mismatch, ' +
          '12 Amount mismatch of a challenge or failure, 13 not acceptable: the provider’s record disagrees).',
        tags: ['payments'],
        params: Type.Object({ kind: Type.Enum(notificationKinds) }),
        response: {
          200: Type.Object({ code: Type.Integer() }, { title: 'NotificationAnswer' }),
          400: errorResponse('validation_failed: unknown kind; bad_request: no body'),
          401: errorResponse('invalid_signature'),
          502: errorResponse('payment_provider_unavailable: the transaction could not be looked up; the provider retries'),
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const body = request.body as RawForm | undefined;
      if (!body || typeof body.raw !== 'string') throw new AppError(400, 'bad_request', 'The notification has no body');
      const header = request.headers['content-hmac'] ?? request.headers['x-content-hmac'];
      const signature = Array.isArray(header) ? header[0] : header;
      if (!isValidNotificationSignature(app.config.payments.apiSecret, body.raw, signature)) {
        throw new AppError(401, 'invalid_signature', 'The notification signature is missing or wrong');
      }
      const code = await handleNotification(paymentsDeps(app), request.params.kind, body.fields, body.raw);
      return { code };
    },
  );
};

export default notificationsRoute;
