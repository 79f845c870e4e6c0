import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { toCardResponse, unlinkCard } from '../cards.js';
import { subscriptionsPaidWith } from '../repository/card-subscriptions-repository.js';
import { findUserCard, listUserCards } from '../repository/user-cards-repository.js';
import { AppError } from '../../../errors/app-error.js';
import { commonErrorResponses, errorResponse } from '../../../errors/error-response.js';
import { requireAuth } from '../../../plugins/app/auth.js';
import { bearerAuth, CardList, CardResponse, CardUuidParams, isUuid } from '@stepwise/contracts';

function cardNotFound(): AppError {
  return new AppError(404, 'not_found', 'Card not found');
}

/** /api/cards/… */
const cardsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      prefixTrailingSlash: 'no-slash',
      onRequest: app.authenticate,
      schema: {
        summary: "The signed-in user's linked cards, newest first",
        tags: ['cards'],
        security: bearerAuth,
        response: {
          200: CardList,
          401: errorResponse('unauthorized'),
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const rows = await listUserCards(app.db, user.id);
      const paid = await subscriptionsPaidWith(
        app.db,
        rows.map((card) => card.uuid),
      );
      return { data: rows.map((card) => toCardResponse(card, paid.get(card.uuid) ?? [])) };
    },
  );

  app.get(
    '/:uuid',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'One linked card of the signed-in user',
        tags: ['cards'],
        security: bearerAuth,
        params: CardUuidParams,
        response: {
          200: CardResponse,
          401: errorResponse('unauthorized'),
          404: errorResponse("not_found: no such card, another user's, unlinked, or not a uuid"),
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const { uuid } = request.params;
      const card = isUuid(uuid) ? await findUserCard(app.db, user.id, uuid) : undefined;
      if (!card) throw cardNotFound();
      const paid = await subscriptionsPaidWith(app.db, [card.uuid]);
      return toCardResponse(card, paid.get(card.uuid) ?? []);
    },
  );

  app.delete(
    '/:uuid',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Unlink a card',
        description:
          'The card is no longer shown or charged; subscriptions paid with it lose it and cannot renew ' + 'automatically. The unlinking is recorded.',
        tags: ['cards'],
        security: bearerAuth,
        params: CardUuidParams,
        response: {
          204: Type.Null({ description: 'Unlinked' }),
          401: errorResponse('unauthorized'),
          404: errorResponse("not_found: no such card, another user's, already unlinked, or not a uuid"),
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const { user } = requireAuth(request);
      const { uuid } = request.params;
      const unlinked = isUuid(uuid) && (await unlinkCard(app.db, user.id, uuid, app.clock.now()));
      if (!unlinked) throw cardNotFound();
      return reply.code(204).send(null);
    },
  );
};

export default cardsRoutes;
