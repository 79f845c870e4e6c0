import { screen, waitFor, within } from '@testing-library/react';
import { createAppStore, snapshotForPrerender, PRERENDERED_STATE_ELEMENT_ID } from '@stepwise/shared';
import { plansApi } from '@stepwise/shared/api';
import { deferred, jsonResponse, mockApi, networkFailure } from '@stepwise/shared/testing';
import { PLANS } from '../../test-utils/plans-fixture';
import { preloadMarketingScreens, renderMarketingScreen } from '../../test-utils/render-marketing-screen';

beforeAll(preloadMarketingScreens);

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
});

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const planCard = (code: string) => screen.getByTestId(`plan-${code}`);
const priceOf = (code: string) => plain(within(planCard(code)).getByTestId('plan-price').textContent);

describe('pricing', () => {
  it('shows every plan from GET /api/plans with its price and capacities', async () => {
    const api = mockApi({ 'GET plans': () => jsonResponse(200, { data: PLANS }) });
    await renderMarketingScreen('/pricing');

    expect(await screen.findByTestId('plan-pro')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Plans and prices' })).toBeInTheDocument();
    expect(screen.getByTestId('pricing-trial')).toHaveTextContent('30 days free on every plan');
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Free', 'Flex', 'Pro']);
    expect(priceOf('free')).toBe('Free');
    expect(planCard('free')).not.toHaveTextContent('per month');
    expect(priceOf('flex')).toBe('RUB 390');
    expect(priceOf('pro')).toBe('RUB 4,990');
    expect(planCard('flex')).toHaveTextContent('per member / month');
    expect(planCard('pro')).toHaveTextContent('per month');
    expect(within(planCard('pro')).getByText('Most popular')).toBeInTheDocument();

    const flexCapacities = within(planCard('flex')).getByRole('list', { name: 'What Flex includes' });
    expect(
      within(flexCapacities)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.replace('✓', '')),
    ).toEqual(['2–50 members', 'Unlimited projects', 'Up to 1,000 knowledge base pages', 'Up to 10 GB of file storage']);
    expect(within(planCard('free')).getByText('Up to 3 members')).toBeInTheDocument();
    expect(within(planCard('free')).getByText('Up to 500 MB of file storage')).toBeInTheDocument();
    expect(api.callsTo('GET', 'plans')).toHaveLength(1);
    expect(consoleError).not.toHaveBeenCalled();
  });

  describe('hydrated from its prerendered HTML', () => {
    let stateElement: HTMLScriptElement;

    /** The page as the build rendered it: the catalogue of then is in the state the page came with. */
    async function sendPage() {
      const build = createAppStore();
      mockApi({ 'GET plans': () => jsonResponse(200, { data: PLANS }) });
      await build.dispatch(plansApi.endpoints.getPlans.initiate());
      stateElement = document.createElement('script');
      stateElement.type = 'application/json';
      stateElement.id = PRERENDERED_STATE_ELEMENT_ID;
      stateElement.textContent = JSON.stringify(snapshotForPrerender(build.getState()));
      document.body.append(stateElement);
    }
    afterEach(() => stateElement.remove());

    const raised = PLANS.map((plan) => (plan.code === 'pro' ? { ...plan, prices: { monthly: 5490, annual: 54900 } } : plan));

    it('starts from the prices of its build without RTK Query, and shows the current ones once checked', async () => {
      await sendPage();
      const answer = deferred();
      const api = mockApi({ 'GET plans': () => answer.promise });
      const { store } = await renderMarketingScreen('/pricing');

      expect(priceOf('pro')).toBe('RUB 4,990');
      expect(api.callsTo('GET', 'plans')).toHaveLength(1);
      answer.resolve(jsonResponse(200, { data: raised }));
      await waitFor(() => expect(priceOf('pro')).toBe('RUB 5,490'));
      expect(Object.values(store.getState().api?.queries ?? {}).filter((query) => query?.endpointName === 'getPlans')).toEqual([]);
      expect(consoleError).not.toHaveBeenCalled();
    });

    it('keeps the prices of its build when the catalogue has not changed', async () => {
      await sendPage();
      const api = mockApi({ 'GET plans': () => jsonResponse(200, { data: PLANS }) });
      await renderMarketingScreen('/pricing');

      await waitFor(() => expect(api.callsTo('GET', 'plans')).toHaveLength(1));
      expect(priceOf('pro')).toBe('RUB 4,990');
      expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Free', 'Flex', 'Pro']);
    });

    it.each([
      ['a server error', () => jsonResponse(500, { code: 'internal_error', message: 'Internal error' })],
      ['a network failure', networkFailure],
    ])('after %s only logs it and keeps the prices of its build', async (_case, handler) => {
      await sendPage();
      mockApi({ 'GET plans': handler });
      await renderMarketingScreen('/pricing');

      await waitFor(() => expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('rate plans could not be loaded'), expect.anything()));
      expect(priceOf('pro')).toBe('RUB 4,990');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });

  it('switches to annual prices with the keyboard and shows the discount', async () => {
    mockApi({ 'GET plans': () => jsonResponse(200, { data: PLANS }) });
    const { user } = await renderMarketingScreen('/pricing');
    await screen.findByTestId('plan-pro');

    const monthly = screen.getByRole('radio', { name: 'Monthly' });
    const annual = screen.getByRole('radio', { name: 'Annually save 17%' });
    expect(monthly).toBeChecked();
    expect(screen.getByRole('group', { name: 'Billing period' })).toHaveTextContent('Pay for a year to save 17%');

    monthly.focus();
    await user.keyboard('{ArrowRight}');
    expect(annual).toBeChecked();

    expect(priceOf('flex')).toBe('RUB 3,900');
    expect(priceOf('pro')).toBe('RUB 49,900');
    expect(planCard('flex')).toHaveTextContent('per member / year');
    expect(planCard('pro')).toHaveTextContent('per year');
    expect(plain(within(planCard('pro')).getByTestId('plan-price-note').textContent)).toBe('RUB 4,158 a month instead of RUB 4,990 · save 17%');
    expect(plain(within(planCard('flex')).getByTestId('plan-price-note').textContent)).toBe('RUB 325 per member a month instead of RUB 390 · save 17%');
    expect(screen.getByRole('group', { name: 'Billing period' })).toHaveTextContent('17% less than paying monthly');

    await user.click(monthly);
    expect(priceOf('pro')).toBe('RUB 4,990');
  });

  it('shows Russian prices, plurals and the discount', async () => {
    mockApi({ 'GET plans': () => jsonResponse(200, { data: PLANS }) });
    const { user } = await renderMarketingScreen('/pricing', { lang: 'ru' });
    await screen.findByTestId('plan-pro');
    expect(screen.getByRole('heading', { level: 1, name: 'Тарифы и цены' })).toBeInTheDocument();
    expect(screen.getByTestId('pricing-trial')).toHaveTextContent('30 дней бесплатно на любом тарифе');
    expect(priceOf('pro')).toBe('4 990 ₽');
    expect(within(planCard('flex')).getByText('2–50 участников')).toBeInTheDocument();
    expect(within(planCard('free')).getByText('До 3 участников')).toBeInTheDocument();
    expect(within(planCard('free')).getByText('До 1 проекта')).toBeInTheDocument();
    expect(within(planCard('pro')).getByText('До 100 ГБ для файлов')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'За год скидка 17\u00a0%' }));
    expect(priceOf('pro')).toBe('49 900 ₽');
    expect(planCard('pro')).toHaveTextContent('в год');
    // A free plan paid for a year is still free, not "0 ₽ в год".
    expect(priceOf('free')).toBe('Бесплатно');
    expect(planCard('free')).not.toHaveTextContent('в год');
    expect(screen.getByRole('link', { name: 'Попробовать бесплатно 30 дней на тарифе Про' })).toHaveAttribute('href', '/register?plan=pro&price_type=annual');
  });

  it('sends a guest to register with the plan and price type chosen', async () => {
    mockApi({ 'GET plans': () => jsonResponse(200, { data: PLANS }) });
    const { user } = await renderMarketingScreen('/pricing');
    await screen.findByTestId('plan-pro');

    expect(screen.getByRole('link', { name: 'Try 30 days free on Pro' })).toHaveAttribute('href', '/register?plan=pro&price_type=monthly');
    expect(screen.getByRole('link', { name: 'Try 30 days free on Flex' })).toHaveAttribute('href', '/register?plan=flex&price_type=per_member_month');
    expect(screen.getByRole('link', { name: 'Start free on Free' })).toHaveAttribute('href', '/register?plan=free&price_type=monthly');

    await user.click(screen.getByRole('radio', { name: /Annually/ }));
    expect(screen.getByRole('link', { name: 'Try 30 days free on Pro' })).toHaveAttribute('href', '/register?plan=pro&price_type=annual');
    expect(priceOf('free')).toBe('Free');
    expect(planCard('free')).not.toHaveTextContent('per year');

    await user.click(screen.getByRole('link', { name: 'Try 30 days free on Pro' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/register?plan=pro&price_type=annual');
  });

  it('sends a signed-in user to a new workspace with the same choice', async () => {
    mockApi({ 'GET plans': () => jsonResponse(200, { data: PLANS }) });
    await renderMarketingScreen('/pricing', { signedIn: true });
    await screen.findByTestId('plan-pro');

    expect(screen.getByRole('link', { name: 'Create a workspace on Pro' })).toHaveAttribute('href', '/new-workspace?plan=pro&price_type=monthly');
    expect(screen.getByRole('link', { name: 'Create a workspace on Flex' })).toHaveAttribute('href', '/new-workspace?plan=flex&price_type=per_member_month');
    expect(screen.queryByRole('link', { name: /Try 30 days free/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Start free' })).not.toBeInTheDocument();
  });

  it('explains and calculates per-member charging from the peak number of active members', async () => {
    mockApi({ 'GET plans': () => jsonResponse(200, { data: PLANS }) });
    const { user } = await renderMarketingScreen('/pricing');
    await screen.findByTestId('plan-pro');

    const section = screen.getByRole('region', { name: 'How per-member plans are charged' });
    expect(section).toHaveTextContent('The payment is charged on the billing day for the maximum number of active users during the billing period.');
    expect(plain(within(section).getByTestId('per-member-total').textContent)).toBe('Flex: 8 members × RUB 390 = RUB 3,120 per month');

    const input = within(section).getByLabelText('Peak number of active members');
    await user.clear(input);
    await user.type(input, '12');
    expect(plain(within(section).getByTestId('per-member-total').textContent)).toBe('Flex: 12 members × RUB 390 = RUB 4,680 per month');

    await user.click(screen.getByRole('radio', { name: /Annually/ }));
    expect(plain(within(section).getByTestId('per-member-total').textContent)).toBe('Flex: 12 members × RUB 3,900 = RUB 46,800 per year');
  });

  it('says the plans are loading', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockApi({ 'GET plans': () => new Promise<Response>((resolve) => (answer = resolve)) });
    await renderMarketingScreen('/pricing');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the plans…');
    answer(jsonResponse(200, { data: PLANS }));
    expect(await screen.findByTestId('plan-pro')).toBeInTheDocument();
    expect(screen.queryByText('Loading the plans…')).not.toBeInTheDocument();
  });

  it.each([
    ['a server error', () => jsonResponse(500, { code: 'internal_error', message: 'Internal error' })],
    ['a network failure', networkFailure],
  ])('after %s only logs it, and the rest of the page stays usable', async (_case, handler) => {
    mockApi({ 'GET plans': handler });
    const { user } = await renderMarketingScreen('/pricing');

    await waitFor(() => expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('rate plans could not be loaded'), expect.anything()));
    expect(screen.queryByText('Loading the plans…')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByTestId('plan-pro')).not.toBeInTheDocument();

    expect(screen.getByRole('heading', { level: 1, name: 'Plans and prices' })).toBeInTheDocument();
    expect(screen.getByTestId('pricing-trial')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'How per-member plans are charged' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Annually save 17%' }));
    expect(screen.getByRole('radio', { name: 'Annually save 17%' })).toBeChecked();
    await user.click(screen.getByText('How can I pay?'));
    expect(screen.getByRole('link', { name: 'card payments page' })).toHaveAttribute('href', '/payments');
    expect(screen.getByRole('link', { name: 'Start free' })).toHaveAttribute('href', '/register');
  });
});
