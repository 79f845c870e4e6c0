/** @jest-environment node */
import { SANDBOX_URL, startTestSandbox, widgetPayment, type TestSandbox } from '../test-support/sandbox';

describe('3-D Secure challenge', () => {
  let sandbox: TestSandbox;

  beforeAll(async () => {
    sandbox = await startTestSandbox();
  });
  afterAll(() => sandbox.close());
  beforeEach(async () => {
    await sandbox.notifier.settled();
    sandbox.receiver.received.length = 0;
  });

  async function challenged(overrides: Record<string, unknown> = {}): Promise<number> {
    const response = await sandbox.app.inject({
      method: 'POST',
      url: '/widget/payments',
      payload: widgetPayment({ number: '4000 0000 0000 3220', ...overrides }),
    });
    expect(response.json().status).toBe('AwaitingAuthentication');
    sandbox.receiver.received.length = 0;
    return response.json().transactionId;
  }

  function submit(id: number, fields: Record<string, string>) {
    return sandbox.app.inject({
      method: 'POST',
      url: `/3ds/${id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  }

  it('shows a bank page asking for the SMS code, in the widget language', async () => {
    const id = await challenged();
    const page = await sandbox.app.inject({ method: 'GET', url: `/3ds/${id}?parent=https://shop.test&lang=ru` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="ru">');
    expect(page.body).toContain('Введите код из SMS');
    expect(page.body).toContain('<label for="code">Код из SMS</label>');
    expect(page.body).toContain('Тестовый код: 1234');
    expect(page.body).toContain(`action="/3ds/${id}"`);
    expect(page.headers['content-security-policy']).toContain('frame-ancestors https://shop.test');

    const embedded = await sandbox.app.inject({ method: 'GET', url: `/3ds/${id}?parent=https://shop.test&ancestors=https://crm.example.org` });
    expect(embedded.headers['content-security-policy']).toContain('frame-ancestors https://shop.test https://crm.example.org');
    expect(embedded.body).toContain('<input type="hidden" name="ancestors" value="https://crm.example.org">');

    const english = await sandbox.app.inject({ method: 'GET', url: `/3ds/${id}?lang=en` });
    expect(english.body).toContain('Enter the code from the SMS');
    expect(english.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('resumed without a language, speaks the language of the widget the payment started in', async () => {
    const english = await challenged({ language: 'en-US' });
    const page = await sandbox.app.inject({ method: 'GET', url: `/3ds/${english}?return=https://shop.test/` });
    expect(page.body).toContain('<html lang="en">');
    const russian = await challenged({ language: 'ru-RU' });
    expect((await sandbox.app.inject({ method: 'GET', url: `/3ds/${russian}`, headers: { 'accept-language': 'en' } })).body).toContain('<html lang="ru">');
  });

  it('the right code charges the card, notifies pay and hands the result to the widget', async () => {
    const id = await challenged();
    const response = await submit(id, { code: '1234', parent: 'https://shop.test', lang: 'ru' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Оплата прошла');
    expect(response.body).toContain(`data-parent="https://shop.test" data-success="true" data-code="0" data-transaction-id="${id}"`);
    expect(response.body).toContain('<script src="/widget/assets/frame.js" defer></script>');
    expect(sandbox.receiver.received.map((notification) => [notification.kind, notification.fields.Status])).toEqual([['pay', 'Completed']]);
    expect(sandbox.receiver.received[0].fields.Token).toMatch(/^tk_/);
  });

  it('a wrong code fails the payment with 5207 and notifies fail', async () => {
    const id = await challenged({ language: 'en-US' });
    const response = await submit(id, { code: '0000', parent: 'https://shop.test', lang: 'en' });
    expect(response.body).toContain('Payment declined');
    expect(response.body).toContain('3-D Secure authentication failed.');
    expect(response.body).toContain('data-success="false" data-code="5207"');
    expect(sandbox.receiver.received.map((notification) => [notification.kind, notification.fields.ReasonCode])).toEqual([['fail', '5207']]);

    const again = await submit(id, { code: '1234', parent: 'https://shop.test' });
    expect(again.body).toContain('data-success="false" data-code="5207"');
    await sandbox.notifier.settled();
    expect(sandbox.receiver.received).toHaveLength(1);
  });

  it('the auth scheme ends Authorized with an auth notification', async () => {
    const id = await challenged({ scheme: 'auth' });
    await submit(id, { code: '1234' });
    expect(sandbox.receiver.received.map((notification) => [notification.kind, notification.fields.Status])).toEqual([['auth', 'Authorized']]);
  });

  describe('resumed top-level with ?return=', () => {
    const back = 'https://stepwise.test/ru/subscriptions/payment/result?payment=abc';

    it('allows the form to post and redirect back to the return origin', async () => {
      const id = await challenged();
      const page = await sandbox.app.inject({ method: 'GET', url: `/3ds/${id}?return=${encodeURIComponent(back)}` });
      expect(page.body).toContain(`name="return" value="${back.replace(/&/g, '&amp;')}"`);
      expect(page.headers['content-security-policy']).toContain("form-action 'self' https://stepwise.test");
      expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(page.body).not.toContain('frame.js');
    });

    it('redirects to return once the code is entered, after notifying', async () => {
      const id = await challenged();
      const response = await submit(id, { code: '1234', return: back });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(back);
      expect(sandbox.receiver.received.map((notification) => notification.kind)).toEqual(['pay']);
    });

    it('redirects straight back when the payment is already over', async () => {
      const id = await challenged();
      await submit(id, { code: '9999' });
      const response = await sandbox.app.inject({ method: 'GET', url: `/3ds/${id}?return=${encodeURIComponent(back)}` });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(back);
    });

    it('ignores a return that is not an http(s) URL', async () => {
      const id = await challenged();
      const page = await sandbox.app.inject({ method: 'GET', url: `/3ds/${id}?return=${encodeURIComponent('javascript:alert(1)')}` });
      expect(page.body).not.toContain('javascript:');
      const response = await submit(id, { code: '1234', return: 'javascript:alert(1)' });
      expect(response.statusCode).toBe(200);
      expect(response.headers.location).toBeUndefined();
      expect(response.body).toContain('Оплата прошла');
      expect(response.body).not.toContain('javascript:');
    });
  });

  it('answers 404 for an unknown transaction', async () => {
    expect((await sandbox.app.inject({ method: 'GET', url: '/3ds/9999' })).statusCode).toBe(404);
    expect((await submit(9999, { code: '1234' })).statusCode).toBe(404);
    expect(sandbox.receiver.received).toHaveLength(0);
  });

  it('the AcsUrl is on the public sandbox origin', async () => {
    const response = await sandbox.app.inject({ method: 'POST', url: '/widget/payments', payload: widgetPayment({ number: '4000000000003220' }) });
    expect(response.json().acsUrl).toBe(`${SANDBOX_URL}/3ds/${response.json().transactionId}`);
  });
});
