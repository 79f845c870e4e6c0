import { screen, waitFor, within } from '@testing-library/react';
import { tokenStorage } from '@stepwise/shared';
import { apiError, deferred, jsonResponse, mockApi, type ApiHandler } from '@stepwise/shared/testing';
import type { Goal } from '../../common/api/work-types';
import { forecastFixture } from '../../test-utils/forecast-fixtures';
import { goalFixture as baseGoal, memberFixture } from '../../test-utils/work-fixtures';
import { preloadWorkScreens, renderWorkScreen } from '../../test-utils/render-work-screen';
import { noTimeEntries } from '../../test-utils/time-fixtures';

beforeAll(preloadWorkScreens);

afterEach(() => tokenStorage.clear());

function goalFixture(overrides: Parameters<typeof baseGoal>[0] = {}) {
  return baseGoal({ id: 11, workspace_id: 42, title: 'Launch the beta', owner_id: 7, task_count: 8, finished_count: 3, ...overrides });
}

const anna = memberFixture({ user_id: 7, last_name: 'Ivanova' });
// Far ahead, so the goal is never overdue whenever the suite runs.
const beta = goalFixture({ due_on: '2099-06-30' });
const docs = goalFixture({ id: 12, title: 'Write the docs', owner_id: null, due_on: null, task_count: 0, finished_count: 0 });
const old = goalFixture({ id: 13, title: 'Old launch', archived: true, due_on: '2025-01-31' });
const boris = memberFixture({ user_id: 8, first_name: 'Boris', last_name: 'Petrov', email: 'boris@example.com', role: 'member' });

function goalsApi(goals: Goal[] = [beta, docs], extra: Record<string, ApiHandler> = {}) {
  return mockApi({
    'GET workspaces/42/goals': ({ query }) => jsonResponse(200, { data: query.get('archived') === 'true' ? [...goals, old] : goals }),
    'GET workspaces/42/members': () => jsonResponse(200, { data: [anna, boris] }),
    'GET workspaces/42/forecast': () => jsonResponse(200, { data: forecastFixture() }),
    ...noTimeEntries(42),
    ...extra,
  });
}

function goal(title: string) {
  return within(screen.getByRole('listitem', { name: title }));
}

