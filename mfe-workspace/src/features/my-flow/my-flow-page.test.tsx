import { act, screen, waitFor, within } from '@testing-library/react';
import { tokenStorage } from '@stepwise/shared';
import { apiError, deferred, jsonResponse } from '@stepwise/shared/testing';
import { fakeLiveChannel } from '../../test-utils/fake-live-channel';
import { screenForecast } from '../../test-utils/forecast-fixtures';
import { anna, NOW, screenData, transitionRoutes } from '../../test-utils/screen-data';
import { preloadWorkScreens, renderWorkScreen } from '../../test-utils/render-work-screen';
import { workServer } from '../../test-utils/work-server';

beforeAll(preloadWorkScreens);

afterEach(() => {
  tokenStorage.clear();
  jest.restoreAllMocks();
});

function queueTitles() {
  return within(screen.getByRole('list', { name: 'Up next' }))
    .getAllByRole('listitem')
    .filter((item) => item.parentElement?.getAttribute('aria-label') === 'Up next')
    .map((item) => item.getAttribute('aria-label'));
}

async function renderMyFlow(lang: 'en' | 'ru' = 'en') {
  const view = await renderWorkScreen('/w/7', { user: anna, lang });
  return view;
}

describe('workspace: my flow', () => {
  it('shows skeletons while the flow loads, then the task in progress on top and the queue in flow order', async () => {
    const data = screenData();
    const flow = deferred();
    const api = workServer(data, { 'GET workspaces/7/flow/5': () => flow.promise });
    await renderMyFlow();

    expect(screen.getByTestId('loading-skeleton')).toBeInTheDocument();
    flow.resolve(jsonResponse(200, { data: data.tasks.filter((task) => [30, 31, 32, 33].includes(task.id)) }));

    const active = await screen.findByRole('region', { name: 'In progress now' });
    expect(within(active).getByRole('link', { name: 'Fix the login bug' })).toHaveAttribute('href', '/w/7/tasks/30');
    expect(active).toHaveTextContent('In progress for 25 min');
    expect(within(active).getByRole('button', { name: 'Pause “Fix the login bug”' })).toBeInTheDocument();
    expect(within(active).getByRole('button', { name: 'Finish “Fix the login bug”' })).toBeInTheDocument();
    // The task in progress is not part of the sortable queue.
    expect(screen.queryByRole('button', { name: 'Move “Fix the login bug”' })).toBeNull();

    expect(queueTitles()).toEqual(['Write the release notes', 'Review the design', 'Plan the sprint']);
    const notes = within(screen.getByRole('listitem', { name: 'Write the release notes' }));
    expect(notes.getByText('Open')).toBeInTheDocument();
    expect(notes.getByText('Estimate 2 h')).toBeInTheDocument();
    expect(notes.getByRole('img', { name: 'Complexity 2 of 5' })).toBeInTheDocument();
    expect(notes.getByText(/due/)).toHaveTextContent('due December 1, 2026');
    await waitFor(() => expect(notes.getByText('Goal: Launch in spring')).toBeInTheDocument());
    expect(notes.getByText('Project: Website')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Review the design' })).getByText('Not scored')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Review the design' })).getByText('waits for 1 task')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Plan the sprint' })).getByText('Paused')).toBeInTheDocument();
    expect(api.unexpected).toEqual([]);
  });

  it('says when the flow cannot be loaded and loads it again on retry', async () => {
    const data = screenData();
    let failures = 1;
    workServer(data, {
      'GET workspaces/7/flow/5': () =>
        failures-- > 0 ? apiError(500, 'internal_error') : jsonResponse(200, { data: data.tasks.filter((task) => task.id === 31) }),
    });
    const { user } = await renderMyFlow();

    expect(await screen.findByText('Your flow could not be loaded')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Write the release notes' })).toBeInTheDocument();
    expect(screen.getByText(/Nothing is in progress/)).toBeInTheDocument();
  });

  it('teaches the next step when the flow is empty: creating a task opens quick create', async () => {
    workServer(screenData([]));
    const { user } = await renderMyFlow();

    expect(await screen.findByRole('heading', { name: 'Your flow has no tasks yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create a task' }));
    const dialog = await screen.findByRole('dialog', { name: 'New task' });
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveFocus();
  });

  it('pauses the task in progress: it leaves the top at once and joins the queue', async () => {
    const data = screenData();
    const api = workServer(data, transitionRoutes(data));
    const { user } = await renderMyFlow();

    await user.click(await screen.findByRole('button', { name: 'Pause “Fix the login bug”' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'In progress now' })).toBeNull());
    expect(api.callsTo('POST', 'tasks/30/pause')).toHaveLength(1);
    await waitFor(() => expect(queueTitles()).toContain('Fix the login bug'));
  });

  it('finishes the task in progress with the recorded time, or with the time the user corrects', async () => {
    const data = screenData();
    const api = workServer(data, transitionRoutes(data));
    const { user } = await renderMyFlow();

    await user.click(await screen.findByRole('button', { name: 'Finish “Fix the login bug”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Finish “Fix the login bug”' });
    expect(within(dialog).getByRole('textbox', { name: 'Hours' })).toHaveValue('0');
    const minutes = within(dialog).getByRole('textbox', { name: 'Minutes' });
    expect(minutes).toHaveValue('25');
    await user.clear(minutes);
    await user.type(minutes, '4x');
    await user.click(within(dialog).getByRole('button', { name: 'Finish' }));
    expect(await within(dialog).findByText('Enter a whole number')).toBeInTheDocument();
    expect(api.callsTo('POST', 'tasks/30/finish')).toHaveLength(0);

    await user.clear(minutes);
    await user.type(minutes, '40{Enter}');
    await waitFor(() => expect(api.callsTo('POST', 'tasks/30/finish')).toHaveLength(1));
    expect(api.callsTo('POST', 'tasks/30/finish')[0].body).toEqual({ spent_minutes: 40 });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'In progress now' })).toBeNull());
    expect(screen.queryByRole('link', { name: 'Fix the login bug' })).toBeNull();
  });

  it('keeps the finish dialog open when the task changes under it meanwhile', async () => {
    const data = screenData();
    const api = workServer(data, transitionRoutes(data));
    const live = fakeLiveChannel();
    const { user } = await renderWorkScreen('/w/7', { user: anna, live: { channel: live.channel, status: 'live' } });

    await user.click(await screen.findByRole('button', { name: 'Finish “Fix the login bug”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Finish “Fix the login bug”' });
    const minutes = within(dialog).getByRole('textbox', { name: 'Minutes' });
    await user.clear(minutes);
    await user.type(minutes, '50');
    // Paused elsewhere: the task leaves the top of the flow while the question is open.
    const paused = {
      ...data.tasks[0],
      state: 'paused' as const,
      status: 'paused' as const,
      stage_id: 13,
      started_at: null,
      updated_at: '2026-11-25T11:00:00.000Z',
    };
    act(() => live.deliver(7, { seq: 1, type: 'task.updated', payload: { task: paused }, actor_id: 5, at: NOW }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'In progress now' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Finish “Fix the login bug”' })).toBeInTheDocument();
    expect(minutes).toHaveValue('50');
    await user.click(within(dialog).getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(api.callsTo('POST', 'tasks/30/finish')).toHaveLength(1));
    expect(api.callsTo('POST', 'tasks/30/finish')[0].body).toEqual({ spent_minutes: 50 });
  });

  it('finishing without touching the time leaves the recorded time to the server', async () => {
    const data = screenData();
    const api = workServer(data, transitionRoutes(data));
    const { user } = await renderMyFlow();
    await user.click(await screen.findByRole('button', { name: 'Finish “Fix the login bug”' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Finish “Fix the login bug”' })).getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(api.callsTo('POST', 'tasks/30/finish')).toHaveLength(1));
    expect(api.callsTo('POST', 'tasks/30/finish')[0].body).toEqual({});
  });

  it('starts a queued task: the one in progress pauses, the started one goes on top', async () => {
    const data = screenData();
    const api = workServer(data, transitionRoutes(data));
    const { user } = await renderMyFlow();

    await user.click(await screen.findByRole('button', { name: 'Start “Write the release notes”' }));
    const active = await screen.findByRole('region', { name: 'In progress now' });
    await waitFor(() => expect(within(active).getByRole('link', { name: 'Write the release notes' })).toBeInTheDocument());
    expect(api.callsTo('POST', 'tasks/31/start')[0].body).toEqual({});
    await waitFor(() => expect(queueTitles()).toContain('Fix the login bug'));
  });

  it('asks before starting a task that waits for unfinished ones, naming them, then starts it with confirm_blocked', async () => {
    const data = screenData();
    const api = workServer(data, transitionRoutes(data));
    const { user } = await renderMyFlow();

    await user.click(await screen.findByRole('button', { name: 'Start “Review the design”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start a task that waits for others?' });
    expect(dialog).toHaveTextContent('“Review the design” waits for 1 unfinished task:');
    expect(await within(dialog).findByText('Migrate the database')).toBeInTheDocument();
    expect(api.callsTo('POST', 'tasks/32/start')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('POST', 'tasks/32/start')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Start “Review the design”' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Start a task that waits for others?' })).getByRole('button', { name: 'Start anyway' }));
    await waitFor(() => expect(api.callsTo('POST', 'tasks/32/start')).toHaveLength(1));
    expect(api.callsTo('POST', 'tasks/32/start')[0].body).toEqual({ confirm_blocked: true });
  });

  it('asks for the confirmation when the server says the task has become blocked meanwhile', async () => {
    const data = screenData();
    const api = workServer(data, {
      ...transitionRoutes(data),
      'POST tasks/31/start': (call) =>
        (call.body as { confirm_blocked?: boolean }).confirm_blocked
          ? transitionRoutes(data)['POST tasks/31/start'](call)
          : apiError(409, 'task_blocked', { details: { waiting_for: [35] } }),
    });
    const { user } = await renderMyFlow();

    await user.click(await screen.findByRole('button', { name: 'Start “Write the release notes”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start a task that waits for others?' });
    expect(await within(dialog).findByText('Migrate the database')).toBeInTheDocument();
    // The optimistic start was undone while the question is asked.
    expect(within(screen.getByRole('region', { name: 'In progress now' })).getByRole('link', { name: 'Fix the login bug' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Start anyway' }));
    await waitFor(() => expect(api.callsTo('POST', 'tasks/31/start')).toHaveLength(2));
    expect(api.callsTo('POST', 'tasks/31/start')[1].body).toEqual({ confirm_blocked: true });
  });

  it('moves a task with Alt+↑ and Alt+↓, calling the move endpoint with the task it now follows', async () => {
    const data = screenData();
    const api = workServer(data, {
      'POST workspaces/7/flow/5/move': (call) => {
        const { task_id: taskId } = call.body as { task_id: number; after_task_id: number | null };
        return jsonResponse(200, { data: data.tasks.find((task) => task.id === taskId) });
      },
    });
    const { user } = await renderMyFlow();

    const handle = await screen.findByRole('button', { name: 'Move “Plan the sprint”' });
    handle.focus();
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(api.callsTo('POST', 'workspaces/7/flow/5/move')[0].body).toEqual({ task_id: 33, after_task_id: 31 });
    expect(queueTitles()).toEqual(['Write the release notes', 'Plan the sprint', 'Review the design']);
    expect(await screen.findByText('“Plan the sprint” moved to place 2 of 3')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move “Plan the sprint”' })).toHaveFocus());

    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(api.callsTo('POST', 'workspaces/7/flow/5/move')[1].body).toEqual({ task_id: 33, after_task_id: null });
    expect(queueTitles()).toEqual(['Plan the sprint', 'Write the release notes', 'Review the design']);

    // The first of the queue goes no higher: the task in progress stays first.
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(api.callsTo('POST', 'workspaces/7/flow/5/move')).toHaveLength(2);

    screen.getByRole('button', { name: 'Move “Write the release notes”' }).focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(api.callsTo('POST', 'workspaces/7/flow/5/move')[2].body).toEqual({ task_id: 31, after_task_id: 32 });
    expect(queueTitles()).toEqual(['Plan the sprint', 'Review the design', 'Write the release notes']);
  });

  it('puts a refused move back and says why', async () => {
    const data = screenData();
    const refusal = deferred();
    workServer(data, { 'POST workspaces/7/flow/5/move': () => refusal.promise });
    const { user } = await renderMyFlow();

    (await screen.findByRole('button', { name: 'Move “Review the design”' })).focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(queueTitles()).toEqual(['Write the release notes', 'Plan the sprint', 'Review the design']);

    refusal.resolve(apiError(409, 'not_in_flow'));
    expect(await screen.findByText('The task is no longer in this flow: the flow has been read again.')).toBeInTheDocument();
    await waitFor(() => expect(queueTitles()).toEqual(['Write the release notes', 'Review the design', 'Plan the sprint']));
  });

  it('folds the recently finished tasks away until asked, and reopens one', async () => {
    const data = screenData();
    const api = workServer(data, transitionRoutes(data));
    const { user } = await renderMyFlow();

    const toggle = await screen.findByRole('button', { name: 'Recently finished' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(api.callsTo('GET', 'workspaces/7/tasks')).toHaveLength(0);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const finished = await screen.findByRole('listitem', { name: 'Ship the beta' });
    expect(api.callsTo('GET', 'workspaces/7/tasks')[0].query.get('status')).toBe('finished');
    expect(api.callsTo('GET', 'workspaces/7/tasks')[0].query.get('assignee_id')).toBe('5');
    expect(within(finished).getByText('Finished')).toBeInTheDocument();

    await user.click(within(finished).getByRole('button', { name: 'Reopen “Ship the beta”' }));
    await waitFor(() => expect(api.callsTo('POST', 'tasks/40/reopen')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Ship the beta' })?.closest('ol')).toHaveAttribute('aria-label', 'Up next'));
  });

  it('speaks Russian', async () => {
    workServer(screenData());
    await renderMyFlow('ru');

    expect(await screen.findByRole('heading', { level: 1, name: 'Мой поток' })).toBeInTheDocument();
    const active = await screen.findByRole('region', { name: 'Сейчас в работе' });
    expect(active).toHaveTextContent('В работе 25 мин');
    expect(within(active).getByRole('button', { name: 'Завершить «Fix the login bug»' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Далее в очереди' })).toBeInTheDocument();
    const notes = within(screen.getByRole('listitem', { name: 'Write the release notes' }));
    expect(notes.getByText('Открыта')).toBeInTheDocument();
    expect(notes.getByText('Оценка 2 ч')).toBeInTheDocument();
    expect(notes.getByText(/срок/)).toHaveTextContent('срок 1 декабря 2026 г.');
    expect(within(screen.getByRole('listitem', { name: 'Review the design' })).getByText('ждёт 1 задачу')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Новая задача' })).toHaveAttribute('aria-keyshortcuts', 'c');
  });
});

describe('workspace: my flow, the forecast', () => {
  it('shows each task’s likely date with its band and risk, and a place while the forecast loads', async () => {
    const data = screenData();
    data.forecast = screenForecast();
    const forecast = deferred();
    workServer(data, { 'GET workspaces/7/forecast': () => forecast.promise });
    const { container } = await renderMyFlow();
    await screen.findByRole('listitem', { name: 'Write the release notes' });
    expect(container.querySelectorAll('[data-forecast-placeholder]')).toHaveLength(4);
    forecast.resolve(jsonResponse(200, { data: data.forecast }));

    const notes = within(screen.getByRole('listitem', { name: 'Write the release notes' }));
    expect(await notes.findByText('≈ Dec 3, 2099 · by Dec 5, 2099')).toBeInTheDocument();
    expect(notes.getByText('Forecast: most likely by December 3, 2099, almost certainly by December 5, 2099')).toBeInTheDocument();
    expect(notes.getByText('may miss the due date')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'In progress now' })).getByText('≈ Dec 1, 2099 · by Dec 2, 2099')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Review the design' })).getByText('no estimate — no date')).toBeInTheDocument();
    const sprint = within(screen.getByRole('listitem', { name: 'Plan the sprint' }));
    expect(sprint.getByText('≈ Dec 8, 2099 · by Dec 10, 2099')).toBeInTheDocument();
    expect(sprint.getByText('assumes the unestimated task before it takes a usual time')).toBeInTheDocument();
    expect(container.querySelector('[data-forecast-placeholder]')).toBeNull();
  });

  it('asks to estimate the tasks without an estimate, each a link that opens the task', async () => {
    const data = screenData();
    data.forecast = screenForecast();
    panelless(data);
    const { user } = await renderMyFlow();
    const notice = within(await screen.findByRole('region', { name: 'Estimate this task to get its date' }));
    expect(notice.getAllByRole('link').map((link) => link.textContent)).toEqual(['Review the design']);
    await user.click(notice.getByRole('link', { name: 'Review the design' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/w/7?task=32');
  });

  it('counts the tasks to estimate in Russian plural forms', async () => {
    const data = screenData();
    data.forecast = { ...screenForecast(), unscored: [32, 33] };
    panelless(data);
    await renderMyFlow('ru');
    const notice = within(await screen.findByRole('region', { name: 'Оцените эти 2 задачи, чтобы получить их даты' }));
    expect(notice.getAllByRole('link').map((link) => link.textContent)).toEqual(['Review the design', 'Plan the sprint']);
  });

  it('shows no notice when every task has an estimate, and no dates when the forecast fails', async () => {
    const data = screenData();
    panelless(data, { 'GET workspaces/7/forecast': () => apiError(503, 'db_unreachable') });
    const { container } = await renderMyFlow();
    await screen.findByRole('listitem', { name: 'Write the release notes' });
    await waitFor(() => expect(container.querySelector('[data-forecast-placeholder]')).toBeNull());
    expect(container.querySelector('[data-forecast]')).toBeNull();
    expect(screen.queryByRole('region', { name: /Estimate/ })).toBeNull();
  });
});

/** The played API of the screens' workspace, the panel's reads of a task included. */
function panelless(data: ReturnType<typeof screenData>, extra: Parameters<typeof workServer>[1] = {}) {
  return workServer(data, { 'GET tasks/32/activity': () => jsonResponse(200, { data: [] }), ...extra });
}
