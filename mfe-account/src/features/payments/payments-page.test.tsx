import { screen, waitFor, within } from '@testing-library/react';
import { tokenStorage } from '@stepwise/shared';
import { jsonResponse, mockApi, paymentFixture as payment, planCatalogueFixture, type ApiCall } from '@stepwise/shared/testing';
import { PAYMENT_STATUSES, type Payment } from '../../common/api/account-types';
import { preloadAccountScreens, renderAccountScreen } from '../../test-utils/render-account-screen';

const plans = planCatalogueFixture();

beforeAll(preloadAccountScreens);

afterEach(() => {
  tokenStorage.clear();
});

/** Seven payments, one in each status. */
const firstPage: Payment[] = PAYMENT_STATUSES.map((status, index) =>
  payment({
    uuid: `pay-${index}`,
    status,
    payment_type: index % 2 ? 'annual' : 'monthly',
    amount: 4990 + index * 1000,
    workspace: { id: 40 + index, name: `Space ${index}` },
  }),
);

function page(call: ApiCall, total = 45) {
  const number = Number(call.query.get('page'));
  const data =
    number === 1
      ? firstPage
      : [
          payment({
            uuid: `p${number}`,
            workspace: { id: 9, name: `Workspace on page ${number}` },
            rate: 'start',
            amount: 1490,
            created_at: '2025-12-31T12:00:00Z',
          }),
        ];
  return jsonResponse(200, { data, meta: { page: number, per_page: 20, total, last_page: Math.ceil(total / 20) } });
}

function paymentsApi() {
  return mockApi({ 'GET payments': (call) => page(call), 'GET plans': () => jsonResponse(200, { data: plans }) });
}

function rows() {
  return within(screen.getByRole('table')).getAllByRole('row').slice(1);
}

describe('account-payments', () => {
  it('shows date, workspace, rate, payment type, amount and a worded status for every status', async () => {
    const api = paymentsApi();
    await renderAccountScreen('/account/payments');
    await screen.findByRole('table');

    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Workspace', 'Plan', 'Payment type', 'Amount', 'Status']);
    const cells = within(rows()[0])
      .getAllByRole('cell')
      .map((cell) => cell.textContent?.replace(/\s/g, ' '));
    expect(cells).toEqual(['February 1, 2026', 'Space 0', 'Pro', 'Monthly', 'RUB 4,990', '…Pending']);
    expect(
      rows().map((row) =>
        within(row)
          .getAllByRole('cell')[5]
          .textContent?.replace(/^[…✓✗–]/, ''),
      ),
    ).toEqual(['Pending', 'Authorized', 'Paid', 'Cancelled', 'Declined', 'Cancellation pending', 'Confirmation pending']);
    expect(within(rows()[1]).getByText('Annual')).toBeInTheDocument();
    expect(api.callsTo('GET', 'payments')[0].query.get('page')).toBe('1');
  });

  it('words all seven statuses in Russian', async () => {
    paymentsApi();
    await renderAccountScreen('/account/payments', { lang: 'ru' });
    await screen.findByRole('table');
    // The plan's name comes from the catalogue once it has loaded.
    await waitFor(() => expect(within(rows()[0]).getAllByRole('cell')[2]).toHaveTextContent('Про'));
    expect(
      rows().map((row) =>
        within(row)
          .getAllByRole('cell')[5]
          .textContent?.replace(/^[…✓✗–]/, ''),
      ),
    ).toEqual(['Ожидает оплаты', 'Средства заблокированы', 'Оплачен', 'Отменён', 'Отклонён', 'Отменяется', 'Подтверждается']);
    const first = within(rows()[0])
      .getAllByRole('cell')
      .map((cell) => cell.textContent?.replace(/\s/g, ' '));
    expect(first.slice(0, 5)).toEqual(['1 февраля 2026 г.', 'Space 0', 'Про', 'За месяц', '4 990 ₽']);
  });

  it('pages through the history with the page in the URL', async () => {
    const api = paymentsApi();
    const { user } = await renderAccountScreen('/account/payments');
    await screen.findByRole('table');

    const pages = screen.getByRole('navigation', { name: 'Payment history pages' });
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/account/payments?page=3');
    expect(within(pages).getByRole('link', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(pages).getByRole('link', { name: 'Previous' })).not.toHaveAttribute('href');

    await user.click(within(pages).getByRole('link', { name: 'Next' }));
    expect(await screen.findByText('Workspace on page 2')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/account/payments?page=2');
    expect(within(pages).getByRole('link', { name: 'Next' })).toHaveFocus();
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
    expect(within(pages).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/account/payments');
    expect(within(pages).getByRole('link', { name: 'Previous' })).not.toHaveAttribute('aria-disabled');

    await user.click(within(pages).getByRole('link', { name: 'Page 3' }));
    expect(await screen.findByText('Workspace on page 3')).toBeInTheDocument();
    expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
    expect(api.callsTo('GET', 'payments').map((call) => call.query.get('page'))).toEqual(['1', '2', '3']);
  });

  it('opens the page named in the URL', async () => {
    const api = paymentsApi();
    await renderAccountScreen('/account/payments?page=2', { lang: 'ru' });
    expect(await screen.findByText('Workspace on page 2')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Страницы истории платежей' });
    expect(within(pages).getByRole('link', { name: 'Страница 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Предыдущая' })).toBeInTheDocument();
    expect(api.callsTo('GET', 'payments')[0].query.get('page')).toBe('2');
  });

  it('says when there are no payments yet', async () => {
    mockApi({
      'GET payments': () => jsonResponse(200, { data: [], meta: { page: 1, per_page: 20, total: 0, last_page: 1 } }),
      'GET plans': () => jsonResponse(200, { data: plans }),
    });
    await renderAccountScreen('/account/payments');
    expect(await screen.findByRole('heading', { name: 'No payments yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a plan for a workspace' })).toHaveAttribute('href', '/account/workspaces');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('offers the first page when the URL names a page past the end', async () => {
    mockApi({
      'GET payments': () => jsonResponse(200, { data: [], meta: { page: 9, per_page: 20, total: 45, last_page: 3 } }),
      'GET plans': () => jsonResponse(200, { data: plans }),
    });
    await renderAccountScreen('/account/payments?page=9');
    expect(await screen.findByText('There are no payments on this page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the first page' })).toHaveAttribute('href', '/account/payments');
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });
});