describe('workspace-goals', () => {
  it('shows skeletons, then each goal with its progress, due date, owner and a link to its tasks', async () => {
    const list = deferred();
    const api = goalsApi(undefined, { 'GET workspaces/42/goals': () => list.promise });
    await renderWorkScreen('/w/42/goals');
    expect(screen.getByTestId('loading-skeleton')).toBeInTheDocument();
    list.resolve(jsonResponse(200, { data: [beta, docs] }));
    await screen.findByRole('listitem', { name: 'Launch the beta' });
    expect(goal('Launch the beta').getByRole('progressbar', { name: 'Progress of Launch the beta' })).toHaveAttribute('aria-valuenow', '38');
    expect(goal('Launch the beta').getByText('3 of 8 tasks finished')).toBeInTheDocument();
    expect(goal('Launch the beta').getByText(/Due/)).toHaveTextContent('Due June 30, 2099');
    expect(goal('Launch the beta').getByText('Owner:')).toHaveTextContent(/^Owner:.*Anna Ivanova$/);
    expect(goal('Launch the beta').getByRole('link', { name: 'Tasks of the goal Launch the beta' })).toHaveAttribute('href', '/w/42/tasks?goal_id=11');
    expect(goal('Write the docs').getByText('No tasks yet')).toBeInTheDocument();
    expect(goal('Write the docs').getByText('No owner')).toBeInTheDocument();
    expect(goal('Write the docs').getByText('No due date')).toBeInTheDocument();
    expect(api.unexpected).toEqual([]);
  });

  it('marks a goal past its due date with unfinished tasks as overdue', async () => {
    goalsApi([goalFixture({ due_on: '2024-05-01' })]);
    await renderWorkScreen('/w/42/goals');
    expect(await screen.findByText(/Overdue/)).toHaveTextContent('Overdue: was due May 1, 2024');
  });

  it('teaches the next step when there is no goal', async () => {
    goalsApi([]);
    const { user } = await renderWorkScreen('/w/42/goals', { lang: 'ru' });
    expect(await screen.findByRole('heading', { name: 'Целей пока нет' })).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Новая цель' })[1]);
    expect(screen.getByRole('dialog', { name: 'Новая цель' })).toBeInTheDocument();
  });

  it('creates a goal in a dialog, checking the title on blur', async () => {
    const api = goalsApi(undefined, {
      'POST workspaces/42/goals': ({ body }) =>
        jsonResponse(201, { data: goalFixture({ id: 14, ...(body as Partial<Goal>), task_count: 0, finished_count: 0 }) }),
    });
    const { user } = await renderWorkScreen('/w/42/goals');
    await screen.findByRole('listitem', { name: 'Launch the beta' });
    await user.click(screen.getByRole('button', { name: 'New goal' }));
    const dialog = within(screen.getByRole('dialog', { name: 'New goal' }));
    const title = dialog.getByRole('textbox', { name: 'Title' });
    await user.type(title, '   ');
    await user.tab();
    expect(title).toHaveAccessibleDescription('Enter the goal’s title');
    await user.clear(title);
    await user.type(title, ' Grow revenue ');
    await user.type(dialog.getByLabelText('Due date'), '2026-09-30');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Owner' }), 'Boris Petrov');
    await user.click(dialog.getByRole('button', { name: 'Create the goal' }));
    expect(await screen.findByRole('listitem', { name: 'Grow revenue' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST', 'workspaces/42/goals')[0].body).toEqual({ title: 'Grow revenue', description: '', due_on: '2026-09-30', owner_id: 8 });
    expect(goal('Grow revenue').getByText('Boris Petrov')).toBeInTheDocument();
  });

  it('shows the server’s field codes next to the fields', async () => {
    goalsApi(undefined, { 'POST workspaces/42/goals': () => apiError(400, 'validation_failed', { fields: { owner_id: 'invalid' } }) });
    const { user } = await renderWorkScreen('/w/42/goals', { lang: 'ru' });
    await screen.findByRole('listitem', { name: 'Launch the beta' });
    await user.click(screen.getByRole('button', { name: 'Новая цель' }));
    const dialog = within(screen.getByRole('dialog'));
    await user.type(dialog.getByRole('textbox', { name: 'Название' }), 'Рост');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Ответственный' }), 'Boris Petrov');
    await user.click(dialog.getByRole('button', { name: 'Создать цель' }));
    await waitFor(() =>
      expect(dialog.getByRole('combobox', { name: 'Ответственный' })).toHaveAccessibleDescription('Ответственным может быть только участник пространства'),
    );
  });

  it('edits a goal', async () => {
    const api = goalsApi(undefined, { 'PATCH goals/11': ({ body }) => jsonResponse(200, { data: { ...beta, ...(body as object) } }) });
    const { user } = await renderWorkScreen('/w/42/goals');
    await screen.findByRole('listitem', { name: 'Launch the beta' });
    await user.click(goal('Launch the beta').getByRole('button', { name: 'Edit the goal Launch the beta' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit the goal' }));
    expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue('Launch the beta');
    expect(dialog.getByRole('combobox', { name: 'Owner' })).toHaveValue('7');
    await user.clear(dialog.getByRole('textbox', { name: 'Title' }));
    await user.type(dialog.getByRole('textbox', { name: 'Title' }), 'Launch the public beta');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Owner' }), 'No owner');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('listitem', { name: 'Launch the public beta' })).toBeInTheDocument();
    expect(api.callsTo('PATCH', 'goals/11')[0].body).toEqual({ title: 'Launch the public beta', description: '', due_on: '2099-06-30', owner_id: null });
  });

  it('archives at once and offers to undo it', async () => {
    const api = goalsApi(undefined, { 'PATCH goals/11': ({ body }) => jsonResponse(200, { data: { ...beta, ...(body as object) } }) });
    const { user } = await renderWorkScreen('/w/42/goals');
    await screen.findByRole('listitem', { name: 'Launch the beta' });
    await user.click(goal('Launch the beta').getByRole('button', { name: 'Archive the goal Launch the beta' }));
    expect(screen.queryByRole('listitem', { name: 'Launch the beta' })).not.toBeInTheDocument();
    const undo = await screen.findByText('The goal «Launch the beta» is archived');
    await user.click(within(undo.closest('[role="status"]') as HTMLElement).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('listitem', { name: 'Launch the beta' })).toBeInTheDocument();
    expect(api.callsTo('PATCH', 'goals/11').map((call) => call.body)).toEqual([{ archived: true }, { archived: false }]);
  });

  it('puts an archived goal back when the server refuses, saying why', async () => {
    goalsApi(undefined, { 'PATCH goals/11': () => apiError(403, 'forbidden') });
    const { user } = await renderWorkScreen('/w/42/goals', { lang: 'ru' });
    await screen.findByRole('listitem', { name: 'Launch the beta' });
    await user.click(goal('Launch the beta').getByRole('button', { name: 'Отправить цель Launch the beta в архив' }));
    expect(await screen.findByText('У вас нет прав на это изменение.')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Launch the beta' })).toBeInTheDocument();
    expect(screen.queryByText(/в архиве/)).not.toBeInTheDocument();
  });

  it('shows archived goals on demand and restores one', async () => {
    const api = goalsApi(undefined, { 'PATCH goals/13': ({ body }) => jsonResponse(200, { data: { ...old, ...(body as object) } }) });
    const { user } = await renderWorkScreen('/w/42/goals');
    await screen.findByRole('listitem', { name: 'Launch the beta' });
    expect(screen.queryByRole('listitem', { name: 'Old launch' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Show archived goals' }));
    await screen.findByRole('listitem', { name: 'Old launch' });
    expect(goal('Old launch').getByText('Archived')).toBeInTheDocument();
    expect(api.callsTo('GET', 'workspaces/42/goals').at(-1)?.query.get('archived')).toBe('true');
    await user.click(goal('Old launch').getByRole('button', { name: 'Restore the goal Old launch' }));
    expect(await screen.findByText('The goal «Old launch» is restored')).toBeInTheDocument();
    await waitFor(() => expect(goal('Old launch').queryByText('Archived')).not.toBeInTheDocument());
  });

  it('offers a retry when the goals cannot be loaded', async () => {
    let fail = true;
    goalsApi(undefined, { 'GET workspaces/42/goals': () => (fail ? apiError(500, 'internal_error') : jsonResponse(200, { data: [beta] })) });
    const { user } = await renderWorkScreen('/w/42/goals');
    expect(await screen.findByTestId('error-panel')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Launch the beta' })).toBeInTheDocument();
  });
});

describe('workspace-goals: the predicted finish', () => {
  const finish = (goal_id: number, finish_p50: string, finish_p85: string) => ({ goal_id, finish_p50, finish_p85 });
  const late = goalFixture({ id: 14, title: 'Move the office', due_on: '2099-05-31' });
  const undated = goalFixture({ id: 15, title: 'Tidy the wiki', due_on: null });
  const overdue = goalFixture({ id: 16, title: 'File the taxes', due_on: '2024-05-01' });

  it('shows each goal’s likely finish and band, and its risk against the due date in words', async () => {
    const forecast = forecastFixture({
      goals: [
        finish(11, '2099-06-29T12:00:00.000Z', '2099-07-02T12:00:00.000Z'),
        finish(14, '2099-06-02T12:00:00.000Z', '2099-06-05T12:00:00.000Z'),
        finish(15, '2099-03-02T12:00:00.000Z', '2099-03-02T16:00:00.000Z'),
        finish(16, '2099-03-02T12:00:00.000Z', '2099-03-04T12:00:00.000Z'),
      ],
    });
    goalsApi([beta, late, undated, overdue, docs], { 'GET workspaces/42/forecast': () => jsonResponse(200, { data: forecast }) });
    await renderWorkScreen('/w/42/goals');
    const predicted = async (title: string) => (await goal(title).findByText('Predicted finish:')).parentElement!;
    await screen.findByRole('listitem', { name: 'Launch the beta' });

    expect(await predicted('Launch the beta')).toHaveTextContent('≈ Jun 29, 2099 · by Jul 2, 2099');
    expect(await predicted('Launch the beta')).toHaveTextContent('may miss the due date');
    expect(await predicted('Move the office')).toHaveTextContent('≈ Jun 2, 2099 · by Jun 5, 2099');
    expect(await predicted('Move the office')).toHaveTextContent(/late$/);
    expect(await predicted('Tidy the wiki')).toHaveTextContent(
      /^Predicted finish:≈ Mar 2, 2099Forecast: most likely by March 2, 2099, almost certainly by March 2, 2099$/,
    );
    expect(await predicted('File the taxes')).toHaveTextContent(/overdue$/);
    expect(goal('Write the docs').queryByText('Predicted finish:')).toBeNull();
  });

  it('holds the place of the finish while the forecast loads, only on goals with unfinished tasks', async () => {
    const forecast = deferred();
    goalsApi(undefined, { 'GET workspaces/42/forecast': () => forecast.promise });
    await renderWorkScreen('/w/42/goals');
    await screen.findByRole('listitem', { name: 'Launch the beta' });
    expect(screen.getByRole('listitem', { name: 'Launch the beta' }).querySelector('[data-forecast-placeholder]')).not.toBeNull();
    expect(screen.getByRole('listitem', { name: 'Write the docs' }).querySelector('[data-forecast-placeholder]')).toBeNull();
    forecast.resolve(jsonResponse(200, { data: forecastFixture({ goals: [finish(11, '2099-06-29T12:00:00.000Z', '2099-07-02T12:00:00.000Z')] }) }));
    expect(await goal('Launch the beta').findByText('≈ Jun 29, 2099 · by Jul 2, 2099')).toBeInTheDocument();
  });

  it('shows no finish when the forecast cannot be read', async () => {
    const api = goalsApi(undefined, { 'GET workspaces/42/forecast': () => apiError(503, 'db_unreachable') });
    await renderWorkScreen('/w/42/goals');
    await screen.findByRole('listitem', { name: 'Launch the beta' });
    await waitFor(() => expect(api.callsTo('GET', 'workspaces/42/forecast').length).toBeGreaterThan(0));
    await waitFor(() => expect(screen.getByRole('listitem', { name: 'Launch the beta' }).querySelector('[data-forecast-placeholder]')).toBeNull());
    expect(goal('Launch the beta').queryByText('Predicted finish:')).toBeNull();
  });
});
