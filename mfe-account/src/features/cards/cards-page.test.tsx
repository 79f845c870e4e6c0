import { screen, waitFor, within } from '@testing-library/react';
import { tokenStorage } from '@stepwise/shared';
import { apiError, cardFixture as card, deferred, jsonResponse, mockApi } from '@stepwise/shared/testing';
import { preloadAccountScreens, renderAccountScreen } from '../../test-utils/render-account-screen';

beforeAll(preloadAccountScreens);

afterEach(() => {
  tokenStorage.clear();
});

const cards = [
  card(),
  card({ uuid: 'card-2', brand: 'mir', last4: '0005', exp_month: 12, exp_year: 2030, subscriptions: [] }),
  card({
    uuid: 'card-3',
    brand: 'mastercard',
    last4: '4444',
    exp_month: 1,
    exp_year: 2028,
    subscriptions: [
      { uuid: 'sub-2', workspace_id: 43, workspace_name: 'Beta' },
      { uuid: 'sub-3', workspace_id: 44, workspace_name: 'Gamma' },
    ],
  }),
];

describe('account-cards', () => {
  it('lists the cards: brand, masked number, expiry and the subscriptions they pay for', async () => {
    mockApi({ 'GET cards': () => jsonResponse(200, { data: cards }) });
    await renderAccountScreen('/account/cards');

    const visa = within(await screen.findByRole('listitem', { name: 'Visa •••• 4242' }));
    expect(visa.getByText('Expires 04/27')).toBeInTheDocument();
    expect(visa.getByText('Pays for the subscriptions of: Acme')).toBeInTheDocument();
    expect(visa.getByRole('button', { name: 'Unlink the card Visa •••• 4242' })).toBeInTheDocument();
    const mir = within(screen.getByRole('listitem', { name: 'Mir •••• 0005' }));
    expect(mir.getByText('Expires 12/30')).toBeInTheDocument();
    expect(mir.getByText('Not used for any subscription')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Mastercard •••• 4444' })).getByText('Pays for the subscriptions of: Beta, Gamma')).toBeInTheDocument();
  });

  it('unlinks a card after a warning about automatic renewal, and says so (Russian)', async () => {
    const removal = deferred();
    const api = mockApi({ 'GET cards': () => jsonResponse(200, { data: cards }), 'DELETE cards/card-3': () => removal.promise });
    const { user } = await renderAccountScreen('/account/cards', { lang: 'ru' });
    await user.click(await screen.findByRole('button', { name: 'Отвязать карту Mastercard •••• 4444' }));

    const dialog = screen.getByRole('dialog', { name: 'Отвязать карту Mastercard •••• 4444?' });
    expect(dialog).toHaveTextContent('Подписки, привязанные к этой карте, не смогут продлеваться автоматически.');
    expect(dialog).toHaveTextContent('Карта оплачивает подписки: Beta, Gamma.');
    await user.click(within(dialog).getByRole('button', { name: 'Отвязать карту' }));
    expect(within(dialog).getByRole('button', { name: 'Отвязать карту' })).toHaveAttribute('aria-busy', 'true');
    expect(api.callsTo('DELETE', 'cards/card-3')).toHaveLength(1);

    removal.resolve(jsonResponse(204));
    await waitFor(() => expect(screen.getByTestId('toasts-polite')).toHaveTextContent('Карта успешно отвязана'));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Mastercard •••• 4444' })).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('listitem', { name: 'Visa •••• 4242' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Привязанные карты' })).toHaveFocus());
  });

  it('says in English that the card was unlinked', async () => {
    mockApi({ 'GET cards': () => jsonResponse(200, { data: [card()] }), 'DELETE cards/card-1': () => jsonResponse(204) });
    const { user } = await renderAccountScreen('/account/cards');
    await user.click(await screen.findByRole('button', { name: 'Unlink the card Visa •••• 4242' }));
    const dialog = screen.getByRole('dialog', { name: 'Unlink the card Visa •••• 4242?' });
    expect(dialog).toHaveTextContent('Subscriptions tied to this card will not be able to renew automatically.');
    await user.click(within(dialog).getByRole('button', { name: 'Unlink the card' }));
    await waitFor(() => expect(screen.getByTestId('toasts-polite')).toHaveTextContent('The card has been successfully unlinked'));
    expect(await screen.findByRole('heading', { name: 'No linked cards' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a plan for a workspace' })).toHaveAttribute('href', '/account/workspaces');
  });

  it.each([
    ['ru', 'Отвязать карту Visa •••• 4242', 'Отвязать карту', 'Не удалось отвязать карту. Свяжитесь с администрацией или попробуйте повторить попытку позже.'],
    ['en', 'Unlink the card Visa •••• 4242', 'Unlink the card', 'Could not unlink the card. Contact the administration or try again later.'],
  ] as const)('keeps the card and says it could not be unlinked (%s)', async (lang, open, confirm, message) => {
    mockApi({ 'GET cards': () => jsonResponse(200, { data: [card()] }), 'DELETE cards/card-1': () => apiError(500, 'internal_error') });
    const { user } = await renderAccountScreen('/account/cards', { lang });
    await user.click(await screen.findByRole('button', { name: open }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: confirm }));
    await waitFor(() => expect(screen.getByTestId('toasts-assertive')).toHaveTextContent(message));
    expect(screen.getByTestId('toasts-polite')).toBeEmptyDOMElement();
    expect(screen.getByRole('listitem', { name: 'Visa •••• 4242' })).toBeInTheDocument();
  });

  it('keeps the card when the user changes their mind', async () => {
    const api = mockApi({ 'GET cards': () => jsonResponse(200, { data: [card()] }) });
    const { user } = await renderAccountScreen('/account/cards');
    const unlink = await screen.findByRole('button', { name: 'Unlink the card Visa •••• 4242' });
    await user.click(unlink);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Keep the card' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('DELETE', 'cards/card-1')).toHaveLength(0);
    expect(unlink).toHaveFocus();
  });

  it('refreshes the list when the card was already gone (404)', async () => {
    let list = [card()];
    const api = mockApi({
      'GET cards': () => jsonResponse(200, { data: list }),
      'DELETE cards/card-1': () => {
        list = [];
        return apiError(404, 'not_found');
      },
    });
    const { user } = await renderAccountScreen('/account/cards');
    await user.click(await screen.findByRole('button', { name: 'Unlink the card Visa •••• 4242' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Unlink the card' }));
    await waitFor(() => expect(screen.getByTestId('toasts-assertive')).toHaveTextContent('Could not unlink the card.'));
    expect(await screen.findByRole('heading', { name: 'No linked cards' })).toBeInTheDocument();
    expect(api.callsTo('GET', 'cards')).toHaveLength(2);
  });

  it('says when there are no cards', async () => {
    mockApi({ 'GET cards': () => jsonResponse(200, { data: [] }) });
    await renderAccountScreen('/account/cards', { lang: 'ru' });
    expect(await screen.findByRole('heading', { name: 'Привязанных карт нет' })).toBeInTheDocument();
    expect(screen.getByText('Карта сохраняется, когда вы оплачиваете подписку картой.')).toBeInTheDocument();
  });
});
