import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { plans } from '../src/db/schema/index.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

type Plan = {
  code: string;
  name: { ru: string; en: string };
  description: { ru: string; en: string };
  price_type: string;
  prices: { monthly: number; annual: number };
  currency: string;
  features: Array<{ code: string; capacity_from: number; capacity_to: number | null; unit?: string }>;
  recommended?: boolean;
};

describe('GET /api/plans', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp.close());

  const getPlans = (headers: Record<string, string> = {}) => testApp.app.inject({ method: 'GET', url: '/api/plans', headers });

  it('lists the six plans free → corporate, public and cacheable', async () => {
    const response = await getPlans();

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const catalogue = response.json<{ data: Plan[] }>().data;
    expect(catalogue.map((plan) => plan.code)).toEqual(['free', 'flex', 'start', 'pro', 'premium', 'corporate']);
  });

  it('gives every plan its bilingual texts, RUB prices with annual = 10 × monthly and the four capacities', async () => {
    const catalogue = (await getPlans()).json<{ data: Plan[] }>().data;

    for (const plan of catalogue) {
      expect(Object.keys(plan).filter((key) => key !== 'recommended')).toEqual(['code', 'name', 'description', 'price_type', 'prices', 'currency', 'features']);
      expect(plan.name.ru).toMatch(/[а-яё]/i);
      expect(plan.name.en).toMatch(/^[A-Za-z ]+$/);
      expect(plan.description.ru.length).toBeGreaterThan(10);
      expect(plan.description.en.length).toBeGreaterThan(10);
      expect(plan.currency).toBe('RUB');
      expect(Number.isInteger(plan.prices.monthly)).toBe(true);
      expect(plan.prices.annual).toBe(10 * plan.prices.monthly);
      expect(plan.features.map((feature) => feature.code)).toEqual(['members', 'projects', 'kb_pages', 'storage']);
      for (const feature of plan.features) {
        expect(feature.capacity_from).toBeGreaterThanOrEqual(0);
        if (feature.capacity_to !== null) expect(feature.capacity_to).toBeGreaterThanOrEqual(feature.capacity_from);
        if (feature.code === 'storage') expect(['mb', 'gb']).toContain(feature.unit);
        else expect(feature).not.toHaveProperty('unit');
      }
    }
  });

  it('prices: free costs nothing, flex is per member, the flat plans rise with their capacities', async () => {
    const catalogue = (await getPlans()).json<{ data: Plan[] }>().data;
    const byCode = Object.fromEntries(catalogue.map((plan) => [plan.code, plan]));

    expect(byCode.free).toMatchObject({ price_type: 'monthly', prices: { monthly: 0, annual: 0 } });
    expect(byCode.free!.features).toEqual([
      { code: 'members', capacity_from: 1, capacity_to: 3 },
      { code: 'projects', capacity_from: 0, capacity_to: 2 },
      { code: 'kb_pages', capacity_from: 0, capacity_to: 50 },
      { code: 'storage', capacity_from: 0, capacity_to: 500, unit: 'mb' },
    ]);
    expect(byCode.flex).toMatchObject({ price_type: 'per_member_month', prices: { monthly: 390, annual: 3900 } });
    expect(byCode.flex!.features[0]).toEqual({ code: 'members', capacity_from: 1, capacity_to: null });

    const flat = ['start', 'pro', 'premium', 'corporate'].map((code) => byCode[code]!);
    const toBytes = (feature: Plan['features'][number]) => (feature.capacity_to === null ? Infinity : feature.capacity_to * (feature.unit === 'gb' ? 1024 : 1));
    for (let index = 1; index < flat.length; index += 1) {
      const [cheaper, dearer] = [flat[index - 1]!, flat[index]!];
      expect(dearer.price_type).toBe('monthly');
      expect(dearer.prices.monthly).toBeGreaterThan(cheaper.prices.monthly);
      dearer.features.forEach((feature, position) => expect(toBytes(feature)).toBeGreaterThan(toBytes(cheaper.features[position]!)));
    }
    expect(byCode.corporate!.features.every((feature) => feature.capacity_to === null)).toBe(true);
  });

  it('recommends exactly one plan: pro', async () => {
    const catalogue = (await getPlans()).json<{ data: Plan[] }>().data;

    expect(catalogue.filter((plan) => plan.recommended === true).map((plan) => plan.code)).toEqual(['pro']);
    expect(catalogue.filter((plan) => 'recommended' in plan)).toHaveLength(1);
  });

  it('sends a strong ETag and answers 304 to If-None-Match with it', async () => {
    const first = await getPlans();
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);

    const again = await getPlans();
    expect(again.headers.etag).toBe(etag);

    const notModified = await getPlans({ 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers.etag).toBe(etag);
    expect(notModified.headers['cache-control']).toBe('public, max-age=300');

    expect((await getPlans({ 'if-none-match': `"other", ${etag}` })).statusCode).toBe(304);
    expect((await getPlans({ 'if-none-match': '"outdated"' })).statusCode).toBe(200);
  });

  it('answers 304 with no content and no Content-Length or Content-Type announcing one, to its ETag and to *', async () => {
    const etag = (await getPlans()).headers.etag as string;

    for (const ifNoneMatch of [etag, `W/${etag}`, '*']) {
      const notModified = await getPlans({ 'if-none-match': ifNoneMatch });
      expect({ ifNoneMatch, status: notModified.statusCode }).toEqual({ ifNoneMatch, status: 304 });
      expect(notModified.rawPayload).toHaveLength(0);
      expect(notModified.headers['content-length']).toBeUndefined();
      expect(notModified.headers['content-type']).toBeUndefined();
      expect(notModified.headers.etag).toBe(etag);
    }
  });

  it('changes the ETag when the catalogue changes', async () => {
    const before = (await getPlans()).headers.etag as string;
    const client = testApp.app.db;
    await client.update(plans).set({ descriptionEn: 'Changed.' }).where(eq(plans.code, 'start'));
    try {
      const after = await getPlans({ 'if-none-match': before });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(before);
    } finally {
      await client.update(plans).set({ descriptionEn: 'For small teams moving to predictable deadlines.' }).where(eq(plans.code, 'start'));
    }
  });
});
