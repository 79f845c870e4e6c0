import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { paymentTransitions } from '../../src/db/schema/index.js';
import { activeUser, bearer } from '../helpers/auth.js';
import { bankTransferCompany, get, payerWithWorkspace, post, type Payment, type Subscription } from '../helpers/billing.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const OPERATOR_TOKEN = 'operator-token-for-tests-0123';

describe('bank transfer', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ config: { operatorToken: OPERATOR_TOKEN } });
  });
  afterAll(() => testApp.close());

  async function transfer(token: string, workspaceId: number, overrides: Record<string, unknown> = {}) {
    return post(testApp, '/api/payment/bank-transfer', token, {
      workspace_id: workspaceId,
      plan: 'pro',
      price_type: 'annual',
      idempotency_key: randomUUID(),
      ...bankTransferCompany(overrides),
    });
  }

  const confirm = (number: string, token = OPERATOR_TOKEN) =>
    testApp.operator!.inject({
      method: 'POST',
      url: `/api/operator/bank-transfers/${encodeURIComponent(number)}/confirm`,
      headers: bearer(token),
    });

  it('reports every bad field with its code', async () => {
    const { payer, workspace } = await payerWithWorkspace(testApp);
    const response = await transfer(payer.token, workspace.id, {
      companyName: ' ',
      customerPhone: '12',
      itn: '7707083890',
      iec: '77AB',
      zipcode: '1234',
      mailAddress: { region: 'Москва', city: '', address: 'ул. Арбат, 1', zipcode: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'validation_failed',
      message: expect.any(String),
      fields: {
        companyName: 'required',
        customerPhone: 'phone_invalid',
        itn: 'itn_invalid',
        iec: 'iec_invalid',
        zipcode: 'zipcode_invalid',
        'mailAddress.city': 'required',
        'mailAddress.zipcode': 'zipcode_invalid',
      },
    });
    const soleTrader = await transfer(payer.token, workspace.id, { itn: '500100732259', iec: '773601001', plan: 'gold' });
    expect(soleTrader.json().fields).toEqual({ iec: 'iec_not_applicable', plan: 'invalid' });
  });

  it('creates a pending bank-transfer payment with a numbered invoice; the PDF is served to its payer only', async () => {
    const { payer, workspace } = await payerWithWorkspace(testApp);
    const key = randomUUID();
    const response = await transfer(payer.token, workspace.id, { idempotency_key: key });

    expect(response.statusCode).toBe(201);
    const { payment, invoice_url: invoiceUrl } = response.json<{ payment: Payment; invoice_url: string }>();
    expect(payment).toMatchObject({ status: 'pending', method: 'bank_transfer', amount: 39900, widget: null, card: null });
    expect(payment.invoice_number).toMatch(new RegExp(`^СЧ-${new Date().getUTCFullYear()}-\\d{6}$`));
    expect(invoiceUrl).toBe(`/api/payment/${payment.uuid}/invoice.pdf`);
    const repeated = await transfer(payer.token, workspace.id, { idempotency_key: key });
    expect([repeated.statusCode, repeated.json().payment.invoice_number]).toEqual([200, payment.invoice_number]);

    const pdf = await get(testApp, invoiceUrl, payer.token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(decodeURIComponent(String(pdf.headers['content-disposition']))).toContain(`${payment.invoice_number}.pdf`);

    const stranger = await activeUser(testApp);
    expect((await get(testApp, invoiceUrl, stranger.token)).statusCode).toBe(404);
    expect((await get(testApp, `/api/payment/${payment.uuid}`, stranger.token)).statusCode).toBe(404);
  });

  it('invoice numbers count up', async () => {
    const { payer, workspace } = await payerWithWorkspace(testApp);
    const first = (await transfer(payer.token, workspace.id)).json().payment.invoice_number as string;
    const second = (await transfer(payer.token, workspace.id)).json().payment.invoice_number as string;
    expect(Number(second.slice(-6))).toBe(Number(first.slice(-6)) + 1);
  });

  it('the operator confirms: payment charged (source operator), subscription active; again changes nothing', async () => {
    const { payer, workspace } = await payerWithWorkspace(testApp);
    const { payment } = (await transfer(payer.token, workspace.id)).json<{ payment: Payment }>();
    const number = payment.invoice_number!;

    expect((await confirm(number, 'wrong-token-0123456789')).statusCode).toBe(401);
    expect((await confirm('СЧ-1999-000001')).statusCode).toBe(404);
    const confirmed = await confirm(number);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'confirmed', invoice_number: number, payment: payment.uuid });

    expect((await get(testApp, `/api/payment/${payment.uuid}`, payer.token)).json().status).toBe('charged');
    const subscription = (await get(testApp, `/api/workspaces/${workspace.id}/subscription`, payer.token)).json<Subscription>();
    expect(subscription).toMatchObject({ status: 'active', plan: 'pro', price_type: 'annual', card: null, auto_renew: false });
    const [move] = await testApp.app.db.select().from(paymentTransitions).where(eq(paymentTransitions.paymentUuid, payment.uuid));
    expect(move).toMatchObject({ fromStatus: 'pending', toStatus: 'charged', source: 'operator' });

    const again = await confirm(number.replace('СЧ', 'SCH'));
    expect(again.json()).toMatchObject({ status: 'already_confirmed', message: expect.stringContaining('nothing changed') });
    expect(await testApp.app.db.select().from(paymentTransitions).where(eq(paymentTransitions.paymentUuid, payment.uuid))).toHaveLength(1);
  });
});

describe('operator routes', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ config: { operatorToken: OPERATOR_TOKEN } });
  });
  afterAll(() => testApp.close());

  const confirmAt = (app: { inject: TestApp['app']['inject'] }, token = OPERATOR_TOKEN) =>
    app.inject({
      method: 'POST',
      url: `/api/operator/bank-transfers/${encodeURIComponent('СЧ-2026-000001')}/confirm`,
      headers: bearer(token),
    });

  it('are not served by the public API, even with the right token (404)', async () => {
    const response = await confirmAt(testApp.app);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found', message: 'Route not found' });
  });

  it('on the operator listener: a wrong token → 401, the right one reaches the route', async () => {
    const wrong = await confirmAt(testApp.operator!, 'not-the-operator-token');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['www-authenticate']).toBe('Bearer');
    expect((await confirmAt(testApp.operator!)).json()).toMatchObject({ code: 'not_found', message: 'No such invoice' });
  });
});

describe('operator routes without OPERATOR_TOKEN', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp.close());

  it('have no listener, and the public API does not know them (404)', async () => {
    expect(testApp.operator).toBeUndefined();
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/operator/bank-transfers/${encodeURIComponent('СЧ-2026-000001')}/confirm`,
      headers: bearer('anything-at-all-0123456789'),
    });
    expect(response.statusCode).toBe(404);
  });
});
