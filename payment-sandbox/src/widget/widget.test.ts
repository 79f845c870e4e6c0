/** @jest-environment node */
import { BASIC_AUTH, PUBLIC_ID, SANDBOX_URL, startTestSandbox, widgetPayment, type TestSandbox } from '../test-support/sandbox';
import { widgetPaymentQuery } from './payment-params';

function formUrl(overrides: Record<string, string> = {}): string {
  const query = {
    ...widgetPaymentQuery({
      publicId: PUBLIC_ID,
      scheme: 'charge',
      amount: 4990,
      invoiceId: 'inv-1',
      accountId: 'user-1',
      description: 'Stepwise Pro, 1 month',
      email: null,
      language: 'ru',
      parentOrigin: 'https://shop.test',
      ancestorOrigins: [],
    }),
    ...overrides,
  };
  return `/widget/form?${new URLSearchParams(query)}`;
}

describe('widget', () => {
  let sandbox: TestSandbox;

  beforeAll(async () => {
    sandbox = await startTestSandbox();
  });
  afterAll(() => sandbox.close());
  beforeEach(async () => {
    await sandbox.notifier.settled();
    sandbox.receiver.received.length = 0;
    sandbox.receiver.answerWith([]);
  });

  const pay = (overrides: Record<string, unknown> = {}) => sandbox.app.inject({ method: 'POST', url: '/widget/payments', payload: widgetPayment(overrides) });

  describe('GET /widget.js', () => {
    it('is a no-cache script any origin may load, bound to the sandbox origin', async () => {
      const response = await sandbox.app.inject({ method: 'GET', url: '/widget.js' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(response.body).toContain(`var SANDBOX_ORIGIN = "${SANDBOX_URL}";`);
      expect(response.body).toContain('window.cp.CloudPayments = CloudPayments');
      expect(response.body).not.toMatch(/\beval\(|new Function|innerHTML|<style/);
    });
  });

  describe('GET /widget/form', () => {
    it('lets the pages above the opener frame the form too (a checkout embedded by an integrator)', async () => {
      const response = await sandbox.app.inject({ method: 'GET', url: formUrl({ ancestorOrigins: 'https://crm.example.org,javascript:alert(1)' }) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-security-policy']).toMatch(/frame-ancestors https:\/\/shop\.test https:\/\/crm\.example\.org(;|$)/);
    });

    it('shows an accessible Russian card form with the amount, framed only by the opener', async () => {
      const response = await sandbox.app.inject({ method: 'GET', url: formUrl() });
      expect(response.statusCode).toBe(200);
      const csp = response.headers['content-security-policy'] as string;
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self'");
      expect(csp).toMatch(/frame-ancestors https:\/\/shop\.test(;|$)/);
      const html = response.body;
      expect(html).toContain('<html lang="ru">');
      expect(html).toContain('Оплатить 4\u00a0990\u00a0₽');
      expect(html).toContain('Stepwise Pro, 1 month');
      for (const [id, label] of [
        ['number', 'Номер карты'],
        ['expiry', 'Срок действия (ММ/ГГ)'],
        ['cvc', 'CVC'],
        ['holder', 'Имя владельца'],
      ]) {
        expect(html).toContain(`<label for="${id}">${label}</label>`);
        expect(html).toContain(`<input id="${id}" name="${id}"`);
      }
      expect(html).toContain('4000 0000 0000 3220</code> — 3-D Secure, код 1234');
      expect(html).not.toMatch(/<script(?![^>]*(src=|type="application\/json"))/);
      expect(html).not.toMatch(/ style=/);
    });

    it('speaks English for en-US', async () => {
      const response = await sandbox.app.inject({ method: 'GET', url: formUrl({ language: 'en-US' }) });
      expect(response.body).toContain('<html lang="en">');
      expect(response.body).toContain('Pay RUB\u00a04,990');
      expect(response.body).toContain('<label for="number">Card number</label>');
    });

    it('escapes what the merchant passes', async () => {
      const response = await sandbox.app.inject({ method: 'GET', url: formUrl({ description: '<img src=x onerror=alert(1)>' }) });
      expect(response.body).not.toContain('<img src=x');
      expect(response.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    });

    it.each([
      ['no parent origin', { parentOrigin: '' }],
      ['a parent origin with a path', { parentOrigin: 'https://shop.test/page' }],
      ['a zero amount', { amount: '0' }],
      ['another currency', { currency: 'USD' }],
      ['an unknown scheme', { scheme: 'refund' }],
    ])('refuses %s with 400', async (_case, overrides) => {
      const response = await sandbox.app.inject({ method: 'GET', url: formUrl(overrides) });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('Платёжная форма открыта с неверными параметрами.');
    });

    it('refuses an unknown public id with 401', async () => {
      const response = await sandbox.app.inject({ method: 'GET', url: formUrl({ publicId: 'pk_other' }) });
      expect(response.statusCode).toBe(401);
      expect(response.body).toContain('Неизвестный магазин.');
    });
  });

  describe('POST /widget/payments', () => {
    it('charges an approved card, saves it and answers after the pay notification was tried', async () => {
      const response = await pay();
      expect(response.statusCode).toBe(200);
      const result = response.json();
      expect(result).toMatchObject({ status: 'Completed', success: true, code: 0, reason: null, acsUrl: null });
      expect(sandbox.receiver.received.map((notification) => notification.kind)).toEqual(['pay']);
      const { fields } = sandbox.receiver.received[0];
      expect(fields).toMatchObject({
        TransactionId: String(result.transactionId),
        InvoiceId: 'inv-1',
        AccountId: 'user-1',
        Amount: '4990',
        Currency: 'RUB',
        Status: 'Completed',
        ReasonCode: '0',
        CardFirstSix: '424242',
        CardLastFour: '4242',
        CardType: 'Visa',
        CardExpDate: '12/39',
      });
      expect(fields.Token).toMatch(/^tk_/);
      expect(new Date(fields.DateTime).toString()).not.toBe('Invalid Date');

      const charge = await sandbox.app.inject({
        method: 'POST',
        url: '/payments/tokens/charge',
        headers: { authorization: BASIC_AUTH },
        payload: { Amount: 100, Currency: 'RUB', AccountId: 'user-1', Token: fields.Token },
      });
      expect(charge.json()).toMatchObject({ Success: true, Model: { Status: 'Completed', CardLastFour: '4242' } });
    });

    it('gives the same token when the account pays with the same card again', async () => {
      await pay();
      await pay();
      const [first, second] = sandbox.receiver.received;
      expect(second.fields.Token).toBe(first.fields.Token);
    });

    it('authorises with the auth scheme and notifies auth', async () => {
      const response = await pay({ scheme: 'auth', number: '2200 0000 0000 0004' });
      expect(response.json()).toMatchObject({ status: 'Authorized', success: true, code: 0 });
      expect(sandbox.receiver.received.map((notification) => [notification.kind, notification.fields.CardType])).toEqual([['auth', 'Mir']]);
    });

    it.each([
      ['4000 0000 0000 0002', 5005, 'do_not_honor'],
      ['4000 0000 0000 9995', 5051, 'insufficient_funds'],
    ])('declines %s with %i and notifies fail, without saving the card', async (number, code, reason) => {
      const response = await pay({ number });
      expect(response.json()).toMatchObject({ status: 'Declined', success: false, code, reason });
      expect(sandbox.receiver.received).toHaveLength(1);
      expect(sandbox.receiver.received[0].kind).toBe('fail');
      expect(sandbox.receiver.received[0].fields).toMatchObject({ Status: 'Declined', ReasonCode: String(code) });
      expect(sandbox.receiver.received[0].fields.Token).toBeUndefined();
    });

    it('starts a 3-D Secure challenge: challenge notification with AcsUrl, the form goes to it', async () => {
      const response = await pay({ number: '4000000000003220' });
      const result = response.json();
      const acsUrl = `${SANDBOX_URL}/3ds/${result.transactionId}`;
      expect(result).toMatchObject({ status: 'AwaitingAuthentication', success: false, code: 0, acsUrl });
      expect(sandbox.receiver.received.map((notification) => notification.kind)).toEqual(['challenge']);
      expect(sandbox.receiver.received[0].fields).toEqual({
        TransactionId: String(result.transactionId),
        InvoiceId: 'inv-1',
        AccountId: 'user-1',
        Amount: '4990',
        AcsUrl: acsUrl,
      });
    });

    it('answers even when the notification receiver fails, and keeps retrying', async () => {
      sandbox.receiver.answerWith([500, 500]);
      const response = await pay();
      expect(response.json()).toMatchObject({ status: 'Completed' });
      await sandbox.notifier.settled();
      expect(sandbox.receiver.received.map((notification) => notification.kind)).toEqual(['pay', 'pay', 'pay']);
    });

    it('reports invalid card fields in the form language, and charges nothing', async () => {
      const response = await pay({ number: '4242 4242 4242 4241', expiry: '01/20', cvc: '1', holder: '', language: 'en-US' });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        code: 'invalid_card',
        message: 'Check the card number',
        fields: {
          number: 'Check the card number',
          expiry: 'The card has expired',
          cvc: 'The CVC is three digits',
          holder: 'Enter the name as on the card',
        },
      });
      expect(sandbox.receiver.received).toHaveLength(0);
    });

    it('refuses an unknown public id and malformed payments', async () => {
      expect((await pay({ publicId: 'pk_other' })).statusCode).toBe(401);
      expect((await pay({ amount: '-5' })).statusCode).toBe(400);
      expect((await pay({ parentOrigin: 'javascript:alert(1)' })).statusCode).toBe(400);
      expect((await pay({ number: undefined })).statusCode).toBe(400);
      expect(sandbox.receiver.received).toHaveLength(0);
    });
  });

  it('serves the form script and styles', async () => {
    for (const [url, type] of [
      ['/widget/assets/form.js', 'text/javascript; charset=utf-8'],
      ['/widget/assets/frame.js', 'text/javascript; charset=utf-8'],
      ['/widget/assets/widget.css', 'text/css; charset=utf-8'],
    ]) {
      const response = await sandbox.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(type);
    }
  });
});
