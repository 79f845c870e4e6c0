import { screen, waitFor, within } from '@testing-library/react';
import { tokenStorage } from '@stepwise/shared';
import { apiError, jsonResponse, mockApi, planCatalogueFixture, workspaceFixture as workspace } from '@stepwise/shared/testing';
import { WORKSPACE_URL_TEMPLATE_META } from '../../common/workspace/workspace-address';
import { preloadAccountScreens, renderAccountScreen } from '../../test-utils/render-account-screen';

const plans = planCatalogueFixture();

beforeAll(preloadAccountScreens);

afterEach(() => {
  tokenStorage.clear();
  jest.restoreAllMocks();
});

const list = [
  workspace(),
  workspace({ id: 43, name: 'Beta', domain: 'beta-team', role: 'member', member_count: 1, subscription: null }),
  workspace({
    id: 44,
    name: 'Gamma',
    domain: 'gamma',
    member_count: 5,
    subscription: { uuid: 'sub-3', plan: 'start', status: 'trial', price_type: 'monthly', ends_at: '2026-04-01T00:00:00Z' },
  }),
  workspace({ id: 45, name: 'Delta', domain: 'delta', member_count: 21, subscription: null }),
];

function workspacesApi(data = list) {
  return mockApi({
    'GET workspaces': () => jsonResponse(200, { data }),
    'GET plans': () => jsonResponse(200, { data: plans }),
  });
}

function item(name: string) {
  return within(screen.getByRole('listitem', { name }));
}

