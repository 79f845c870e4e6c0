import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { emailUnsubscribes } from '../../src/db/schema/index.js';
import type { MailTemplate } from '../../src/platform/mail/templates/index.js';
import { unsubscribeHash } from '../../src/platform/mail/unsubscribe.js';
import { activeUser, uniqueEmail } from '../helpers/auth.js';
import { startTestApp, TEST_APP_SECRET, TEST_PUBLIC_URL, type TestApp } from '../helpers/test-app.js';

/** A non-essential email (as product news would be): it honours opt-outs and carries the link. */
const newsletter: MailTemplate<{ topic: string }> = {
  name: 'newsletter',
  essential: false,
  render: (lang, { topic }) => ({
    subject: lang === 'ru' ? `Новости: ${topic}` : `News: ${topic}`,
    blocks: [{ kind: 'text', text: topic }],
  }),
};

describe('POST /api/unsubscribe', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp.close());

  const unsubscribe = (payload: object) => testApp.app.inject({ method: 'POST', url: '/api/unsubscribe', payload });

  it('a good hash (HMAC-SHA256 of the lower-cased email) → 200, stored once', async () => {
    const email = uniqueEmail('reader');
    const hash = unsubscribeHash(TEST_APP_SECRET, email);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);

    const response = await unsubscribe({ email: email.toUpperCase(), hash });
    const again = await unsubscribe({ email, hash: hash.toUpperCase() });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email, unsubscribed: true });
    expect(again.statusCode).toBe(200);
    const rows = await testApp.app.db.select().from(emailUnsubscribes);
    expect(rows.filter((row) => row.email === email)).toHaveLength(1);
  });

  it.each([
    ['a forged hash', (email: string) => ({ email, hash: 'f'.repeat(64) })],
    ['the hash of another address', (email: string) => ({ email, hash: unsubscribeHash(TEST_APP_SECRET, `x${email}`) })],
    ['a hash made with another secret', (email: string) => ({ email, hash: unsubscribeHash('another-secret', email) })],
  ])('%s → 400 invalid_unsubscribe_link, nothing stored', async (_case, body) => {
    const email = uniqueEmail('victim');

    const response = await unsubscribe(body(email));

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'invalid_unsubscribe_link', message: expect.any(String) });
    expect((await testApp.app.db.select().from(emailUnsubscribes)).map((row) => row.email)).not.toContain(email);
  });

  it('email and hash are required', async () => {
    const response = await unsubscribe({ email: 'nope' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', fields: { email: 'invalid', hash: 'required' } });
  });

  it('non-essential mail carries the link; after following it only essential mail still goes', async () => {
    const { email } = await activeUser(testApp, { lang: 'en' });

    expect(await testApp.app.mailer.enqueue(testApp.app.db, newsletter, { to: email, lang: 'en', data: { topic: 'Sprints' } })).toEqual({
      queued: true,
    });
    const mail = await testApp.mail.waitFor((message) => message.to === email && message.subject.includes('Sprints'));
    const link = new URL(/https?:\/\/\S+\/unsubscribe\?\S+/.exec(mail.text)![0]);
    expect(`${link.origin}${link.pathname}`).toBe(`${TEST_PUBLIC_URL}/unsubscribe`);
    expect(link.searchParams.get('email')).toBe(email);
    expect(mail.text).toContain('Unsubscribe from such emails');
    expect(mail.html).toContain(`href="${link.href.replace(/&/g, '&amp;')}"`);
    const headers = mail.raw.split('\r\n\r\n')[0]!.replace(/\r\n[ \t]+/g, ' ');
    expect(headers).toMatch(/^List-Unsubscribe: <http:\/\/stepwise\.test\/unsubscribe\?email=[^>]+&hash=[0-9a-f]{64}>$/im);

    // What the unsubscribe page does with the link's parameters.
    const response = await unsubscribe({ email: link.searchParams.get('email')!, hash: link.searchParams.get('hash')! });
    expect(response.statusCode).toBe(200);

    const before = testApp.mail.to(email).length;
    expect(await testApp.app.mailer.enqueue(testApp.app.db, newsletter, { to: email, lang: 'en', data: { topic: 'Goals' } })).toEqual({
      queued: false,
    });
    expect(testApp.mail.to(email)).toHaveLength(before);
    // Recovery mail is essential: it still goes.
    await testApp.app.inject({ method: 'POST', url: '/api/auth/remember', payload: { email } });
    expect(testApp.mail.to(email)).toHaveLength(before + 1);
    expect(testApp.mail.last(email).subject).toBe('Stepwise: password recovery');
  });
});
