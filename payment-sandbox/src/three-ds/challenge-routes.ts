/**
 * 3-D Secure challenge at `/3ds/:transactionId` (the `AcsUrl`). Inside the widget (`?parent=<origin>`)
 * the outcome is posted to the page that opened the widget; top-level with `?return=<url>` (resuming
 * an interrupted challenge) the browser is sent back to `return` once the payment is over.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ancestorOriginList, exactOrigin, frameAncestorsOf, httpOrigin, returnUrl } from '../http/origins';
import { sendPage } from '../http/page-headers';
import { isRefusal, type Provider } from '../provider/provider';
import type { Transaction } from '../provider/transaction';
import { languageOf } from '../widget/messages';
import { renderChallengePage, renderMessagePage, renderResultPage, type ChallengeContext } from './challenge-pages';

type ChallengeQuery = { parent?: string; ancestors?: string; return?: string; lang?: string };

/** The language asked for, else the widget's, else Russian. */
function contextOf(input: ChallengeQuery, widgetLanguage: string | null): ChallengeContext {
  return {
    language: languageOf(input.lang || widgetLanguage),
    parent: exactOrigin(input.parent),
    ancestors: ancestorOriginList(input.ancestors),
    returnTo: returnUrl(input.return),
  };
}

function policy(context: ChallengeContext) {
  const returnOrigin = httpOrigin(context.returnTo);
  return { frameAncestors: context.parent ? frameAncestorsOf(context.parent, context.ancestors) : "'none'", formActions: returnOrigin ? [returnOrigin] : [] };
}

function finished(reply: FastifyReply, transaction: Transaction, context: ChallengeContext): FastifyReply {
  if (context.returnTo) return reply.header('cache-control', 'no-store').redirect(context.returnTo, 303);
  return sendPage(reply, 200, renderResultPage(transaction, context), policy(context));
}

const params = { type: 'object', required: ['transactionId'], properties: { transactionId: { type: 'integer', minimum: 1 } } } as const;

export async function challengeRoutes(app: FastifyInstance, options: { provider: Provider }): Promise<void> {
  const { provider } = options;

  app.get<{ Params: { transactionId: number }; Querystring: ChallengeQuery }>('/3ds/:transactionId', { schema: { params } }, async (request, reply) => {
    const context = contextOf(request.query, provider.languageOf(request.params.transactionId));
    const transaction = provider.transaction(request.params.transactionId);
    if (!transaction) return sendPage(reply, 404, renderMessagePage(context.language, 'challenge_not_found', null), policy(context));
    if (transaction.Status !== 'AwaitingAuthentication') return finished(reply, transaction, context);
    return sendPage(reply, 200, renderChallengePage(transaction, context), policy(context));
  });

  app.post<{ Params: { transactionId: number }; Body: ChallengeQuery & { code?: string } }>(
    '/3ds/:transactionId',
    { schema: { params } },
    async (request, reply) => {
      const body = request.body ?? {};
      const context = contextOf(body, provider.languageOf(request.params.transactionId));
      const outcome = await provider.completeChallenge(request.params.transactionId, typeof body.code === 'string' ? body.code : '');
      if (isRefusal(outcome)) {
        const transaction = provider.transaction(request.params.transactionId);
        if (!transaction) return sendPage(reply, 404, renderMessagePage(context.language, 'challenge_not_found', null), policy(context));
        return finished(reply, transaction, context);
      }
      return finished(reply, outcome, context);
    },
  );
}
