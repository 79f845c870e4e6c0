/**
 * Sandbox-only helpers (no real provider has them), behind the same Basic auth: save a card for an
 * account without a widget payment, or swap the card behind a token, so that tests can make a saved
 * card fail later (a renewal declined for insufficient funds, for instance).
 */
import type { FastifyInstance } from 'fastify';
import { cardTypeOf, digitsOf, passesLuhn, type CardType } from '../cards/test-cards';
import type { SandboxStore, SavedCard } from '../provider/store';
import { providerAuth } from './server-api-routes';
import { envelope, errorEnvelope, replaceCardBody, savedCardSchema, testTokenBody } from './schemas';

export interface TestTokenOptions {
  store: SandboxStore;
  publicId: string;
  apiSecret: string;
}

const responses = { 200: envelope(savedCardSchema), 400: errorEnvelope, 401: errorEnvelope, 404: errorEnvelope };

function model(saved: SavedCard) {
  return {
    Token: saved.token,
    AccountId: saved.accountId,
    CardFirstSix: saved.digits.slice(0, 6),
    CardLastFour: saved.digits.slice(-4),
    CardType: saved.type,
    CardExpDate: saved.expDate,
  };
}

function card(number: string, expDate: string | undefined): { digits: string; type: CardType; expDate: string } | null {
  const digits = digitsOf(number);
  const type = cardTypeOf(digits);
  if (!passesLuhn(digits) || type === null) return null;
  return { digits, type, expDate: expDate ?? `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}` };
}

export async function testTokenRoutes(app: FastifyInstance, options: TestTokenOptions): Promise<void> {
  await providerAuth(app, options);

  app.post<{ Body: { AccountId: string; CardNumber: string; CardExpDate?: string } }>(
    '/test/tokens',
    { schema: { body: testTokenBody, response: responses } },
    async (request, reply) => {
      const parsed = card(request.body.CardNumber, request.body.CardExpDate);
      if (!parsed) return reply.code(400).send({ Success: false, Message: 'CardNumber is not a valid card number', Model: null });
      return { Success: true, Message: null, Model: model(options.store.tokenFor(request.body.AccountId, parsed)) };
    },
  );

  app.put<{ Params: { token: string }; Body: { CardNumber: string; CardExpDate?: string } }>(
    '/test/tokens/:token',
    { schema: { body: replaceCardBody, response: responses } },
    async (request, reply) => {
      const current = options.store.savedCard(request.params.token);
      if (!current) return reply.code(404).send({ Success: false, Message: 'Token not found', Model: null });
      const parsed = card(request.body.CardNumber, request.body.CardExpDate ?? current.expDate);
      if (!parsed) return reply.code(400).send({ Success: false, Message: 'CardNumber is not a valid card number', Model: null });
      const saved = options.store.replaceCard(request.params.token, parsed);
      return { Success: true, Message: null, Model: saved ? model(saved) : null };
    },
  );
}
