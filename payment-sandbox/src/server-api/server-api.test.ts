/** @jest-environment node */
import { API_SECRET, BASIC_AUTH, PUBLIC_ID, startTestSandbox, widgetPayment, type TestSandbox } from '../test-support/sandbox';

describe('provider server API', () => {
  let sandbox: TestSandbox;

  beforeEach(async () => {
    sandbox = await startTestSandbox();
  });
  afterEach(() => sandbox.close());

  function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, authorization = BASIC_AUTH) {
    return sandbox.app.inject({ method, url, payload, headers: { authorization } });
  }

  /** A card saved by paying for it in the widget, as a shopper does. */
  async function tokenFromWidget(number = '4242 4242 4242 4242', accountId = 'user-1'): Promise<string> {
    const response = await sandbox.app.inject({ method: 'POST', url: '/widget/payments', payload: widgetPayment({ number, accountId }) });
    expect(response.statusCode).toBe(200);
    const transaction = await call('GET', `/payments/${response.json().transactionId}`);
    return transaction.json().Model.Token;
  }

  /** A saved decline card: the widget never approves one, so the sandbox helper saves it. */
  async function savedTestCard(number: string, accountId = 'user-1'): Promise<string> {
    const response = await call('POST', '/test/tokens', { AccountId: accountId, CardNumber: number });
    expect(response.statusCode).toBe(200);
    return response.json().Model.Token;
  }

  function tokenPayment(token: string, overrides: object = {}) {
    return { Amount: 4990, Currency: 'RUB', AccountId: 'user-1', Token: token, InvoiceId: 'inv-2', Description: 'Renewal', ...overrides };
  }

  describe('Basic auth', () => {
    it.each([
      ['no credentials', undefined],
      ['a wrong secret', `Basic ${Buffer.from(`${PUBLIC_ID}:wrong`).toString('base64')}`],
      ['an unknown public id', `Basic ${Buffer.from(`pk_unknown:${API_SECRET}`).toString('base64')}`],
      ['another scheme', `Bearer ${API_SECRET}`],
    ])('refuses %s with 401 and {Success:false, Message}', async (_case, authorization) => {
      const response = await sandbox.app.inject({
        method: 'POST',
        url: '/payments/tokens/charge',
        payload: tokenPayment('tk_x'),
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ Success: false, Message: expect.stringContaining('Authentication failed'), Model: null });
      expect(sandbox.receiver.received).toHaveLength(0);
    });

    it('guards the lookup and the sandbox helpers too', async () => {
      expect((await call('GET', '/payments/1', undefined, 'Basic Zm9vOmJhcg==')).statusCode).toBe(401);
      expect((await call('POST', '/test/tokens', { AccountId: 'a', CardNumber: '4242424242424242' }, '')).statusCode).toBe(401);
    });
  });

  describe('tokens/charge', () => {
    it('charges a card saved by a widget payment and sends a pay notification', async () => {
      const token = await tokenFromWidget();
      expect(token).toMatch(/^tk_[0-9a-f]{32}$/);
      sandbox.receiver.received.length = 0;

      const response = await call('POST', '/payments/tokens/charge', tokenPayment(token));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        Success: true,
        Message: null,
        Model: expect.objectContaining({
          TransactionId: 2,
          InvoiceId: 'inv-2',
          AccountId: 'user-1',
          Amount: 4990,
          Currency: 'RUB',
          Status: 'Completed',
          ReasonCode: 0,
          CardFirstSix: '424242',
          CardLastFour: '4242',
          CardType: 'Visa',
          CardExpDate: '12/39',
          Token: token,
          TestMode: true,
        }),
      });
      await sandbox.notifier.settled();
      expect(sandbox.receiver.received.map((notification) => [notification.kind, notification.fields.TransactionId, notification.fields.Status])).toEqual([
        ['pay', '2', 'Completed'],
      ]);
    });

    it('declines a saved "do not honour" card with 5005 and sends fail', async () => {
      const token = await savedTestCard('4000 0000 0000 0002');
      const response = await call('POST', '/payments/tokens/charge', tokenPayment(token));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ Success: false, Model: { Status: 'Declined', ReasonCode: 5005, CardLastFour: '0002' } });
      await sandbox.notifier.settled();
      expect(sandbox.receiver.received.map((notification) => [notification.kind, notification.fields.ReasonCode])).toEqual([['fail', '5005']]);
    });

    it('declines a saved card without funds with 5051', async () => {
      const token = await savedTestCard('4000000000009995');
      const response = await call('POST', '/payments/tokens/charge', tokenPayment(token));
      expect(response.json()).toMatchObject({ Success: false, Model: { Status: 'Declined', ReasonCode: 5051 } });
    });

    it('never challenges a token charge, even of the 3-D Secure card', async () => {
      const token = await savedTestCard('4000 0000 0000 3220');
      const response = await call('POST', '/payments/tokens/charge', tokenPayment(token));
      expect(response.json()).toMatchObject({ Success: true, Model: { Status: 'Completed', ReasonCode: 0 } });
      await sandbox.notifier.settled();
      expect(sandbox.receiver.received.map((notification) => notification.kind)).toEqual(['pay']);
    });

    it('declines a token whose card was swapped for a failing one', async () => {
      const token = await tokenFromWidget();
      const swapped = await call('PUT', `/test/tokens/${token}`, { CardNumber: '4000000000009995' });
      expect(swapped.json()).toMatchObject({ Success: true, Model: { Token: token, CardLastFour: '9995' } });
      const response = await call('POST', '/payments/tokens/charge', tokenPayment(token));
      expect(response.json()).toMatchObject({ Success: false, Model: { ReasonCode: 5051 } });
    });

    it('does not know a token of another account, nor an unknown one', async () => {
      const token = await tokenFromWidget('4242 4242 4242 4242', 'user-1');
      for (const payload of [tokenPayment(token, { AccountId: 'user-2' }), tokenPayment('tk_unknown')]) {
        const response = await call('POST', '/payments/tokens/charge', payload);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ Success: false, Message: 'Token not found', Model: null });
      }
    });

    it.each([
      ['a zero amount', { Amount: 0 }],
      ['a negative amount', { Amount: -10 }],
      ['a non-numeric amount', { Amount: 'lots' }],
      ['another currency', { Currency: 'USD' }],
      ['no token', { Token: undefined }],
      ['no account', { AccountId: undefined }],
    ])('refuses %s with 400', async (_case, overrides) => {
      const token = await savedTestCard('4242424242424242');
      const response = await call('POST', '/payments/tokens/charge', tokenPayment(token, overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ Success: false, Message: expect.any(String), Model: null });
    });
  });

  describe('two-stage payments', () => {
    async function authorised(amount = 4990): Promise<number> {
      const token = await savedTestCard('5555 5555 5555 4444');
      const response = await call('POST', '/payments/tokens/auth', tokenPayment(token, { Amount: amount }));
      expect(response.json()).toMatchObject({ Success: true, Model: { Status: 'Authorized', CardType: 'MasterCard' } });
      return response.json().Model.TransactionId;
    }

    it('auth then confirm completes the transaction and notifies auth, then confirm', async () => {
      const id = await authorised();
      const confirmed = await call('POST', '/payments/confirm', { TransactionId: id, Amount: 4990 });
      expect(confirmed.json()).toMatchObject({ Success: true, Model: { TransactionId: id, Status: 'Completed', Amount: 4990 } });
      expect((await call('GET', `/payments/${id}`)).json()).toMatchObject({ Success: true, Model: { Status: 'Completed' } });
      await sandbox.notifier.settled();
      expect(sandbox.receiver.received.map((notification) => [notification.kind, notification.fields.Status])).toEqual([
        ['auth', 'Authorized'],
        ['confirm', 'Completed'],
      ]);
    });

    it('auth then void cancels the hold and notifies cancel', async () => {
      const id = await authorised();
      const voided = await call('POST', '/payments/void', { TransactionId: id });
      expect(voided.json()).toMatchObject({ Success: true, Model: { Status: 'Cancelled' } });
      await sandbox.notifier.settled();
      expect(sandbox.receiver.received.map((notification) => notification.kind)).toEqual(['auth', 'cancel']);
    });

    it('refuses to confirm or void a transaction that is not authorised', async () => {
      const token = await savedTestCard('4242424242424242');
      const charged = (await call('POST', '/payments/tokens/charge', tokenPayment(token))).json().Model.TransactionId;
      const confirm = await call('POST', '/payments/confirm', { TransactionId: charged, Amount: 4990 });
      expect(confirm.statusCode).toBe(200);
      expect(confirm.json()).toEqual({ Success: false, Message: 'Transaction is Completed, not Authorized', Model: null });
      expect((await call('POST', '/payments/void', { TransactionId: charged })).json()).toMatchObject({ Success: false });

      const voidedTwice = await authorised();
      await call('POST', '/payments/void', { TransactionId: voidedTwice });
      expect((await call('POST', '/payments/confirm', { TransactionId: voidedTwice, Amount: 4990 })).json()).toMatchObject({
        Success: false,
        Message: 'Transaction is Cancelled, not Authorized',
      });
      expect((await call('GET', `/payments/${voidedTwice}`)).json().Model.Status).toBe('Cancelled');
    });

    it('refuses to capture more than was authorised', async () => {
      const id = await authorised(1000);
      expect((await call('POST', '/payments/confirm', { TransactionId: id, Amount: 1001 })).json()).toMatchObject({ Success: false });
      expect((await call('GET', `/payments/${id}`)).json().Model.Status).toBe('Authorized');
    });

    it('answers 404 for an unknown transaction', async () => {
      for (const response of [
        await call('POST', '/payments/confirm', { TransactionId: 999, Amount: 1 }),
        await call('POST', '/payments/void', { TransactionId: 999 }),
        await call('GET', '/payments/999'),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ Success: false, Message: 'Transaction not found', Model: null });
      }
    });
  });

  describe('refunds and lookups', () => {
    async function widgetTransaction(overrides: Record<string, unknown> = {}): Promise<number> {
      const response = await sandbox.app.inject({ method: 'POST', url: '/widget/payments', payload: widgetPayment(overrides) });
      expect(response.statusCode).toBe(200);
      return response.json().transactionId;
    }

    it('refunds a completed payment once, marks it Refunded and answers the refund’s own id', async () => {
      const id = await widgetTransaction();
      const refunded = await call('POST', '/payments/refund', { TransactionId: id, Amount: 4990 });
      expect(refunded.json()).toEqual({ Success: true, Message: null, Model: { TransactionId: expect.any(Number) } });
      expect(refunded.json().Model.TransactionId).not.toBe(id);
      expect((await call('POST', '/payments/get', { TransactionId: id })).json()).toMatchObject({
        Success: true,
        Model: { TransactionId: id, Status: 'Completed', Refunded: true },
      });
      expect((await call('POST', '/payments/refund', { TransactionId: id, Amount: 4990 })).json()).toEqual({
        Success: false,
        Message: 'Transaction is refunded already',
        Model: null,
      });
    });

    it('refuses to refund a hold, more than was paid, or an unknown transaction', async () => {
      const token = await savedTestCard('4242424242424242');
      const held = (await call('POST', '/payments/tokens/auth', tokenPayment(token))).json().Model.TransactionId;
      expect((await call('POST', '/payments/refund', { TransactionId: held, Amount: 4990 })).json()).toMatchObject({ Success: false });
      const paid = await widgetTransaction();
      expect((await call('POST', '/payments/refund', { TransactionId: paid, Amount: 4991 })).json()).toMatchObject({ Success: false });
      expect((await call('POST', '/payments/refund', { TransactionId: 999, Amount: 1 })).statusCode).toBe(404);
    });

    it('get, find and list describe transactions; an unknown one is 404', async () => {
      const first = await widgetTransaction({ invoiceId: 'inv-9' });
      const second = await widgetTransaction({ invoiceId: 'inv-9', amount: '1' });
      expect((await call('POST', '/payments/get', { TransactionId: first })).json().Model).toMatchObject({ InvoiceId: 'inv-9', Amount: 4990 });
      expect((await call('POST', '/payments/find', { InvoiceId: 'inv-9' })).json().Model).toMatchObject({ TransactionId: second, Amount: 1 });
      expect((await call('POST', '/payments/find', { InvoiceId: 'inv-none' })).statusCode).toBe(404);
      expect((await call('POST', '/payments/get', { TransactionId: 999 })).statusCode).toBe(404);

      const today = new Date().toISOString().slice(0, 10);
      const listed = (await call('POST', '/payments/list', { Date: today })).json();
      expect(listed.Model.map((transaction: { TransactionId: number }) => transaction.TransactionId)).toEqual([first, second]);
      expect((await call('POST', '/payments/list', { Date: '2001-01-01', TimeZone: 'MSK' })).json().Model).toEqual([]);
      expect((await call('POST', '/payments/list', { Date: today, TimeZone: 'Mars' })).statusCode).toBe(400);
      expect((await call('POST', '/payments/list', { Date: 'today' })).statusCode).toBe(400);
    });
  });

  it('the sandbox helper refuses a number that is not a card', async () => {
    const response = await call('POST', '/test/tokens', { AccountId: 'user-1', CardNumber: '1234 5678' });
    expect(response.statusCode).toBe(400);
    expect((await call('PUT', '/test/tokens/tk_missing', { CardNumber: '4242424242424242' })).statusCode).toBe(404);
  });
});
