import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { cardEvents, cards, type CardBrand } from '../../src/db/schema/index.js';
import { activeUser, bearer, type RegisteredUser } from '../helpers/auth.js';
import { MINUTE } from '../helpers/clock.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

type User = RegisteredUser & { user: { id: number } };

describe('cards', () => {
  let testApp: TestApp;
  let owner: User;
  let other: User;
  beforeAll(async () => {
    testApp = await startTestApp();
    owner = await activeUser(testApp);
    other = await activeUser(testApp);
  });
  afterAll(() => testApp.close());

  /** Cards are saved by the payment flow (billing); here they are written directly. */
  async function saveCard(userId: number, brand: CardBrand, last4: string, extra: Partial<typeof cards.$inferInsert> = {}) {
    testApp.clock.advance(MINUTE);
    const [card] = await testApp.app.db
      .insert(cards)
      .values({
        userId,
        providerToken: `tok_${randomUUID()}`,
        brand,
        last4,
        expMonth: 7,
        expYear: 2029,
        createdAt: testApp.clock.now(),
        ...extra,
      })
      .returning();
    return card!;
  }

  const request = (method: 'GET' | 'DELETE', url: string, token: string) => testApp.app.inject({ method, url, headers: bearer(token) });

  it('lists the user’s linked cards, newest first, without the provider token', async () => {
    const visa = await saveCard(owner.user.id, 'visa', '4242', { expMonth: 1, expYear: 2030 });
    const mir = await saveCard(owner.user.id, 'mir', '0005');
    await saveCard(owner.user.id, 'mastercard', '5454', { deletedAt: testApp.clock.now() });
    await saveCard(other.user.id, 'visa', '1111');

    const response = await request('GET', '/api/cards', owner.token);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [
        { uuid: mir.uuid, brand: 'mir', last4: '0005', exp_month: 7, exp_year: 2029, subscriptions: [] },
        { uuid: visa.uuid, brand: 'visa', last4: '4242', exp_month: 1, exp_year: 2030, subscriptions: [] },
      ],
    });
    expect(response.body).not.toContain('tok_');
  });

  it('shows one of the user’s cards; another user’s, an unlinked, an unknown or a malformed uuid → 404', async () => {
    const mine = await saveCard(owner.user.id, 'unknown', '9876');
    const unlinked = await saveCard(owner.user.id, 'visa', '1212', { deletedAt: testApp.clock.now() });
    const theirs = await saveCard(other.user.id, 'mastercard', '3434');

    const response = await request('GET', `/api/cards/${mine.uuid}`, owner.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ uuid: mine.uuid, brand: 'unknown', last4: '9876', exp_month: 7, exp_year: 2029, subscriptions: [] });
    expect((await request('GET', `/api/cards/${mine.uuid.toUpperCase()}`, owner.token)).json().uuid).toBe(mine.uuid);

    for (const uuid of [theirs.uuid, unlinked.uuid, randomUUID(), 'not-a-uuid', '123', `${mine.uuid}0`]) {
      const notFound = await request('GET', `/api/cards/${uuid}`, owner.token);
      expect({ uuid, status: notFound.statusCode, body: notFound.json() }).toEqual({
        uuid,
        status: 404,
        body: { code: 'not_found', message: 'Card not found' },
      });
    }
  });

  it('unlinks a card: 204, kept but hidden from then on, the unlinking recorded', async () => {
    const card = await saveCard(owner.user.id, 'visa', '4000');

    const response = await request('DELETE', `/api/cards/${card.uuid}`, owner.token);

    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const now = testApp.clock.now();
    const [row] = await testApp.app.db.select().from(cards).where(eq(cards.uuid, card.uuid));
    expect(row).toMatchObject({ uuid: card.uuid, deletedAt: now, providerToken: card.providerToken });
    expect(await testApp.app.db.select().from(cardEvents).where(eq(cardEvents.cardUuid, card.uuid))).toEqual([
      { id: expect.any(Number), cardUuid: card.uuid, userId: owner.user.id, event: 'unlinked', detachedSubscriptions: [], at: now },
    ]);

    expect((await request('GET', `/api/cards/${card.uuid}`, owner.token)).statusCode).toBe(404);
    const listed = (await request('GET', '/api/cards', owner.token)).json<{ data: Array<{ uuid: string }> }>().data;
    expect(listed.map((listedCard) => listedCard.uuid)).not.toContain(card.uuid);
    // Unlinking again finds nothing to unlink, and records nothing.
    expect((await request('DELETE', `/api/cards/${card.uuid}`, owner.token)).statusCode).toBe(404);
    expect(await testApp.app.db.select().from(cardEvents).where(eq(cardEvents.cardUuid, card.uuid))).toHaveLength(1);
  });

  it('cannot unlink another user’s card, an unknown one or a malformed uuid (404, nothing changes)', async () => {
    const theirs = await saveCard(other.user.id, 'visa', '5656');

    for (const uuid of [theirs.uuid, randomUUID(), 'nope']) {
      const response = await request('DELETE', `/api/cards/${uuid}`, owner.token);
      expect({ uuid, status: response.statusCode, code: response.json().code }).toEqual({ uuid, status: 404, code: 'not_found' });
    }
    const [row] = await testApp.app.db.select().from(cards).where(eq(cards.uuid, theirs.uuid));
    expect(row!.deletedAt).toBeNull();
    expect(await testApp.app.db.select().from(cardEvents).where(eq(cardEvents.cardUuid, theirs.uuid))).toEqual([]);
    expect((await request('GET', `/api/cards/${theirs.uuid}`, other.token)).statusCode).toBe(200);
  });

  it('two simultaneous unlinks of one card: one 204, one 404, one event', async () => {
    const card = await saveCard(owner.user.id, 'mastercard', '7777');

    const responses = await Promise.all([request('DELETE', `/api/cards/${card.uuid}`, owner.token), request('DELETE', `/api/cards/${card.uuid}`, owner.token)]);

    expect(responses.map((response) => response.statusCode).sort()).toEqual([204, 404]);
    expect(await testApp.app.db.select().from(cardEvents).where(eq(cardEvents.cardUuid, card.uuid))).toHaveLength(1);
  });

  it('every card route needs a token', async () => {
    const uuid = randomUUID();
    for (const [method, url] of [
      ['GET', '/api/cards'],
      ['GET', `/api/cards/${uuid}`],
      ['DELETE', `/api/cards/${uuid}`],
    ] as const) {
      const response = await testApp.app.inject({ method, url });
      expect({ method, url, status: response.statusCode }).toEqual({ method, url, status: 401 });
    }
  });
});
