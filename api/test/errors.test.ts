import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Type } from 'typebox';
import { AppError } from '../src/errors/app-error.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

const SECRET = 'password=hunter2 at db.internal:5432';

function expectNoInternals(payload: string) {
  expect(payload).not.toContain('hunter2');
  expect(payload).not.toMatch(/\bat .+:\d+:\d+/); // stack frame
  expect(payload).not.toContain('stack');
}

describe('error responses', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({
      extend: (app) => {
        app.post(
          '/api/test/signup',
          {
            schema: {
              body: Type.Object(
                {
                  email: Type.String({ format: 'email' }),
                  name: Type.String({ minLength: 1 }),
                  lang: Type.Union([Type.Literal('ru'), Type.Literal('en')]),
                  address: Type.Optional(Type.Object({ city: Type.String() })),
                },
                { additionalProperties: false },
              ),
            },
          },
          async (request) => ({ email: request.body.email }),
        );
        app.get('/api/test/boom', async () => {
          throw new Error(`could not connect: ${SECRET}`);
        });
        app.get('/api/test/conflict', async () => {
          throw new AppError(409, 'email_taken', 'This email is already registered', { email: 'is taken' });
        });
        app.get('/api/test/limited', { config: { rateLimit: { max: 1, timeWindow: '1 minute' } } }, async () => ({
          ok: true,
        }));
      },
    });
  });
  afterAll(() => testApp.close());

  it('malformed JSON → 400 invalid_json', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.c",',
    });

    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ code: 'invalid_json', message: expect.any(String) });
    expectNoInternals(response.payload);
  });

  it('empty JSON body → 400 invalid_json', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/signup',
      headers: { 'content-type': 'application/json' },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_json' });
  });

  it('schema violations → 400 validation_failed with a code per field', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/signup',
      payload: { email: 'not-an-email', lang: 'de', address: {}, admin: true },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'validation_failed',
      message: 'Request validation failed',
      fields: {
        email: 'invalid',
        name: 'required',
        lang: 'invalid',
        'address.city': 'required',
        admin: 'invalid',
      },
    });
  });

  it('a body that is not an object → validation_failed on the body itself', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/test/signup', payload: [1, 2] });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', fields: { body: 'invalid' } });
  });

  it('body over the limit → 413 payload_too_large', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/signup',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 1) }),
    });

    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 'payload_too_large', message: expect.any(String) });
  });

  it('unsupported content type → 415 unsupported_media_type', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/signup',
      headers: { 'content-type': 'application/xml' },
      payload: '<signup/>',
    });

    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ code: 'unsupported_media_type', message: expect.any(String) });
  });

  it.each(['GET', 'POST', 'DELETE'] as const)('unknown route (%s) → 404 not_found', async (method) => {
    const response = await testApp.app.inject({ method, url: '/api/no-such-thing' });

    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ code: 'not_found', message: expect.any(String) });
  });

  it('malformed URL → 400 in the same shape', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/%zz' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'bad_request', message: expect.any(String) });
  });

  it('an unexpected error → 500 internal_error; the real error only reaches the log', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/boom' });

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 'internal_error', message: expect.any(String) });
    expect(response.payload).not.toContain('could not connect');
    expectNoInternals(response.payload);

    const logged = testApp.logs.find((record) => record.msg === 'request failed');
    expect(logged).toMatchObject({
      level: 50,
      err: { message: expect.stringContaining('could not connect'), stack: expect.any(String) },
    });
  });

  it('an AppError reaches the caller as thrown', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/conflict' });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'email_taken',
      message: 'This email is already registered',
      fields: { email: 'is taken' },
    });
  });

  it('a route over its rate limit → 429 rate_limited with Retry-After', async () => {
    const first = await testApp.app.inject({ method: 'GET', url: '/api/test/limited' });
    const second = await testApp.app.inject({ method: 'GET', url: '/api/test/limited' });

    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(0);
    expect(second.json()).toEqual({ code: 'rate_limited', message: expect.stringMatching(/^Too many requests/) });
  });

  it('routes without a rate limit are not limited', async () => {
    for (let i = 0; i < 5; i += 1) {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
    }
  });
});