describe('account-workspaces', () => {
  it('opens a workspace where the operator hosts it (WORKSPACE_URL_TEMPLATE)', async () => {
    const meta = document.createElement('meta');
    meta.name = WORKSPACE_URL_TEMPLATE_META;
    meta.content = 'https://{domain}.stepwise.app/';
    document.head.append(meta);
    try {
      workspacesApi();
      await renderAccountScreen('/account/workspaces');
      expect(await screen.findByRole('link', { name: 'Open the workspace Beta' })).toHaveAttribute('href', 'https://beta-team.stepwise.app/');
    } finally {
      meta.remove();
    }
  });

  it('opens a workspace in the workspace app with a click', async () => {
    workspacesApi();
    const { user } = await renderAccountScreen('/account/workspaces');
    await user.click(await screen.findByRole('link', { name: 'Open the workspace Gamma' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/w/44');
  });

  it('shows the free plan without an end date', async () => {
    const free = workspace({
      id: 46,
      name: 'Epsilon',
      domain: 'epsilon',
      subscription: { uuid: 'sub-5', plan: 'free', status: 'active', price_type: 'monthly', ends_at: null },
    });
    workspacesApi([free]);
    await renderAccountScreen('/account/workspaces');
    const epsilon = within(await screen.findByRole('listitem', { name: 'Epsilon' }));
    expect(epsilon.getByText(/no end date/).closest('dd')).toHaveTextContent('Free: no end date');
  });

  it('lists the workspaces: domain, role, members, plan with its end date, and a link to the plan page', async () => {
    const api = workspacesApi();
    await renderAccountScreen('/account/workspaces');

    const acme = within(await screen.findByRole('listitem', { name: 'Acme' }));
    expect(acme.getByText('acme')).toBeInTheDocument();
    expect(acme.getByText('Owner')).toBeInTheDocument();
    expect(acme.getByText('3 members')).toBeInTheDocument();
    expect(acme.getByText(/Pro/).closest('dd')).toHaveTextContent('Pro: paid until March 12, 2026');
    expect(acme.getByRole('link', { name: 'Manage plan: Acme' })).toHaveAttribute('href', '/account/workspaces/42/plan');
    expect(acme.getByRole('link', { name: 'Open the workspace Acme' })).toHaveAttribute('href', '/w/42');

    expect(item('Beta').getByText('Member')).toBeInTheDocument();
    expect(item('Beta').getByText('1 member')).toBeInTheDocument();
    expect(item('Beta').getByText('No subscription')).toBeInTheDocument();
    expect(
      item('Gamma')
        .getByText(/trial until/)
        .closest('dd'),
    ).toHaveTextContent('Start: trial until April 1, 2026');

    expect(screen.getByRole('link', { name: 'New workspace' })).toHaveAttribute('href', '/new-workspace');
    expect(api.callsTo('GET', 'workspaces')[0].headers.get('Authorization')).toBe('Bearer account-token');
    expect(api.unexpected).toEqual([]);
  });

  it('speaks Russian, with the four plural forms and a localized date', async () => {
    workspacesApi();
    await renderAccountScreen('/account/workspaces', { lang: 'ru' });

    expect(await screen.findByRole('heading', { name: 'Мои пространства' })).toBeInTheDocument();
    await screen.findByRole('listitem', { name: 'Acme' });
    expect(item('Acme').getByText('3 участника')).toBeInTheDocument();
    expect(item('Acme').getByText('Владелец')).toBeInTheDocument();
    // The plan's name comes from the catalogue once it has loaded.
    await waitFor(() =>
      expect(
        item('Acme')
          .getByText(/оплачен до/)
          .closest('dd'),
      ).toHaveTextContent('Про: оплачен до 12 марта 2026 г.'),
    );
    expect(item('Beta').getByText('1 участник')).toBeInTheDocument();
    expect(item('Beta').getByText('Участник')).toBeInTheDocument();
    expect(item('Beta').getByText('Нет подписки')).toBeInTheDocument();
    expect(item('Gamma').getByText('5 участников')).toBeInTheDocument();
    expect(item('Delta').getByText('21 участник')).toBeInTheDocument();
  });

  it('falls back to its own plan names when the plan catalogue fails, saying nothing', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'GET workspaces': () => jsonResponse(200, { data: [workspace()] }), 'GET plans': () => apiError(500, 'internal_error') });
    await renderAccountScreen('/account/workspaces');
    await screen.findByRole('listitem', { name: 'Acme' });
    await waitFor(() => expect(logged).toHaveBeenCalledWith('[mfe_account] loading the plans failed', expect.anything()));
    expect(
      item('Acme')
        .getByText(/paid until/)
        .closest('dd'),
    ).toHaveTextContent('Pro: paid until March 12, 2026');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('toasts-assertive')).toBeEmptyDOMElement();
  });

  it('asks for a subscription the list left out; its failure is only logged', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { subscription: _left, ...withoutSubscription } = workspace();
    const api = mockApi({
      'GET workspaces': () =>
        jsonResponse(200, { data: [withoutSubscription, { ...withoutSubscription, id: 43, name: 'Beta' }, { ...withoutSubscription, id: 44, name: 'Gamma' }] }),
      'GET plans': () => jsonResponse(200, { data: plans }),
      'GET workspaces/42/subscription': () => apiError(500, 'internal_error'),
      'GET workspaces/43/subscription': () => apiError(404, 'not_found'),
      'GET workspaces/44/subscription': () =>
        jsonResponse(200, { uuid: 'sub-4', plan: 'premium', status: 'active', price_type: 'annual', ends_at: '2027-01-31T00:00:00Z' }),
    });
    await renderAccountScreen('/account/workspaces');

    await waitFor(() =>
      expect(
        item('Gamma')
          .getByText(/paid until/)
          .closest('dd'),
      ).toHaveTextContent('Premium: paid until January 31, 2027'),
    );
    await waitFor(() => expect(item('Beta').getByText('No subscription')).toBeInTheDocument());
    await waitFor(() => expect(logged).toHaveBeenCalledWith('[mfe_account] loading the subscription of workspace 42 failed', expect.anything()));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('toasts-assertive')).toBeEmptyDOMElement();
    expect(item('Acme').getByRole('link', { name: 'Manage plan: Acme' })).toBeInTheDocument();
    expect(api.callsTo('GET', 'workspaces/42/subscription')).toHaveLength(1);
  });

  it('leads to the wizard when there are no workspaces, with one call to action', async () => {
    workspacesApi([]);
    await renderAccountScreen('/account/workspaces');
    expect(await screen.findByRole('heading', { name: 'You have no workspaces yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a workspace' })).toHaveAttribute('href', '/new-workspace');
    expect(screen.queryByRole('link', { name: 'New workspace' })).toBeNull();
  });

  it('says when the list cannot be loaded and tries again', async () => {
    let fail = true;
    const api = mockApi({
      'GET workspaces': () => (fail ? apiError(500, 'internal_error') : jsonResponse(200, { data: [workspace()] })),
      'GET plans': () => jsonResponse(200, { data: plans }),
    });
    const { user } = await renderAccountScreen('/account/workspaces');
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurredPlease try again later');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Acme' })).toBeInTheDocument();
    expect(api.callsTo('GET', 'workspaces')).toHaveLength(2);
  });
});
