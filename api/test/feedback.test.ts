import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { defaultRateLimits } from '../src/config.js';
import { feedback } from '../src/db/schema/index.js';
import { uniqueEmail } from './helpers/auth.js';
import { startTestApp, TEST_SUPPORT_EMAIL, type TestApp } from './helpers/test-app.js';

const MESSAGE = 'Hello! How do sprints work on the Pro plan?';

function body(overrides: Record<string, unknown> = {}) {
  return { name: 'Ada Lovelace', email: uniqueEmail('sender'), message: MESSAGE, ...overrides };
}

describe('POST /api/feedback', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp.close());

  const send = (payload: unknown, headers: Record<string, string> = {}, remoteAddress?: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: payload as object,
      headers,
      ...(remoteAddress && { remoteAddress }),
    });

  async function storedRow(id: number) {
    const [row] = await testApp.app.db.select().from(feedback).where(eq(feedback.id, id));
    return row!;
  }

  it('stores the message (trimmed) with language, IP and browser, mails support in the sender’s language → 201 { id }', async () => {
    const sender = uniqueEmail('anna');
    const response = await send(
      { name: '  Анна Каренина ', email: ` ${sender} `, message: `  ${'Сколько стоит тариф Про для 12 человек?'}\n\nСпасибо!  ` },
      { 'accept-language': 'ru-RU,ru;q=0.9', 'user-agent': 'Mozilla/5.0 (test)' },
      '203.0.113.7',
    );

    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: number }>();
    expect(response.json()).toEqual({ id: expect.any(Number) });

    const row = await storedRow(id);
    expect(row).toMatchObject({
      name: 'Анна Каренина',
      email: sender,
      message: 'Сколько стоит тариф Про для 12 человек?\n\nСпасибо!',
      lang: 'ru',
      ip: '203.0.113.7',
      userAgent: 'Mozilla/5.0 (test)',
      createdAt: testApp.clock.now(),
      mailedAt: testApp.clock.now(),
    });

    const mail = testApp.mail.last(TEST_SUPPORT_EMAIL);
    expect(mail.from).toBe('Stepwise <no-reply@stepwise.app>');
    expect(mail.replyTo).toEqual({ name: 'Анна Каренина', address: sender });
    // Headers as sent, long ones unfolded.
    const headers = mail.raw.split('\r\n\r\n')[0]!.replace(/\r\n[ \t]+/g, ' ');
    expect(headers).toMatch(new RegExp(`^Reply-To: =\\?UTF-8\\?B\\?[^ ]+\\?= <${sender}>$`, 'im'));
    expect(mail.subject).toBe('Stepwise: сообщение с сайта от Анна Каренина');
    expect(mail.html).toContain('<html lang="ru">');
    expect(mail.text).toContain(`№ ${id}`);
    expect(mail.text).toContain(`Email: ${sender}`);
    expect(mail.text).toContain('Язык: русский');
    expect(mail.text).toContain('> Сколько стоит тариф Про для 12 человек?\n>\n> Спасибо!');
    expect(mail.html).toContain('Сколько стоит тариф Про для 12 человек?\n\nСпасибо!</blockquote>');
  });

  it.each([
    ['en-GB,en;q=0.8', 'en', 'Stepwise: website message from Ada Lovelace', 'Language: English'],
    ['de-DE', 'en', 'Stepwise: website message from Ada Lovelace', 'Language: English'],
    ['uk-UA', 'ru', 'Stepwise: сообщение с сайта от Ada Lovelace', 'Язык: русский'],
    [undefined, 'ru', 'Stepwise: сообщение с сайта от Ada Lovelace', 'Язык: русский'],
  ])('Accept-Language %s → lang %s and a mail in it', async (acceptLanguage, lang, subject, languageLine) => {
    const payload = body();
    const response = await send(payload, acceptLanguage ? { 'accept-language': acceptLanguage } : {});

    expect(response.statusCode).toBe(201);
    expect((await storedRow(response.json<{ id: number }>().id)).lang).toBe(lang);
    const mail = testApp.mail.last(TEST_SUPPORT_EMAIL);
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(languageLine);
    expect(mail.replyTo).toEqual({ name: 'Ada Lovelace', address: payload.email });
  });

  it('escapes the sender’s text in the HTML mail and keeps the subject on one line', async () => {
    const response = await send(body({ name: 'Eve\r\nBcc: victim@example.com', message: '<script>alert(1)</script> is this safe?' }));

    expect(response.statusCode).toBe(201);
    const mail = testApp.mail.last(TEST_SUPPORT_EMAIL);
    expect(mail.subject).toBe('Stepwise: сообщение с сайта от Eve Bcc: victim@example.com');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.raw.split('\r\n\r\n')[0]).not.toMatch(/^Bcc:/im);
  });

  it('still answers 201 when the mail server is down: the message is stored, mailed_at stays null until the email goes out', async () => {
    const before = testApp.mail.to(TEST_SUPPORT_EMAIL).length;
    testApp.mail.failNext();

    const response = await send(body());

    expect(response.statusCode).toBe(201);
    const id = response.json<{ id: number }>().id;
    const row = await storedRow(id);
    expect(row.message).toBe(MESSAGE);
    expect(row.mailedAt).toBeNull();
    expect(testApp.mail.to(TEST_SUPPORT_EMAIL)).toHaveLength(before);
    expect(testApp.logs).toContainEqual(expect.objectContaining({ level: 40, msg: 'mail.send job failed, will retry' }));

    testApp.clock.advance(30_000);
    await testApp.mail.waitFor((mail) => mail.to === TEST_SUPPORT_EMAIL && mail.text.includes(`№ ${id})`));
    expect((await storedRow(id)).mailedAt).toEqual(testApp.clock.now());
  });

  it('accepts a message of exactly 20 characters after trimming, and one of 5000', async () => {
    expect((await send(body({ message: `   ${'x'.repeat(20)}   ` }))).statusCode).toBe(201);
    expect((await send(body({ message: 'y'.repeat(5000) }))).statusCode).toBe(201);
    expect((await send(body({ name: 'n'.repeat(100) }))).statusCode).toBe(201);
  });

  it('reports every missing field as required', async () => {
    const response = await send({});

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'validation_failed',
      message: 'Request validation failed',
      fields: { name: 'required', email: 'required', message: 'required' },
    });
  });

  it('counts blank values as missing', async () => {
    const response = await send({ name: '   ', email: ' ', message: '  \n ' });

    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ name: 'required', email: 'required', message: 'required' });
  });

  it.each([
    ['name', '101 characters', 'max_length', { name: 'n'.repeat(101) }],
    ['email', 'without @', 'invalid', { email: 'not-an-email' }],
    ['email', 'with two @', 'invalid', { email: 'two@at@example.com' }],
    ['email', 'of 267 characters', 'invalid', { email: `${'a'.repeat(64)}@${'b'.repeat(190)}.example.com` }],
    ['email', 'a number', 'invalid', { email: 42 }],
    ['message', '19 characters after trimming', 'min_length', { message: `  ${'x'.repeat(19)}  ` }],
    ['message', '5001 characters', 'max_length', { message: 'x'.repeat(5001) }],
    ['message', 'an array', 'invalid', { message: ['an array'] }],
  ])('%s %s → %s', async (field, _description, code, overrides) => {
    const response = await send(body(overrides));

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'validation_failed', message: 'Request validation failed', fields: { [field]: code } });
  });

  it('stores nothing and mails nothing for an invalid message', async () => {
    const before = await testApp.app.db.$count(feedback);
    const mails = testApp.mail.messages.length;

    expect((await send(body({ message: 'too short' }))).statusCode).toBe(400);

    expect(await testApp.app.db.$count(feedback)).toBe(before);
    expect(testApp.mail.messages).toHaveLength(mails);
  });
});

describe('POST /api/feedback rate limit (per IP, configurable)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({
      config: { rateLimits: { ...defaultRateLimits, feedbackPerIp: { max: 2, timeWindowMs: 10 * 60_000 } } },
    });
  });
  afterAll(() => testApp.close());

  const send = (remoteAddress: string, payload: object = body()) => testApp.app.inject({ method: 'POST', url: '/api/feedback', payload, remoteAddress });

  it('the 3rd message from one IP within the window → 429 rate_limited; another IP still gets through', async () => {
    expect((await send('198.51.100.1')).statusCode).toBe(201);
    expect((await send('198.51.100.1', { name: '' })).statusCode).toBe(400);

    const limited = await send('198.51.100.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 'rate_limited', message: expect.stringMatching(/^Too many requests/) });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);

    expect((await send('198.51.100.2')).statusCode).toBe(201);
  });

  it('defaults to 5 messages per 10 minutes', () => {
    expect(defaultRateLimits.feedbackPerIp).toEqual({ max: 5, timeWindowMs: 10 * 60_000 });
  });
});
