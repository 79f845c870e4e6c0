import { act, screen, waitFor, within } from '@testing-library/react';
import { tokenStorage } from '@stepwise/shared';
import {
  apiError,
  deferred,
  jsonResponse,
  mockApi,
  planCatalogueFixture,
  workspaceFixture as workspace,
  type ApiCall,
  type ApiHandler,
} from '@stepwise/shared/testing';
import type { DomainAvailability } from '../../common/api/workspaces-api';
import { preloadAccountScreens, renderAccountScreen } from '../../test-utils/render-account-screen';

const plans = planCatalogueFixture();

beforeAll(preloadAccountScreens);

afterEach(() => {
  tokenStorage.clear();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

type User = Awaited<ReturnType<typeof renderAccountScreen>>['user'];

/** Every domain is free unless the test says otherwise. */
function availability(call: ApiCall, answers: Record<string, Partial<DomainAvailability>> = {}) {
  const domain = (call.body as { domain: string }).domain;
  return jsonResponse(200, { domain, available: true, suggestions: [], ...answers[domain] });
}

function wizardApi(routes: Record<string, ApiHandler> = {}) {
  return mockApi({
    'GET plans': () => jsonResponse(200, { data: plans }),
    'POST workspaces/domain': (call) => availability(call),
    'POST workspaces': (call) => {
      const body = call.body as { name: string; domain: string };
      return jsonResponse(201, workspace({ name: body.name, domain: body.domain, subscription: null }));
    },
    'POST subscriptions/trial': () => jsonResponse(201, {}),
    ...routes,
  });
}

const next = () => screen.getByRole('button', { name: 'Next' });
const stepHeading = (name: RegExp | string) => screen.getByRole('heading', { level: 2, name });
const domainInput = () => screen.getByLabelText('Domain') as HTMLInputElement;

async function fillDetails(user: User, { department = 'marketing', teamSize = '6-15', role = 'team_lead' } = {}) {
  await user.selectOptions(await screen.findByLabelText('Business sector'), department);
  await user.selectOptions(screen.getByLabelText('Team size'), teamSize);
  await user.selectOptions(screen.getByLabelText('Your role'), role);
}

/** Step 1 and step 2 filled in, standing on step 3. */
async function reachPlanStep(user: User, details: Parameters<typeof fillDetails>[1] = {}, name = 'Acme') {
  await fillDetails(user, details);
  await user.click(next());
  await user.type(screen.getByLabelText('Workspace name'), name);
  await user.click(next());
  await screen.findByRole('heading', { level: 2, name: 'Step 3 of 3: Rate plan' });
}

describe('new-workspace, step 1: business details', () => {
  it('says what is missing with the spec messages, next to each field, and stays', async () => {
    const api = wizardApi();
    const { user } = await renderAccountScreen('/new-workspace');
    await screen.findByLabelText('Business sector');
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Business details');

    await user.click(next());
    expect(screen.getByLabelText('Business sector')).toHaveAccessibleDescription('Please set your business sector');
    expect(screen.getByLabelText('Team size')).toHaveAccessibleDescription('Please choose the team size');
    expect(screen.getByLabelText('Your role')).toHaveAccessibleDescription('Please describe your role');
    expect(stepHeading('Step 1 of 3: Business details')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Business sector')).toHaveFocus());
    expect(api.callsTo('POST', 'workspaces')).toHaveLength(0);
  });

  it('offers the spec departments, team sizes and roles with localized labels', async () => {
    wizardApi();
    await renderAccountScreen('/new-workspace', { lang: 'ru' });
    const department = await screen.findByLabelText('Сфера деятельности');
    expect(
      within(department)
        .getAllByRole('option')
        .map((option) => (option as HTMLOptionElement).value),
    ).toEqual([
      '',
      'software',
      'web_agency',
      'marketing',
      'outsource',
      'product',
      'smm',
      'hr',
      'design',
      'sales',
      'finance',
      'ecommerce',
      'games',
      'education',
      'entertainment',
      'consulting',
      'health',
      'non_commercial',
      'personal',
      'other',
    ]);
    expect(within(department).getByRole('option', { name: 'Разработка программного обеспечения' })).toHaveValue('software');
    const sizes = within(screen.getByLabelText('Размер команды')).getAllByRole('option');
    expect(sizes.map((option) => [(option as HTMLOptionElement).value, option.textContent])).toEqual([
      ['', 'Выберите…'],
      ['0', 'Только я'],
      ['5', '1–5'],
      ['6-15', '6–15'],
      ['16-30', '16–30'],
      ['31-50', '31–50'],
      ['50', '50+'],
    ]);
    expect(
      within(screen.getByLabelText('Ваша роль'))
        .getAllByRole('option')
        .map((option) => (option as HTMLOptionElement).value),
    ).toEqual(['', 'top_manager', 'project_manager', 'team_lead', 'member', 'contractor', 'entrepreneur', 'student', 'other']);
  });

  it('asks to describe an "other" business sector', async () => {
    wizardApi();
    const { user } = await renderAccountScreen('/new-workspace');
    expect(screen.queryByLabelText('Your business sector')).toBeNull();
    await fillDetails(user, { department: 'other' });
    const custom = screen.getByLabelText('Your business sector');
    await user.click(next());
    expect(custom).toHaveAccessibleDescription('Please describe your business sector');
    await user.type(custom, 'Beekeeping');
    await user.click(next());
    expect(await screen.findByRole('heading', { level: 2, name: 'Step 2 of 3: Name and domain' })).toHaveFocus();
  });
});

describe('new-workspace, step 2: name and domain', () => {
  it('asks for a name and a domain with the spec messages (Russian)', async () => {
    wizardApi();
    const { user } = await renderAccountScreen('/new-workspace', { lang: 'ru' });
    await user.selectOptions(await screen.findByLabelText('Сфера деятельности'), 'marketing');
    await user.selectOptions(screen.getByLabelText('Размер команды'), '5');
    await user.selectOptions(screen.getByLabelText('Ваша роль'), 'member');
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    await user.click(await screen.findByRole('button', { name: 'Далее' }));
    expect(await screen.findByText('Укажите название пространства')).toBeInTheDocument();
    expect(screen.getByLabelText('Название пространства')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Укажите домен')).toBeInTheDocument();
  });

  it('asks for a domain ("Domain must be set") and explains its format', async () => {
    wizardApi();
    const { user } = await renderAccountScreen('/new-workspace');
    await fillDetails(user);
    await user.click(next());
    await user.type(screen.getByLabelText('Workspace name'), '!!!');
    await user.click(next());
    expect(domainInput()).toHaveAccessibleDescription(expect.stringContaining('Domain must be set'));
    await user.type(domainInput(), '-ab');
    await user.click(next());
    expect(domainInput()).toHaveAccessibleDescription(
      expect.stringContaining('The domain must start with a Latin letter or digit and contain only Latin letters, digits and hyphens, 3 to 63 characters'),
    );
  });

  it('proposes the domain from a Cyrillic name and checks it once typing pauses for 400 ms', async () => {
    jest.useFakeTimers();
    const api = wizardApi();
    const { user } = await renderAccountScreen('/new-workspace', { fakeTimers: true });
    await fillDetails(user);
    await user.click(next());
    await user.type(screen.getByLabelText('Workspace name'), 'Рога и копыта');
    expect(domainInput()).toHaveValue('roga-i-kopyta');
    expect(screen.getByRole('status')).toHaveTextContent('Checking whether the domain is free…');

    await act(async () => {
      await jest.advanceTimersByTimeAsync(399);
    });
    expect(api.callsTo('POST', 'workspaces/domain')).toHaveLength(0);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    expect(api.callsTo('POST', 'workspaces/domain').map((call) => call.body)).toEqual([{ domain: 'roga-i-kopyta' }]);
    expect(await screen.findByText('The domain roga-i-kopyta is available')).toBeInTheDocument();
  });

  it('shows the full address of the workspace as the domain is typed, in both languages', async () => {
    wizardApi();
    const { user } = await renderAccountScreen('/new-workspace');
    await fillDetails(user);
    await user.click(next());
    expect(domainInput()).toHaveAccessibleDescription('Latin letters, digits and hyphens. Address: your-team.stepwise.app');
    await user.type(screen.getByLabelText('Workspace name'), 'Acme');
    expect(domainInput()).toHaveAccessibleDescription('Latin letters, digits and hyphens. Address: acme.stepwise.app');
    await user.clear(domainInput());
    await user.type(domainInput(), 'Acme-Labs');
    expect(domainInput()).toHaveAccessibleDescription(expect.stringContaining('Address: acme-labs.stepwise.app'));
  });

  it('shows the address in Russian', async () => {
    wizardApi();
    const { user } = await renderAccountScreen('/new-workspace', { lang: 'ru' });
    await user.selectOptions(await screen.findByLabelText('Сфера деятельности'), 'marketing');
    await user.selectOptions(screen.getByLabelText('Размер команды'), '6-15');
    await user.selectOptions(screen.getByLabelText('Ваша роль'), 'team_lead');
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    await user.type(await screen.findByLabelText('Название пространства'), 'Orbita');
    expect(screen.getByLabelText('Домен')).toHaveAccessibleDescription('Латинские буквы, цифры и дефис. Адрес: orbita.stepwise.app');
  });

  it('marks the domain field invalid, red-bordered, as soon as the check refuses it', async () => {
    jest.useFakeTimers();
    wizardApi({ 'POST workspaces/domain': (call) => availability(call, { acme: { available: false, reason: 'taken', suggestions: [] } }) });
    const { user } = await renderAccountScreen('/new-workspace', { fakeTimers: true });
    await fillDetails(user);
    await user.click(next());
    await user.type(screen.getByLabelText('Workspace name'), 'Acme');
    expect(domainInput()).not.toHaveAttribute('aria-invalid');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(400);
    });
    await waitFor(() => expect(domainInput()).toHaveAttribute('aria-invalid', 'true'));
    expect(domainInput()).toHaveAccessibleDescription(expect.stringContaining('This domain is already taken'));
    expect(getComputedStyle(domainInput()).borderColor).not.toBe(getComputedStyle(screen.getByLabelText('Workspace name')).borderColor);

    await user.clear(domainInput());
    await user.type(domainInput(), 'acme-free');
    expect(domainInput()).not.toHaveAttribute('aria-invalid');
  });

  it('shows a taken domain with clickable suggestions; a picked domain no longer follows the name', async () => {
    jest.useFakeTimers();
    const api = wizardApi({
      'POST workspaces/domain': (call) => availability(call, { acme: { available: false, reason: 'taken', suggestions: ['acme-team', 'acme-2026'] } }),
    });
    const { user } = await renderAccountScreen('/new-workspace', { fakeTimers: true });
    await fillDetails(user);
    await user.click(next());
    await user.type(screen.getByLabelText('Workspace name'), 'Acme');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(400);
    });
    expect(await screen.findByRole('status')).toHaveTextContent('This domain is already taken Free alternatives are below.');
    const suggestions = screen.getByRole('list', { name: 'Available domains' });
    expect(
      within(suggestions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['acme-team', 'acme-2026']);

    await user.click(screen.getByRole('button', { name: 'Use the domain acme-team' }));
    expect(domainInput()).toHaveValue('acme-team');
    expect(domainInput()).toHaveFocus();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(400);
    });
    expect(await screen.findByText('The domain acme-team is available')).toBeInTheDocument();
    expect(api.callsTo('POST', 'workspaces/domain').map((call) => call.body)).toEqual([{ domain: 'acme' }, { domain: 'acme-team' }]);

    await user.type(screen.getByLabelText('Workspace name'), ' Corp');
    expect(domainInput()).toHaveValue('acme-team');
  });

  it.each([
    ['reserved', 'This domain is reserved. Please choose another one.'],
    ['invalid', 'This domain cannot be used: use Latin letters, digits and hyphens, 3 to 63 characters'],
    ['taken', 'This domain is already taken'],
  ] as const)('shows a %s domain and does not go on with it', async (reason, message) => {
    jest.useFakeTimers();
    const api = wizardApi({ 'POST workspaces/domain': (call) => availability(call, { 'acme-labs': { available: false, reason, suggestions: [] } }) });
    const { user } = await renderAccountScreen('/new-workspace', { fakeTimers: true });
    await fillDetails(user);
    await user.click(next());
    await user.type(screen.getByLabelText('Workspace name'), 'Acme Labs');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(400);
    });
    expect(await screen.findByRole('status')).toHaveTextContent(message);
    expect(screen.queryByRole('list', { name: 'Available domains' })).toBeNull();

    await user.click(next());
    await waitFor(() => expect(domainInput()).toHaveAttribute('aria-invalid', 'true'));
    expect(domainInput()).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(stepHeading('Step 2 of 3: Name and domain')).toBeInTheDocument();
    // The answer already known is used: no second check.
    expect(api.callsTo('POST', 'workspaces/domain')).toHaveLength(1);
  });

  it('refuses a name the product keeps for itself without asking the server', async () => {
    const api = wizardApi({});
    const { user } = await renderAccountScreen('/new-workspace');
    await fillDetails(user);
    await user.click(next());
    await user.type(screen.getByLabelText('Workspace name'), 'Admin');
    await user.click(next());
    await waitFor(() => expect(domainInput()).toHaveAccessibleDescription(expect.stringContaining('This domain is reserved. Please choose another one.')));
    expect(stepHeading('Step 2 of 3: Name and domain')).toBeInTheDocument();
    expect(api.callsTo('POST', 'workspaces/domain')).toHaveLength(0);
  });

  it('checks the domain on "Next" when the typing pause has not come yet', async () => {
    const api = wizardApi({ 'POST workspaces/domain': (call) => availability(call, { fast: { available: false, reason: 'taken', suggestions: [] } }) });
    const { user } = await renderAccountScreen('/new-workspace');
    await fillDetails(user);
    await user.click(next());
    await user.type(screen.getByLabelText('Workspace name'), 'Fast');
    await user.click(next());
    await waitFor(() => expect(domainInput()).toHaveAccessibleDescription(expect.stringContaining('This domain is already taken')));
    expect(api.callsTo('POST', 'workspaces/domain')[0].body).toEqual({ domain: 'fast' });
  });
});

