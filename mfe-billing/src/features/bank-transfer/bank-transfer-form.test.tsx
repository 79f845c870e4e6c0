import { screen, waitFor, within } from '@testing-library/react';
import { tokenStorage } from '@stepwise/shared';
import { apiError, jsonResponse, mockApi, paymentFixture as payment, planCatalogueFixture, workspaceFixture as workspace } from '@stepwise/shared/testing';
import { fullPricePreview } from '../../test-utils/plan-change-preview-route';
import { preloadBillingScreens, renderBillingScreen } from '../../test-utils/render-billing-screen';

const plans = planCatalogueFixture();

// The form has some twenty fields: filling it in takes a few seconds under jsdom.
jest.setTimeout(20_000);

beforeAll(preloadBillingScreens);

afterEach(() => {
  tokenStorage.clear();
  window.sessionStorage.clear();
  jest.restoreAllMocks();
});

const CHECKOUT = '/subscriptions/payment?workspace=42&plan=pro&period=annual';

const baseRoutes = {
  'GET plans': () => jsonResponse(200, { data: plans }),
  'GET workspaces/42': () => jsonResponse(200, workspace()),
  'GET workspaces/42/billing/change': fullPricePreview(plans),
  'GET cards': () => jsonResponse(200, { data: [] }),
};

/** Types a whole value at once (as pasting does): the form is long, key-by-key typing is slow. */
async function fill(user: Awaited<ReturnType<typeof renderBillingScreen>>['user'], field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
  await user.tab();
}

async function openForm(lang: 'en' | 'ru' = 'en') {
  const view = await renderBillingScreen(CHECKOUT, { lang });
  await view.user.click(
    await screen.findByRole('radio', { name: lang === 'en' ? 'By bank transfer (legal entities)' : 'Банковским переводом (для юридических лиц)' }),
  );
  await view.user.click(screen.getByRole('button', { name: lang === 'en' ? 'Next' : 'Далее' }));
  return view;
}

const company = {
  'Company name': 'ООО «Ромашка»',
  INN: '7707083893',
  KPP: '773601001',
  'Contact person': 'Анна Иванова',
  Phone: '+7 495 123-45-67',
  Postcode: '101000',
  Region: 'Москва',
  City: 'Москва',
  'Street and building': 'ул. Тверская, 1',
};

