import { screen, waitFor, within } from '@testing-library/react';
import type { TaskActivityResponse, UpdateTaskBody } from '@stepwise/contracts';
import { tokenStorage } from '@stepwise/shared';
import { apiError, deferred, jsonResponse, type ApiHandler } from '@stepwise/shared/testing';
import { memberForecastFixture, screenForecast } from '../../test-utils/forecast-fixtures';
import { anna, screenData, transitionRoutes } from '../../test-utils/screen-data';
import { preloadWorkScreens, renderWorkScreen } from '../../test-utils/render-work-screen';
import { workServer, type WorkServerData } from '../../test-utils/work-server';

beforeAll(preloadWorkScreens);

afterEach(() => {
  tokenStorage.clear();
  jest.restoreAllMocks();
});

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

function activity(): TaskActivityResponse[] {
  return [
    { id: 1, task_id: 31, actor_id: 5, kind: 'created', changes: { title: { from: null, to: 'Notes' }, assignee_id: { from: null, to: 6 } }, at: hoursAgo(50) },
    {
      id: 2,
      task_id: 31,
      actor_id: 6,
      kind: 'updated',
      changes: { title: { from: 'Notes', to: 'Write the release notes' }, estimate_minutes: { from: null, to: 120 } },
      at: hoursAgo(2),
    },
    { id: 3, task_id: 31, actor_id: 6, kind: 'reassigned', changes: { assignee_id: { from: 6, to: 5 }, goal_id: { from: null, to: 21 } }, at: hoursAgo(1) },
  ];
}

/** The played API with PATCH applying the body (or what `patch` answers instead), DELETE and the activity. */
function panelServer(data: WorkServerData = screenData(), extra: Record<string, ApiHandler> = {}) {
  return workServer(data, {
    ...transitionRoutes(data),
    'GET tasks/31/activity': () => jsonResponse(200, { data: activity() }),
    'GET tasks/32/activity': () => jsonResponse(200, { data: [] }),
    'PATCH tasks/31': (call) => {
      const task = data.tasks.find((candidate) => candidate.id === 31)!;
      Object.assign(task, call.body as UpdateTaskBody, { updated_at: new Date().toISOString() });
      return jsonResponse(200, { data: task });
    },
    'DELETE tasks/31': () => {
      data.tasks = data.tasks.filter((task) => task.id !== 31);
      return jsonResponse(204);
    },
    ...extra,
  });
}

async function openTaskPage(lang: 'en' | 'ru' = 'en', url = '/w/7/tasks/31') {
  const view = await renderWorkScreen(url, { user: anna, lang });
  await screen.findByRole('textbox', { name: lang === 'en' ? 'Title' : 'Название' });
  return view;
}

