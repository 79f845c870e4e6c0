import { screen, waitFor, within } from '@testing-library/react';
import { tokenStorage } from '@stepwise/shared';
import {
  apiError,
  billingPreviewFixture as billingPreview,
  cardFixture as card,
  jsonResponse,
  mockApi,
  planCatalogueFixture,
  subscriptionFixture as subscription,
  workspaceFixture as workspace,
} from '@stepwise/shared/testing';
import { preloadBillingScreens, renderBillingScreen } from '../../test-utils/render-billing-screen';

const plans = planCatalogueFixture();

beforeAll(preloadBillingScreens);

afterEach(() => {
  tokenStorage.clear();
  jest.restoreAllMocks();
});

const PAGE = '/account/workspaces/42/plan';

function routes(extra: Record<string, () => Response> = {}) {
  return {
    'GET plans': () => jsonResponse(200, { data: plans }),
    'GET workspaces/42': () => jsonResponse(200, workspace()),
    'GET workspaces/42/subscription': () => jsonResponse(200, subscription()),
    'GET cards': () => jsonResponse(200, { data: [card(), card({ uuid: 'card-2', brand: 'mastercard', last4: '4444', exp_month: 1, exp_year: 2028 })] }),
    ...extra,
  };
}

describe('account-workspaces-workspace-plan', () => {
  it('shows the current plan: status, dates and members against capacity', async () => {
    mockApi(routes());
    await renderBillingScreen(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Plan of Acme' })).toBeInTheDocument();
    const current = within(screen.getByRole('region', { name: 'Current plan: Pro' }));
    expect(current.getByText('Active')).toBeInTheDocument();
    expect(current.getByText('January 10, 2026')).toBeInTheDocument();
    expect(current.getByText('March 10, 2026')).toBeInTheDocument();
    expect(current.getByText('4 of 30')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Try a paid plan free for 30 days' })).toBeNull();
  });

  it('previews the next bill of a per-member plan', async () => {
    mockApi(
      routes({
        'GET workspaces/42/subscription': () =>
          jsonResponse(200, subscription({ plan: 'flex', price_type: 'per_member_month', members: { active: 6, capacity_to: null } })),
        'GET workspaces/42/billing': () => jsonResponse(200, billingPreview()),
      }),
    );
    await renderBillingScreen(PAGE);
    await waitFor(() =>
      expect(screen.getByText(/at peak this period/)).toHaveTextContent('8 active members at peak this period → RUB 3,120 on March 10, 2026'),
    );
    expect(screen.getByText('6 (unlimited)')).toBeInTheDocument();
  });

  it('without a subscription shows the free plan and starts a trial', async () => {
    let current: ReturnType<typeof subscription> | null = null;
    const api = mockApi(
      routes({
        'GET workspaces/42/subscription': () => (current ? jsonResponse(200, current) : apiError(404, 'no_subscription')),
        'POST subscriptions/trial': () => {
          current = subscription({ status: 'trial', card: null, end_date: '2026-04-01T00:00:00Z' });
          return jsonResponse(201, current);
        },
      }),
    );
    const { user } = await renderBillingScreen(PAGE);
    // The capacity comes with the plans, which load beside the subscription.
    await waitFor(() => expect(screen.getByRole('region', { name: 'Current plan: Free' })).toHaveTextContent('3 of 3'));
    const trial = within(screen.getByRole('region', { name: 'Try a paid plan free for 30 days' }));
    await user.selectOptions(trial.getByLabelText('Plan to try'), 'start');
    await user.click(trial.getByRole('button', { name: 'Start the free trial' }));

    await waitFor(() => expect(screen.getByTestId('toasts-polite')).toHaveTextContent('The 30-day trial has started'));
    expect(api.callsTo('POST', 'subscriptions/trial')[0].body).toEqual({ workspace_id: 42, plan: 'start' });
    expect(await screen.findByRole('region', { name: 'Current plan: Pro' })).toHaveTextContent('Trial');
  });

  it('says the subscription could not be set up when the trial fails (Russian)', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi(
      routes({ 'GET workspaces/42/subscription': () => apiError(404, 'no_subscription'), 'POST subscriptions/trial': () => apiError(409, 'trial_used') }),
    );
    const { user } = await renderBillingScreen(PAGE, { lang: 'ru' });
    await user.click(await screen.findByRole('button', { name: 'Начать пробный период' }));
    await waitFor(() => expect(screen.getByTestId('toasts-assertive')).toHaveTextContent('Не удалось оформить подписку'));
  });

  it('changes the card that pays for renewals', async () => {
    const api = mockApi(
      routes({
        'POST subscriptions/sub-1/card': () =>
          jsonResponse(200, subscription({ card: { uuid: 'card-2', brand: 'mastercard', last4: '4444', exp_month: 1, exp_year: 2028 } })),
      }),
    );
    const { user } = await renderBillingScreen(PAGE);
    const section = within(await screen.findByRole('region', { name: 'Payment card' }));
    expect(section.getByText(/Renewals are paid with Visa •••• 4242 \(expires 04\/27\)/)).toBeInTheDocument();
    await user.selectOptions(await section.findByLabelText('Saved card'), 'card-2');
    await user.click(section.getByRole('button', { name: 'Use this card' }));
    await waitFor(() => expect(screen.getByTestId('toasts-polite')).toHaveTextContent('The card has been changed'));
    expect(api.callsTo('POST', 'subscriptions/sub-1/card')[0].body).toEqual({ uuid: 'card-2' });
    expect(section.getByRole('link', { name: 'Pay with a new card' })).toHaveAttribute('href', '/subscriptions/sub-1/payment');
  });

  it('says the chosen card could not be added when the change fails (Russian)', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi(routes({ 'POST subscriptions/sub-1/card': () => apiError(500, 'internal_error') }));
    const { user } = await renderBillingScreen(PAGE, { lang: 'ru' });
    const section = within(await screen.findByRole('region', { name: 'Карта для оплаты' }));
    await user.selectOptions(await section.findByLabelText('Сохранённая карта'), 'card-2');
    await user.click(section.getByRole('button', { name: 'Использовать эту карту' }));
    await waitFor(() => expect(screen.getByTestId('toasts-assertive')).toHaveTextContent('Не удалось добавить выбранную карту'));
    expect(logged).toHaveBeenCalled();
  });

  it('links paid plans to the checkout for the chosen period', async () => {
    mockApi(routes());
    const { user } = await renderBillingScreen(PAGE);
    const change = within(await screen.findByRole('region', { name: 'Change plan' }));
    expect(within(change.getByRole('listitem', { name: 'Pro' })).getByText('Current plan')).toBeInTheDocument();
    expect(change.getByRole('link', { name: 'Choose the plan Start' })).toHaveAttribute(
      'href',
      '/subscriptions/payment?workspace=42&plan=start&period=monthly',
    );
    await user.click(change.getByRole('radio', { name: 'Annually save 17%' }));
    expect(change.getByRole('link', { name: 'Choose the plan Start' })).toHaveAttribute('href', '/subscriptions/payment?workspace=42&plan=start&period=annual');
    expect(change.getByRole('link', { name: 'Choose the plan Pro' })).toHaveAttribute('href', '/subscriptions/payment?workspace=42&plan=pro&period=annual');
    expect(within(change.getByRole('listitem', { name: 'Flex' })).getByText(/RUB 3,900 per member a year/)).toBeInTheDocument();
  });

  it('asks before leaving a paid plan for Free, schedules it for the end of the paid period, and can keep the plan', async () => {
    let current = subscription();
    const api = mockApi(
      routes({
        'GET workspaces/42/subscription': () => jsonResponse(200, current),
        'POST subscriptions': () => {
          current = subscription({ scheduled_change: { plan: 'free', at: '2026-03-10T00:00:00Z' } });
          return jsonResponse(200, current);
        },
        'DELETE subscriptions/sub-1/scheduled-change': () => {
          current = subscription();
          return jsonResponse(200, current);
        },
      }),
    );
    const { user } = await renderBillingScreen(PAGE);
    const change = within(await screen.findByRole('region', { name: 'Change plan' }));

    await user.click(change.getByRole('button', { name: 'Choose the plan Free' }));
    const dialog = screen.getByRole('dialog', { name: 'Switch to the free plan?' });
    expect(dialog).toHaveTextContent('The workspace stays on Pro until March 10, 2026, the end of the paid period, and then switches to Free.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('POST', 'subscriptions')).toHaveLength(0);

    await user.click(change.getByRole('button', { name: 'Choose the plan Free' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Switch to Free' }));
    await waitFor(() => expect(screen.getByTestId('toasts-polite')).toHaveTextContent('The workspace switches to the free plan on March 10, 2026'));
    expect(api.callsTo('POST', 'subscriptions')[0].body).toEqual({ workspace_id: 42, plan: 'free', price_type: 'monthly' });
    // Still on the paid plan until then, with the switch shown and a way back.
    expect(await screen.findByText(/Switches to Free on/)).toHaveTextContent('Switches to Free on March 10, 2026.');
    expect(screen.getByRole('region', { name: 'Current plan: Pro' })).toBeInTheDocument();
    expect(within(change.getByRole('listitem', { name: 'Free' })).getByText(/From/)).toHaveTextContent('From March 10, 2026');
    expect(change.queryByRole('button', { name: 'Choose the plan Free' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Keep Pro' }));
    await waitFor(() => expect(screen.queryByText(/Switches to Free on/)).toBeNull());
    expect(api.callsTo('DELETE', 'subscriptions/sub-1/scheduled-change')).toHaveLength(1);
    expect(screen.getByTestId('toasts-polite')).toHaveTextContent('The workspace stays on Pro');
  });

  it('in Russian the dialog of a trial says the switch is immediate', async () => {
    mockApi(routes({ 'GET workspaces/42/subscription': () => jsonResponse(200, subscription({ status: 'trial', card: null })) }));
    const { user } = await renderBillingScreen(PAGE, { lang: 'ru' });
    const change = within(await screen.findByRole('region', { name: 'Сменить тариф' }));
    await user.click(change.getByRole('button', { name: 'Выбрать тариф Бесплатный' }));
    expect(screen.getByRole('dialog', { name: 'Перейти на бесплатный тариф?' })).toHaveTextContent(
      'Пространство уйдёт с тарифа Про и сразу перейдёт на Бесплатный.',
    );
  });

  it('only logs a failure to load the plans', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi(routes({ 'GET plans': () => apiError(500, 'internal_error') }));
    await renderBillingScreen(PAGE);
    expect(await screen.findByRole('region', { name: 'Current plan: Pro' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(logged).toHaveBeenCalledWith('[mfe_billing] loading the plans failed', expect.anything()));
  });

  it('a failed subscription fetch shows the error panel with a retry, never a guessed free plan', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    mockApi(routes({ 'GET workspaces/42/subscription': () => (fail ? apiError(500, 'internal_error') : jsonResponse(200, subscription())) }));
    const { user } = await renderBillingScreen(PAGE);
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('An error occurred');
    expect(screen.queryByRole('region', { name: /Current plan/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Change plan' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Choose/ })).toBeNull();
    expect(logged).toHaveBeenCalledWith('[mfe_billing] loading the workspace subscription failed', expect.anything());

    fail = false;
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Current plan: Pro' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
