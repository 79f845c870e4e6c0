/**
 * The payment widget: the script merchants load (`/widget.js`), the card form page it frames
 * (`/widget/form`) and the endpoint the form posts the card to (`/widget/payments`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { validateCard } from '../cards/card-validation';
import { reasonName } from '../cards/test-cards';
import { frameAncestorsOf } from '../http/origins';
import { sendPage } from '../http/page-headers';
import { serveFiles } from '../http/static-files';
import type { Provider } from '../provider/provider';
import { languageOf, translate, type MessageKey } from './messages';
import { renderFormPage, renderProblemPage } from './form-page';
import { parseWidgetPayment } from './payment-params';

export interface WidgetOptions {
  provider: Provider;
  publicId: string;
  publicUrl: string;
  /** Folder of the browser files (widget.js, form.js, frame.js, widget.css). */
  publicDir: string;
}

const cardPaymentBody = {
  type: 'object',
  required: ['number', 'expiry', 'cvc', 'holder'],
  properties: {
    number: { type: 'string', maxLength: 40 },
    expiry: { type: 'string', maxLength: 10 },
    cvc: { type: 'string', maxLength: 10 },
    holder: { type: 'string', maxLength: 100 },
  },
} as const;

const errorSchema = {
  type: 'object',
  required: ['code', 'message'],
  properties: { code: { type: 'string' }, message: { type: 'string' }, fields: { type: 'object', additionalProperties: { type: 'string' } } },
} as const;

const resultSchema = {
  type: 'object',
  required: ['status', 'success', 'code', 'transactionId', 'acsUrl'],
  properties: {
    status: { type: 'string', enum: ['Completed', 'Authorized', 'Declined', 'AwaitingAuthentication'] },
    success: { type: 'boolean' },
    code: { type: 'integer' },
    reason: { type: ['string', 'null'] },
    transactionId: { type: 'integer' },
    acsUrl: { type: ['string', 'null'] },
  },
} as const;

export async function widgetRoutes(app: FastifyInstance, options: WidgetOptions): Promise<void> {
  const { provider } = options;
  const widgetScript = readFileSync(join(options.publicDir, 'widget.js'), 'utf8').replace('__SANDBOX_ORIGIN__', JSON.stringify(options.publicUrl));

  app.get('/widget.js', async (_request, reply) =>
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('x-content-type-options', 'nosniff')
      .send(widgetScript),
  );

  serveFiles(app, options.publicDir, '/widget/assets', ['form.js', 'frame.js', 'widget.css']);

  app.get<{ Querystring: Record<string, string> }>('/widget/form', async (request, reply) => {
    const payment = parseWidgetPayment(request.query);
    const language = languageOf(request.query.language);
    if (!payment) return sendPage(reply, 400, renderProblemPage(language, 'bad_request'), { frameAncestors: '*' });
    if (payment.publicId !== options.publicId) return sendPage(reply, 401, renderProblemPage(language, 'unknown_merchant'), { frameAncestors: '*' });
    return sendPage(reply, 200, renderFormPage(payment), { frameAncestors: frameAncestorsOf(payment.parentOrigin, payment.ancestorOrigins) });
  });

  app.post<{ Body: Record<string, unknown> & { number: string; expiry: string; cvc: string; holder: string } }>(
    '/widget/payments',
    { schema: { body: cardPaymentBody, response: { 200: resultSchema, 400: errorSchema, 401: errorSchema, 422: errorSchema } } },
    async (request, reply) => {
      const payment = parseWidgetPayment(request.body);
      const language = languageOf(request.body.language);
      if (!payment) return reply.code(400).send({ code: 'invalid_request', message: translate(language, 'bad_request') });
      if (payment.publicId !== options.publicId) return reply.code(401).send({ code: 'unknown_public_id', message: translate(language, 'unknown_merchant') });
      const checked = validateCard(request.body);
      if ('errors' in checked) {
        const fields = Object.fromEntries(Object.entries(checked.errors).map(([name, key]) => [name, translate(language, key as MessageKey)]));
        return reply.code(422).send({ code: 'invalid_card', message: Object.values(fields)[0], fields });
      }
      const { transaction, acsUrl } = await provider.payWithCard(payment, checked.card);
      const success = transaction.Status === 'Completed' || transaction.Status === 'Authorized';
      return {
        status: transaction.Status,
        success,
        code: transaction.ReasonCode,
        reason: transaction.Status === 'Declined' ? reasonName(transaction.ReasonCode) : null,
        transactionId: transaction.TransactionId,
        acsUrl,
      };
    },
  );
}
