import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { activeUser, bearer, login, me } from '../helpers/auth.js';
import { startTestApp, TEST_PUBLIC_URL, type TestApp } from '../helpers/test-app.js';

describe('/api/users/me', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp.close());

  const update = (token: string, payload: object) => testApp.app.inject({ method: 'PUT', url: '/api/users/me', headers: bearer(token), payload });

  it('GET answers with the signed-in user', async () => {
    const { token, email } = await activeUser(testApp, { first_name: 'Ada', last_name: 'Lovelace', lang: 'en' });

    const response = await me(testApp, token);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      first_name: 'Ada',
      last_name: 'Lovelace',
      email,
      status: 'active',
      lang: 'en',
      photo_sm: null,
      photo_lg: null,
    });
  });

  it('PUT changes names (trimmed) and language, leaving the rest', async () => {
    const { token, email } = await activeUser(testApp, { lang: 'en' });

    const response = await update(token, { first_name: ' Augusta ', last_name: 'King', lang: 'ru' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ first_name: 'Augusta', last_name: 'King', lang: 'ru', email });
    expect((await me(testApp, token)).json()).toMatchObject({ first_name: 'Augusta', lang: 'ru' });
  });

  it('PUT with nothing to change answers with the user as is', async () => {
    const { token, user } = await activeUser(testApp);

    const response = await update(token, { current_password: '', new_password: '' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(user);
  });

  it('PUT rejects blank names and unknown languages', async () => {
    const { token } = await activeUser(testApp);

    const response = await update(token, { first_name: '  ', last_name: '', lang: 'fr' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'validation_failed',
      message: 'Request validation failed',
      fields: { first_name: 'required', last_name: 'required', lang: 'invalid' },
    });
  });

  describe('password change', () => {
    it('needs the current password → current_password required', async () => {
      const { token } = await activeUser(testApp);

      const response = await update(token, { new_password: 'long-enough-1' });

      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ current_password: 'required' });
    });

    it('a wrong current password → current_password wrong', async () => {
      const { token } = await activeUser(testApp);

      const response = await update(token, { current_password: 'not-it', new_password: 'long-enough-1' });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'validation_failed',
        message: 'Request validation failed',
        fields: { current_password: 'wrong' },
      });
    });

    it('the new password needs 8 characters → new_password min_length', async () => {
      const { token, password } = await activeUser(testApp);

      const response = await update(token, { current_password: password, new_password: '1234567' });

      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ new_password: 'min_length' });
    });

    it('changes it, keeps this session, signs out the others and emails a notice', async () => {
      const { token, email, password } = await activeUser(testApp, { lang: 'ru' });
      const other = (await login(testApp, email, password)).json<{ access_token: string }>().access_token;

      const response = await update(token, { current_password: password, new_password: 'long-enough-1', first_name: 'Ада' });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ first_name: 'Ада' });
      expect((await me(testApp, token)).statusCode).toBe(200);
      expect((await me(testApp, other)).statusCode).toBe(401);
      expect((await login(testApp, email, password)).statusCode).toBe(401);
      expect((await login(testApp, email, 'long-enough-1')).statusCode).toBe(200);
      const notice = testApp.mail.last(email);
      expect(notice.subject).toBe('Stepwise: пароль изменён');
      expect(notice.text).toContain('Здравствуйте, Ада!');
      expect(notice.text).toContain(`${TEST_PUBLIC_URL}/forget`);
    });

    it('a failing notice email does not undo the change', async () => {
      const { token, email, password } = await activeUser(testApp);
      testApp.mail.failNext();

      const response = await update(token, { current_password: password, new_password: 'long-enough-2' });

      expect(response.statusCode).toBe(200);
      expect((await login(testApp, email, 'long-enough-2')).statusCode).toBe(200);
      expect(testApp.logs).toContainEqual(expect.objectContaining({ level: 40, msg: 'mail.send job failed, will retry' }));
      testApp.clock.advance(30_000);
      await testApp.mail.settle();
      expect(testApp.mail.last(email).subject).toBe('Stepwise: your password was changed');
    });
  });

  it('both need a token → 401', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/users/me' })).statusCode).toBe(401);
    expect((await testApp.app.inject({ method: 'PUT', url: '/api/users/me', payload: {} })).statusCode).toBe(401);
  });
});