describe('workspace-task: the task panel', () => {
  it('shows skeletons while the task loads, then every field with its value', async () => {
    const data = screenData();
    const task = deferred();
    panelServer(data, { 'GET tasks/31': () => task.promise });
    await renderWorkScreen('/w/7/tasks/31', { user: anna });
    expect(screen.getByTestId('loading-skeleton')).toBeInTheDocument();
    task.resolve(jsonResponse(200, { data: data.tasks.find((candidate) => candidate.id === 31) }));

    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Write the release notes');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Sphere' })).toHaveDisplayValue('General'));
    expect(screen.getByRole('combobox', { name: 'Stage' })).toHaveDisplayValue('To do');
    expect(screen.getByRole('combobox', { name: 'Assignee' })).toHaveDisplayValue('Anna Petrova');
    expect(screen.getByRole('combobox', { name: 'Goal' })).toHaveDisplayValue('Launch in spring');
    expect(screen.getByRole('combobox', { name: 'Project' })).toHaveDisplayValue('WEB · Website');
    expect(screen.getByRole('combobox', { name: 'Complexity (1–5)' })).toHaveDisplayValue('2');
    const estimate = within(screen.getByRole('group', { name: 'Estimate' }));
    expect(estimate.getByRole('textbox', { name: 'Hours' })).toHaveValue('2');
    expect(estimate.getByRole('textbox', { name: 'Minutes' })).toHaveValue('0');
    expect(screen.getByLabelText('Due date')).toHaveValue('2026-12-01');
    expect(screen.getByText('This task waits for no other task.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start “Write the release notes”' })).toBeInTheDocument();
  });

  it('says when the task cannot be loaded and tries again; a missing task says so', async () => {
    const data = screenData();
    let failures = 1;
    panelServer(data, { 'GET tasks/31': () => (failures-- > 0 ? apiError(500, 'internal_error') : jsonResponse(200, { data: data.tasks[1] })) });
    const { user } = await renderWorkScreen('/w/7/tasks/31', { user: anna });
    expect(await screen.findByText('The task could not be loaded')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Write the release notes');
  });

  it('says when there is no such task', async () => {
    panelServer();
    await renderWorkScreen('/w/7/tasks/49', { user: anna });
    expect(await screen.findByRole('heading', { name: 'There is no such task' })).toBeInTheDocument();
  });

  it('saves the title when the field is left, and not an empty one; Escape puts the saved one back', async () => {
    const api = panelServer();
    const { user } = await openTaskPage();
    const title = screen.getByRole('textbox', { name: 'Title' });

    await user.clear(title);
    await user.tab();
    expect(await screen.findByText('Enter the task’s title')).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('PATCH', 'tasks/31')).toHaveLength(0);

    await user.click(title);
    await user.keyboard('{Escape}');
    expect(title).toHaveValue('Write the release notes');

    await user.clear(title);
    await user.type(title, 'Write the changelog{Enter}');
    await waitFor(() => expect(api.callsTo('PATCH', 'tasks/31')).toHaveLength(1));
    expect(api.callsTo('PATCH', 'tasks/31')[0].body).toEqual({ title: 'Write the changelog' });
    expect(title).toHaveValue('Write the changelog');
    // The history is read again after a change.
    await waitFor(() => expect(api.callsTo('GET', 'tasks/31/activity')).toHaveLength(2));
  });

  it('shows a change at once and puts the value back with the reason when the API refuses it', async () => {
    const patch = deferred();
    panelServer(screenData(), { 'PATCH tasks/31': () => patch.promise });
    const { user } = await openTaskPage();
    const title = screen.getByRole('textbox', { name: 'Title' });

    await user.clear(title);
    await user.type(title, 'Renamed{Enter}');
    expect(title).toHaveValue('Renamed');
    patch.resolve(apiError(403, 'forbidden'));
    expect(await screen.findByText('You are not allowed to change this.')).toBeInTheDocument();
    await waitFor(() => expect(title).toHaveValue('Write the release notes'));
  });

  it('saves choices as they are made, and the estimate from hours and minutes', async () => {
    const api = panelServer();
    const { user } = await openTaskPage();
    await waitFor(() => expect(screen.getByRole('option', { name: 'Boris Orlov' })).toBeInTheDocument());

    await user.selectOptions(screen.getByRole('combobox', { name: 'Assignee' }), 'Boris Orlov');
    await waitFor(() => expect(api.callsTo('PATCH', 'tasks/31')).toHaveLength(1));
    expect(api.callsTo('PATCH', 'tasks/31')[0].body).toEqual({ assignee_id: 6 });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Goal' }), 'None');
    await waitFor(() => expect(api.callsTo('PATCH', 'tasks/31')).toHaveLength(2));
    expect(api.callsTo('PATCH', 'tasks/31')[1].body).toEqual({ goal_id: null });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Stage' }), 'Paused');
    await waitFor(() => expect(api.callsTo('PATCH', 'tasks/31')).toHaveLength(3));
    expect(api.callsTo('PATCH', 'tasks/31')[2].body).toEqual({ stage_id: 13 });

    const estimate = within(screen.getByRole('group', { name: 'Estimate' }));
    await user.clear(estimate.getByRole('textbox', { name: 'Hours' }));
    await user.type(estimate.getByRole('textbox', { name: 'Hours' }), '1');
    await user.clear(estimate.getByRole('textbox', { name: 'Minutes' }));
    await user.type(estimate.getByRole('textbox', { name: 'Minutes' }), '15');
    expect(api.callsTo('PATCH', 'tasks/31')).toHaveLength(3);
    await user.click(screen.getByRole('textbox', { name: 'Description' }));
    await waitFor(() => expect(api.callsTo('PATCH', 'tasks/31')).toHaveLength(4));
    expect(api.callsTo('PATCH', 'tasks/31')[3].body).toEqual({ estimate_minutes: 75 });

    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Mention the new login.');
    await user.tab();
    await waitFor(() => expect(api.callsTo('PATCH', 'tasks/31')).toHaveLength(5));
    expect(api.callsTo('PATCH', 'tasks/31')[4].body).toEqual({ description: 'Mention the new login.' });
  });

  it('shows what the task waits for, adds one from the picker, and puts it back when it would make a cycle', async () => {
    const api = panelServer(screenData(), { 'PATCH tasks/31': () => apiError(409, 'task_cycle') });
    const { user } = await openTaskPage();
    const picker = screen.getByRole('combobox', { name: 'Add a task it waits for' });
    await waitFor(() => expect(within(picker).getByRole('option', { name: 'Review the design' })).toBeInTheDocument());
    expect(within(picker).queryByRole('option', { name: 'Write the release notes' })).toBeNull();
    expect(within(picker).queryByRole('option', { name: 'Ship the beta' })).toBeNull();
    expect(api.callsTo('GET', 'workspaces/7/tasks')[0].query.get('status')).toBe('open,in_progress,paused,overdue,not_scored');

    await user.selectOptions(picker, 'Review the design');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(api.callsTo('PATCH', 'tasks/31')[0].body).toEqual({ blocked_by: [32] });
    expect(picker).toHaveFocus();
    expect(await screen.findByText('The tasks would wait for each other in a circle.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('This task waits for no other task.')).toBeInTheDocument());
  });

  it('marks the tasks it waits for that are not finished, and removes one', async () => {
    const data = screenData();
    const api = panelServer(data, {
      'PATCH tasks/32': (call) => {
        const task = data.tasks.find((candidate) => candidate.id === 32)!;
        Object.assign(task, call.body as UpdateTaskBody, { waiting_for: [] });
        return jsonResponse(200, { data: task });
      },
    });
    const { user } = await openTaskPage('en', '/w/7/tasks/32');
    const blockers = within(screen.getByRole('region', { name: 'Waits for' }));
    const blocker = await blockers.findByRole('link', { name: 'Migrate the database' });
    expect(blocker.closest('li')).toHaveTextContent('not finished yet');
    await user.click(blockers.getByRole('button', { name: 'Remove “Migrate the database”' }));
    await waitFor(() => expect(api.callsTo('PATCH', 'tasks/32')).toHaveLength(1));
    expect(api.callsTo('PATCH', 'tasks/32')[0].body).toEqual({ blocked_by: [] });
    expect(await blockers.findByText('This task waits for no other task.')).toBeInTheDocument();
  });

  it('deletes the task after asking, and leads back to my flow', async () => {
    const api = panelServer();
    const { user } = await openTaskPage();
    await user.click(screen.getByRole('button', { name: 'Delete task' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the task?' });
    expect(dialog).toHaveTextContent('“Write the release notes” and its history will be deleted for everyone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE', 'tasks/31')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete task' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete the task?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/w\/7$/));
    expect(api.callsTo('DELETE', 'tasks/31')).toHaveLength(1);
    expect(await screen.findByText('Task “Write the release notes” deleted')).toBeInTheDocument();
  });

  it('lists the history newest first: who changed what, with names, durations and relative times', async () => {
    panelServer();
    await openTaskPage();
    const history = within(screen.getByRole('region', { name: 'History' }));
    const entries = await history.findAllByRole('listitem');
    const top = entries.filter((entry) => entry.parentElement?.tagName === 'OL');
    await waitFor(() => expect(top[0]).toHaveTextContent('Boris Orlov reassigned the task1 hour ago'));
    expect(top[0]).toHaveTextContent('Assignee: Boris Orlov → Anna Petrova');
    expect(top[0]).toHaveTextContent('Goal: none → Launch in spring');
    expect(top[1]).toHaveTextContent('Boris Orlov changed the task2 hours ago');
    expect(top[1]).toHaveTextContent('Title: «Notes» → «Write the release notes»');
    expect(top[1]).toHaveTextContent('Estimate: none → 2 h');
    expect(top[2]).toHaveTextContent('Anna Petrova created the task2 days ago');
    expect(top[2]).toHaveTextContent('Title: «Notes»Assignee: Boris Orlov');
  });

  it('lists the history in Russian', async () => {
    panelServer();
    await openTaskPage('ru');
    const history = within(screen.getByRole('region', { name: 'История' }));
    const entries = await history.findAllByRole('listitem');
    const top = entries.filter((entry) => entry.parentElement?.tagName === 'OL');
    await waitFor(() => expect(top[0]).toHaveTextContent('Boris Orlov передал(а) задачу1 час назад'));
    expect(top[0]).toHaveTextContent('Исполнитель: Boris Orlov → Anna Petrova');
    expect(top[0]).toHaveTextContent('Цель: нет → Launch in spring');
    expect(top[1]).toHaveTextContent('Boris Orlov изменил(а) задачу2 часа назад');
    expect(top[1]).toHaveTextContent('Название: «Notes» → «Write the release notes»');
    expect(top[1]).toHaveTextContent('Оценка: нет → 2 ч');
    expect(top[2]).toHaveTextContent('Anna Petrova создал(а) задачупозавчера');
    expect(top[2]).toHaveTextContent('Название: «Notes»Исполнитель: Boris Orlov');
    expect(screen.getByRole('combobox', { name: 'Исполнитель' })).toBeInTheDocument();
  });

  it('opens from a row of my flow beside the list, and closes back to it', async () => {
    const api = panelServer();
    const { user } = await renderWorkScreen('/w/7', { user: anna });
    await user.click(await screen.findByRole('link', { name: 'Write the release notes' }));
    const panel = await screen.findByRole('dialog', { name: 'Write the release notes' });
    expect(screen.getByTestId('location')).toHaveTextContent('/w/7?task=31');
    expect(await within(panel).findByRole('textbox', { name: 'Title' })).toHaveValue('Write the release notes');
    // The list stays where it was.
    expect(screen.getByRole('list', { name: 'Up next' })).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Start “Write the release notes”' }));
    await waitFor(() => expect(api.callsTo('POST', 'tasks/31/start')).toHaveLength(1));
    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: 'In progress now' })).getByRole('link', { name: 'Write the release notes' })).toBeInTheDocument(),
    );

    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Write the release notes' })).toBeNull());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/w\/7$/);
  });
});