describe('bank transfer', () => {
  it('checks the INN checksum, the KPP of a legal entity and the postcode before sending', async () => {
    const api = mockApi(baseRoutes);
    const { user } = await openForm();
    await fill(user, screen.getByLabelText('INN'), '7707083894');
    await fill(user, screen.getByLabelText('Postcode'), '10100');
    await user.click(screen.getByRole('button', { name: 'Get the invoice' }));

    expect(await screen.findByText('This INN is not valid: check the digits')).toBeInTheDocument();
    expect(screen.getByText('The postcode has 6 digits')).toBeInTheDocument();
    expect(screen.getByText('Enter the company name')).toBeInTheDocument();
    expect(screen.getByLabelText('INN')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText('INN'));
    await fill(user, screen.getByLabelText('INN'), '7707083893');
    await user.click(screen.getByRole('button', { name: 'Get the invoice' }));
    expect(await screen.findByText('Enter the KPP: a legal entity needs it')).toBeInTheDocument();
    expect(api.callsTo('POST', 'payment/bank-transfer')).toHaveLength(0);
  });

  it('needs no KPP from a sole trader, and says the checks in Russian', async () => {
    mockApi(baseRoutes);
    const { user } = await openForm('ru');
    await fill(user, screen.getByLabelText('ИНН'), '500100732259');
    await fill(user, screen.getByLabelText('Индекс'), '12345');
    await user.click(screen.getByRole('button', { name: 'Получить счёт' }));
    expect(await screen.findByText('Индекс состоит из 6 цифр')).toBeInTheDocument();
    expect(screen.queryByText('Укажите КПП: он нужен юридическому лицу')).toBeNull();
    expect(screen.getByLabelText('ИНН')).not.toHaveAttribute('aria-invalid');
  });

  it('keeps what was typed when the user steps back and forth', async () => {
    mockApi(baseRoutes);
    const { user } = await openForm();
    await fill(user, screen.getByLabelText('Company name'), 'Acme LLC');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('radio', { name: 'By bank transfer (legal entities)' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByLabelText('Company name')).toHaveValue('Acme LLC');
  });

  it('issues the invoice: shows its number and downloads the PDF', async () => {
    const api = mockApi({
      ...baseRoutes,
      'POST payment/bank-transfer': () =>
        jsonResponse(201, {
          payment: payment({ method: 'bank_transfer', invoice_number: 'СЧ-2026-000123', payment_type: 'annual', amount: 39900 }),
          invoice_url: '/api/payment/pay-1/invoice.pdf',
        }),
      'GET payment/pay-1/invoice.pdf': () => new Response(new Blob(['%PDF-1.7']), { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    });
    URL.createObjectURL = jest.fn(() => 'blob:invoice');
    URL.revokeObjectURL = jest.fn();
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = await openForm();
    for (const [label, value] of Object.entries(company)) await fill(user, screen.getByLabelText(label), value);
    await user.click(screen.getByLabelText('The mail address is the same as the legal address'));
    const mail = within(screen.getByRole('group', { name: 'Mail address' }));
    await fill(user, mail.getByLabelText('Postcode'), '190000');
    await fill(user, mail.getByLabelText('Region'), 'Санкт-Петербург');
    await fill(user, mail.getByLabelText('City'), 'Санкт-Петербург');
    await fill(user, mail.getByLabelText('Street and building'), 'Невский пр., 1');
    await user.click(screen.getByRole('button', { name: 'Get the invoice' }));

    expect(await screen.findByText('СЧ-2026-000123')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Step 3 of 3: Result' })).toHaveFocus();
    expect(api.callsTo('POST', 'payment/bank-transfer')[0].body).toEqual({
      workspace_id: 42,
      plan: 'pro',
      price_type: 'annual',
      idempotency_key: expect.any(String),
      companyName: 'ООО «Ромашка»',
      customerName: 'Анна Иванова',
      customerPhone: '+7 495 123-45-67',
      itn: '7707083893',
      iec: '773601001',
      region: 'Москва',
      city: 'Москва',
      address: 'ул. Тверская, 1',
      zipcode: '101000',
      mailAddress: { region: 'Санкт-Петербург', city: 'Санкт-Петербург', address: 'Невский пр., 1', zipcode: '190000' },
    });
    expect(screen.getByRole('link', { name: 'Follow the payment' })).toHaveAttribute('href', '/subscriptions/payment-result?payment=pay-1');

    await user.click(screen.getByRole('button', { name: 'Download invoice (PDF)' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(api.callsTo('GET', 'payment/pay-1/invoice.pdf')[0].headers.get('Authorization')).toBe('Bearer billing-token');
  });

  it('shows the API field errors on their fields', async () => {
    mockApi({
      ...baseRoutes,
      'POST payment/bank-transfer': () =>
        apiError(400, 'validation_failed', {
          fields: { itn: 'itn_invalid', zipcode: 'zipcode_invalid', 'mailAddress.city': 'required', companyName: 'too_long' },
        }),
    });
    const { user } = await openForm();
    for (const [label, value] of Object.entries(company)) await fill(user, screen.getByLabelText(label), value);
    await user.click(screen.getByRole('button', { name: 'Get the invoice' }));
    expect(await screen.findByText('This INN is not valid: check the digits')).toBeInTheDocument();
    expect(screen.getByText('The postcode has 6 digits')).toBeInTheDocument();
    expect(screen.getByText('This is too long')).toBeInTheDocument();
    expect(screen.getByLabelText('Company name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says the subscription could not be set up when the API fails (Russian)', async () => {
    mockApi({ ...baseRoutes, 'POST payment/bank-transfer': () => apiError(500, 'internal_error') });
    const { user } = await openForm('ru');
    const russian = {
      'Название компании': 'ООО «Ромашка»',
      ИНН: '500100732259',
      'Контактное лицо': 'Анна',
      Телефон: '+74951234567',
      Индекс: '101000',
      Регион: 'Москва',
      Город: 'Москва',
      'Улица и дом': 'Тверская, 1',
    };
    for (const [label, value] of Object.entries(russian)) await fill(user, screen.getByLabelText(label), value);
    await user.click(screen.getByRole('button', { name: 'Получить счёт' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Не удалось оформить подписку');
    expect(alert).toHaveTextContent('Попробуйте повторить попытку позже');
  });
});