describe('new-workspace: moving between steps', () => {
  it('keeps what was entered going back and forth, marks the current step and focuses its heading', async () => {
    wizardApi();
    const { user } = await renderAccountScreen('/new-workspace');
    await fillDetails(user, { department: 'other', teamSize: '16-30', role: 'student' });
    await user.type(screen.getByLabelText('Your business sector'), 'Beekeeping');
    await user.click(next());
    expect(await screen.findByRole('heading', { level: 2, name: 'Step 2 of 3: Name and domain' })).toHaveFocus();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Name and domain');
    await user.type(screen.getByLabelText('Workspace name'), 'Hive');
    await user.clear(domainInput());
    await user.type(domainInput(), 'my-hive');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(stepHeading('Step 1 of 3: Business details')).toHaveFocus();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Business details');
    await waitFor(() => expect(screen.getByLabelText('Business sector')).toHaveValue('other'));
    expect(screen.getByLabelText('Your business sector')).toHaveValue('Beekeeping');
    expect(screen.getByLabelText('Team size')).toHaveValue('16-30');
    expect(screen.getByLabelText('Your role')).toHaveValue('student');

    await user.click(next());
    await waitFor(() => expect(screen.getByLabelText('Workspace name')).toHaveValue('Hive'));
    expect(domainInput()).toHaveValue('my-hive');
    await user.click(next());
    expect(await screen.findByRole('heading', { level: 2, name: 'Step 3 of 3: Rate plan' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByLabelText('Workspace name')).toHaveValue('Hive'));
    expect(domainInput()).toHaveValue('my-hive');
  });
});

describe('new-workspace, step 3: plan and creation', () => {
  it("recommends the cheapest plan that holds the team, shows all plans on request, creates the workspace and starts the chosen plan's trial", async () => {
    const creation = deferred();
    const api = wizardApi({ 'POST workspaces': () => creation.promise });
    const { user } = await renderAccountScreen('/new-workspace');
    await reachPlanStep(user, { department: 'software', teamSize: '6-15', role: 'team_lead' });

    // Pro holds 30 people for less than Premium.
    expect(screen.getByText(/We recommend the/)).toHaveTextContent('We recommend the Pro plan for your team.');
    // react-final-form 7.0 renders a newly mounted field empty until its registration effect runs.
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Pro' })).toBeChecked());
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    const toggle = screen.getByRole('button', { name: 'Show all plans' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Show only the recommended plan' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['free', 'flex', 'start', 'pro', 'premium', 'corporate']);
    expect(screen.getByRole('radio', { name: 'Flex' })).toHaveAccessibleDescription(/^RUB\s390 per member a month The Flex plan$/);
    await user.click(screen.getByRole('radio', { name: 'Start' }));

    await user.click(screen.getByRole('button', { name: 'Create workspace' }));
    const creating = await screen.findByRole('button', { name: 'Creating the workspace…' });
    expect(creating).toHaveAttribute('aria-busy', 'true');
    expect(api.callsTo('POST', 'workspaces')[0].body).toEqual({
      name: 'Acme',
      domain: 'acme',
      department: 'software',
      team_size: '6-15',
      role: 'team_lead',
      plan: 'start',
    });

    creation.resolve(jsonResponse(201, workspace({ id: 77, subscription: null })));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/workspaces/77/created'));
    expect(api.callsTo('POST', 'subscriptions/trial').map((call) => call.body)).toEqual([{ workspace_id: 77, plan: 'start' }]);
  });

  it('sends the user to the plan page with the chosen plan when its trial does not start', async () => {
    const api = wizardApi({
      'POST workspaces': () => jsonResponse(201, workspace({ id: 78, subscription: null })),
      'POST subscriptions/trial': () => apiError(500, 'internal_error'),
    });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await renderAccountScreen('/new-workspace');
    await reachPlanStep(user, { department: 'design', teamSize: '16-30', role: 'team_lead' });
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Pro' })).toBeChecked());
    await user.click(screen.getByRole('button', { name: 'Create workspace' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/account/workspaces/78/plan?plan=pro'));
    expect(api.callsTo('POST', 'subscriptions/trial')).toHaveLength(1);
    expect(logged).toHaveBeenCalledWith('[mfe_account] the trial of the chosen plan did not start', expect.objectContaining({ status: 500 }));
  });

  it('starts no trial for the free plan', async () => {
    const api = wizardApi();
    const { user } = await renderAccountScreen('/new-workspace');
    await reachPlanStep(user, { department: 'design', teamSize: '0', role: 'team_lead' });
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Free' })).toBeChecked());
    await user.click(screen.getByRole('button', { name: 'Create workspace' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/\/workspaces\/\d+\/created/));
    expect(api.callsTo('POST', 'subscriptions/trial')).toHaveLength(0);
  });

  it('sends the custom sector with "other"', async () => {
    const api = wizardApi();
    const { user } = await renderAccountScreen('/new-workspace');
    await fillDetails(user, { department: 'other', teamSize: '0', role: 'entrepreneur' });
    await user.type(screen.getByLabelText('Your business sector'), '  Beekeeping ');
    await user.click(next());
    await user.type(await screen.findByLabelText('Workspace name'), 'Hive');
    await user.click(next());
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Free' })).toBeChecked());
    await user.click(screen.getByRole('button', { name: 'Create workspace' }));
    await waitFor(() => expect(api.callsTo('POST', 'workspaces')).toHaveLength(1));
    expect(api.callsTo('POST', 'workspaces')[0].body).toEqual({
      name: 'Hive',
      domain: 'hive',
      department: 'other',
      custom_department: 'Beekeeping',
      team_size: '0',
      role: 'entrepreneur',
      plan: 'free',
    });
  });

  it('preselects the plan of ?plan= and shows the whole list', async () => {
    const api = wizardApi();
    const { user } = await renderAccountScreen('/new-workspace?plan=pro');
    await reachPlanStep(user, { department: 'marketing', teamSize: '0', role: 'member' });
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Pro' })).toBeChecked());
    expect(screen.getAllByRole('radio')).toHaveLength(6);
    expect(screen.getByText(/We recommend the/)).toHaveTextContent('We recommend the Free plan for your team.');
    await user.click(screen.getByRole('button', { name: 'Create workspace' }));
    await waitFor(() => expect(api.callsTo('POST', 'workspaces')).toHaveLength(1));
    expect(api.callsTo('POST', 'workspaces')[0].body).toMatchObject({ plan: 'pro' });
  });

  it('goes back to step 2 with the taken message when the domain was taken meanwhile (409)', async () => {
    const api = wizardApi({ 'POST workspaces': () => apiError(409, 'domain_taken') });
    const { user } = await renderAccountScreen('/new-workspace');
    await reachPlanStep(user);
    await user.click(screen.getByRole('button', { name: 'Create workspace' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Step 2 of 3: Name and domain' })).toBeInTheDocument();
    await waitFor(() => expect(domainInput()).toHaveAccessibleDescription(expect.stringContaining('This domain is already taken')));
    expect(domainInput()).toHaveAttribute('aria-invalid', 'true');
    expect(domainInput()).toHaveFocus();
    await waitFor(() => expect(screen.getByLabelText('Workspace name')).toHaveValue('Acme'));
    expect(api.callsTo('POST', 'workspaces')).toHaveLength(1);
  });

  it('goes back to the step of a field the server refuses (400)', async () => {
    wizardApi({ 'POST workspaces': () => apiError(400, 'validation_failed', { fields: { role: 'required' } }) });
    const { user } = await renderAccountScreen('/new-workspace');
    await reachPlanStep(user);
    await user.click(screen.getByRole('button', { name: 'Create workspace' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Step 1 of 3: Business details' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Your role')).toHaveAccessibleDescription('Please describe your role'));
    expect(screen.getByLabelText('Your role')).toHaveFocus();
  });

  it.each([
    ['reserved', 'This domain is reserved. Please choose another one.'],
    ['too_long', 'The domain must be at most 63 characters long'],
  ])('shows a domain refused as %s on step 2', async (code, message) => {
    wizardApi({ 'POST workspaces': () => apiError(400, 'validation_failed', { fields: { domain: code } }) });
    const { user } = await renderAccountScreen('/new-workspace');
    await reachPlanStep(user);
    await user.click(screen.getByRole('button', { name: 'Create workspace' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Step 2 of 3: Name and domain' })).toBeInTheDocument();
    await waitFor(() => expect(domainInput()).toHaveAccessibleDescription(expect.stringContaining(message)));
  });

  it('creates without a plan, silently, when the plans cannot be loaded', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = wizardApi({ 'GET plans': () => apiError(500, 'internal_error') });
    const { user } = await renderAccountScreen('/new-workspace');
    await reachPlanStep(user);
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('toasts-assertive')).toBeEmptyDOMElement();
    expect(logged).toHaveBeenCalledWith('[mfe_account] loading the plans failed', expect.anything());
    await user.click(screen.getByRole('button', { name: 'Create workspace' }));
    await waitFor(() => expect(api.callsTo('POST', 'workspaces')).toHaveLength(1));
    expect(api.callsTo('POST', 'workspaces')[0].body).not.toHaveProperty('plan');
  });

  it('says so when creating fails for another reason, keeping the step', async () => {
    wizardApi({ 'POST workspaces': () => apiError(500, 'internal_error') });
    const { user } = await renderAccountScreen('/new-workspace');
    await reachPlanStep(user);
    await user.click(screen.getByRole('button', { name: 'Create workspace' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please try again later');
    expect(stepHeading('Step 3 of 3: Rate plan')).toBeInTheDocument();
  });
});