describe('workspace-task: the forecast block', () => {
  const noActivity = Object.fromEntries([33, 35, 40].map((id) => [`GET tasks/${id}/activity`, () => jsonResponse(200, { data: [] })]));

  function forecastData() {
    const data = screenData();
    data.tasks.find((task) => task.id === 31)!.due_on = '2099-12-04';
    data.forecast = screenForecast();
    return data;
  }

  it('tells when the task starts, its likely and almost-certain finish, the risk to its due date and the pace behind them', async () => {
    panelServer(forecastData());
    await openTaskPage();
    const block = within(await screen.findByRole('region', { name: 'Forecast' }));
    const facts = () => block.getAllByRole('definition').map((fact) => fact.textContent);
    await waitFor(() =>
      expect(facts()).toEqual(['December 2, 2099', 'December 3, 2099', 'December 5, 2099', '⚠ may miss December 4, 2099: the almost-certain date is after it']),
    );
    expect(block.getAllByRole('term').map((term) => term.textContent)).toEqual(['Starts', 'Most likely by', 'Almost certainly by', 'Due date']);
    expect(block.getByText('Anna usually needs 1.3× the estimate on complexity-2 tasks (from 23 tasks)')).toBeInTheDocument();
    expect(block.getByText('80% of Anna’s scheduled time goes to flow tasks')).toBeInTheDocument();
  });

  it('says in Russian when the pace is the team’s; a task without a due date has no risk line', async () => {
    panelServer(forecastData(), noActivity);
    await openTaskPage('ru', '/w/7/tasks/35');
    const block = within(await screen.findByRole('region', { name: 'Прогноз' }));
    expect(await block.findByText('Boris: завершённых задач пока нет, поэтому взят темп команды — 1,1× от оценки (по 12 задачам)')).toBeInTheDocument();
    expect(block.getByText('Почти наверняка к')).toBeInTheDocument();
    expect(block.queryByText('Срок')).toBeNull();
  });

  it('uses the member’s overall pace without one for the task’s complexity, and notes an assumed unestimated task before', async () => {
    const data = forecastData();
    data.tasks.find((task) => task.id === 33)!.complexity = 4;
    panelServer(data, noActivity);
    await openTaskPage('en', '/w/7/tasks/33');
    const block = within(await screen.findByRole('region', { name: 'Forecast' }));
    expect(await block.findByText('assumes the unestimated task before it takes a usual time')).toBeInTheDocument();
    expect(block.getByText('Anna usually needs 1.2× the estimate (from 40 tasks)')).toBeInTheDocument();
  });

  it('without any history, says the estimates are taken as they are; an unestimated task gets no date', async () => {
    const data = forecastData();
    data.forecast = { ...screenForecast(), members: [memberForecastFixture()] };
    panelServer(data);
    await openTaskPage('en', '/w/7/tasks/32');
    const block = within(await screen.findByRole('region', { name: 'Forecast' }));
    expect(await block.findByText('No estimate — no date. Estimate the task to get its forecast.')).toBeInTheDocument();
    expect(block.getByText('Nobody in the team has finished a task yet, so Anna’s estimates are taken as they are')).toBeInTheDocument();
    expect(block.queryByText(/scheduled time/)).toBeNull();
  });

  it('asks to assign an unassigned task, and shows no forecast for a finished one', async () => {
    const data = forecastData();
    data.tasks.find((task) => task.id === 31)!.assignee_id = null;
    panelServer(data, noActivity);
    const { unmount } = await openTaskPage();
    expect(within(screen.getByRole('region', { name: 'Forecast' })).getByText('Assign the task to get its forecast.')).toBeInTheDocument();
    unmount();
    await openTaskPage('en', '/w/7/tasks/40');
    expect(screen.queryByRole('region', { name: 'Forecast' })).toBeNull();
  });
});
