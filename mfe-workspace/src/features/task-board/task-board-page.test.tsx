import { act, screen, waitFor, within } from '@testing-library/react';
import type { TaskResponse, UpdateTaskBody } from '@stepwise/contracts';
import { tokenStorage } from '@stepwise/shared';
import { apiError, deferred, jsonResponse, mockApi, type ApiHandler } from '@stepwise/shared/testing';
import { fakeLiveChannel } from '../../test-utils/fake-live-channel';
import { forecastFixture, memberForecastFixture, taskForecastFixture } from '../../test-utils/forecast-fixtures';
import { preloadWorkScreens, renderWorkScreen } from '../../test-utils/render-work-screen';
import { taskPages } from '../../test-utils/task-pages';
import { goalFixture, memberFixture, projectFixture, sphereFixture, taskFixture } from '../../test-utils/work-fixtures';

beforeAll(preloadWorkScreens);
afterEach(() => tokenStorage.clear());

const general = sphereFixture();
const design = sphereFixture({
  id: 4,
  name: 'Design',
  stages: [
    { id: 21, name: 'Ideas', state: 'open', position: 0 },
    { id: 22, name: 'Drawing', state: 'in_progress', position: 1 },
    { id: 23, name: 'On hold', state: 'paused', position: 2 },
    { id: 24, name: 'Shipped', state: 'finished', position: 3 },
  ],
});
const members = [memberFixture(), memberFixture({ user_id: 6, first_name: 'Boris', last_name: 'Ivanov', email: 'boris@example.com' })];

function boardTasks(): TaskResponse[] {
  return [
    taskFixture({ id: 1, title: 'Draft the plan', stage_id: 11, stage_rank: 'a0', assignee_id: 5 }),
    taskFixture({ id: 2, title: 'Book the venue', stage_id: 11, stage_rank: 'a1', assignee_id: 5, estimate_minutes: 90 }),
    taskFixture({ id: 3, title: 'Order badges', stage_id: 11, stage_rank: 'a2', assignee_id: 6 }),
    taskFixture({ id: 4, title: 'Write the agenda', stage_id: 12, stage_rank: 'a0', state: 'in_progress', status: 'in_progress', assignee_id: 5 }),
    taskFixture({ id: 5, title: 'Sketch the logo', sphere_id: 4, stage_id: 21, stage_rank: 'a0' }),
  ];
}

/** The played API, with PATCH tasks/{id} applying the stage the way the server does (or answering `refuse`). */
function workspace({ refuse, extra = {} }: { refuse?: () => Response; extra?: Record<string, ApiHandler> } = {}) {
  let tasks = boardTasks();
  const patch: ApiHandler = (call) => {
    if (refuse) return refuse();
    const id = Number(call.path.split('/')[1]);
    const body = call.body as UpdateTaskBody;
    const stage = [...general.stages, ...design.stages].find((candidate) => candidate.id === body.stage_id)!;
    const task = tasks.find((candidate) => candidate.id === id)!;
    // A rank right after the named task (the server's fractional key, simplified), or before all.
    const after = tasks.find((candidate) => candidate.id === body.after_task_id);
    const rank = after ? `${after.stage_rank}5` : '0';
    const moved = {
      ...task,
      stage_id: stage.id,
      state: stage.state,
      status: stage.state === 'open' ? 'open' : stage.state,
      stage_rank: rank,
      updated_at: '2026-11-21T10:00:00.000Z',
    } as TaskResponse;
    tasks = tasks.map((candidate) => (candidate.id === id ? moved : candidate));
    return jsonResponse(200, { data: moved });
  };
  const api = mockApi({
    'GET workspaces/7/members': () => jsonResponse(200, { data: members }),
    'GET workspaces/7/spheres': () => jsonResponse(200, { data: [general, design] }),
    'GET workspaces/7/goals': () => jsonResponse(200, { data: [goalFixture()] }),
    'GET workspaces/7/projects': () => jsonResponse(200, { data: [projectFixture()] }),
    'GET workspaces/7/tasks': taskPages(() => tasks),
    'GET workspaces/7/forecast': () => jsonResponse(200, { data: forecastFixture() }),
    ...Object.fromEntries(
      [1, 2, 3, 4, 5].flatMap((id) => [
        [`PATCH tasks/${id}`, patch],
        [`GET tasks/${id}`, () => jsonResponse(200, { data: tasks.find((task) => task.id === id) })],
      ]),
    ),
    ...extra,
  });
  return api;
}

const column = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });
const cardTitles = (name: string) =>
  within(column(name))
    .queryAllByRole('link')
    .map((link) => link.textContent);
const cardLink = (title: string) => screen.getByRole('link', { name: title });

describe('task board', () => {
  it('shows a skeleton, then one column per stage in order with counts and the cards in board order', async () => {
    const answer = deferred();
    const api = workspace({ extra: { 'GET workspaces/7/spheres': () => answer.promise } });
    await renderWorkScreen('/w/7/board');
    expect(screen.getByTestId('loading-skeleton')).toBeInTheDocument();
    answer.resolve(jsonResponse(200, { data: [general, design] }));

    await screen.findByRole('link', { name: 'Draft the plan' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'To do3 tasks',
      'In progress1 task',
      'Paused0 tasks',
      'Done0 tasks',
    ]);
    expect(cardTitles('To do')).toEqual(['Draft the plan', 'Book the venue', 'Order badges']);
    expect(within(column('Paused')).getByText('No tasks')).toBeInTheDocument();
    const card = cardLink('Book the venue').closest('[data-task-card]') as HTMLElement;
    expect(within(card).getByText('1 h 30 min')).toBeInTheDocument();
    expect(within(card).getByText('Open')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Anna Petrova' })).toBeInTheDocument();
    expect(cardLink('Book the venue')).toHaveAttribute('href', '/w/7/tasks/2');
    expect(screen.getByRole('combobox', { name: 'Sphere' })).toHaveValue('3');
    expect(Object.fromEntries(api.callsTo('GET', 'workspaces/7/tasks')[0].query)).toEqual({ sphere_id: '3', limit: '500' });
  });

  it('switches sphere through its own address', async () => {
    workspace();
    const { user } = await renderWorkScreen('/w/7/board');
    await screen.findByRole('link', { name: 'Draft the plan' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sphere' }), 'Design');
    expect(screen.getByTestId('location')).toHaveTextContent('/w/7/board/4');
    expect(await screen.findByRole('link', { name: 'Sketch the logo' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent('Ideas');
  });

  it('says when the sphere does not exist', async () => {
    workspace();
    await renderWorkScreen('/w/7/board/99');
    expect(await screen.findByRole('heading', { name: 'There is no such sphere' })).toBeInTheDocument();
  });

  it('teaches where tasks come from when the sphere has none', async () => {
    workspace({ extra: { 'GET workspaces/7/tasks': () => jsonResponse(200, { data: [], meta: { next_cursor: null, total: 0 } }) } });
    await renderWorkScreen('/w/7/board/4');
    expect(await screen.findByRole('heading', { name: 'This sphere has no tasks yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the task list' })).toHaveAttribute('href', '/w/7/tasks');
  });

  it('explains a failed load and reads again on retry', async () => {
    let fail = true;
    const pages = taskPages(boardTasks);
    workspace({ extra: { 'GET workspaces/7/tasks': (call) => (fail ? apiError(503, 'unavailable') : pages(call)) } });
    const { user } = await renderWorkScreen('/w/7/board');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Draft the plan' })).toBeInTheDocument();
  });

  it('moves the focused card with Shift and the arrows: to the next stage, then within it', async () => {
    const api = workspace();
    const { user } = await renderWorkScreen('/w/7/board');
    await screen.findByRole('link', { name: 'Order badges' });
    cardLink('Order badges').focus();

    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(cardTitles('In progress')).toEqual(['Order badges', 'Write the agenda']);
    expect(cardTitles('To do')).toEqual(['Draft the plan', 'Book the venue']);
    expect(api.callsTo('PATCH', 'tasks/3')[0].body).toEqual({ stage_id: 12, after_task_id: null });
    expect(cardLink('Order badges')).toHaveFocus();
    expect(screen.getByText('“Order badges” moved to In progress, position 1 of 2')).toBeInTheDocument();

    await user.keyboard('{Shift>}{ArrowDown}{/Shift}');
    expect(cardTitles('In progress')).toEqual(['Write the agenda', 'Order badges']);
    await waitFor(() => expect(api.callsTo('PATCH', 'tasks/3')).toHaveLength(2));
    expect(api.callsTo('PATCH', 'tasks/3')[1].body).toEqual({ stage_id: 12, after_task_id: 4 });
    expect(cardLink('Order badges')).toHaveFocus();
    // The answers settle the order the moves showed.
    await waitFor(() => expect(screen.getByText('“Order badges” moved to In progress, position 2 of 2')).toBeInTheDocument());
    expect(cardTitles('In progress')).toEqual(['Write the agenda', 'Order badges']);

    await user.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    expect(cardTitles('To do')).toEqual(['Order badges', 'Draft the plan', 'Book the venue']);
  });

  it('goes from card to card with the arrows', async () => {
    workspace();
    const { user } = await renderWorkScreen('/w/7/board');
    await screen.findByRole('link', { name: 'Book the venue' });
    cardLink('Draft the plan').focus();
    await user.keyboard('{ArrowDown}');
    expect(cardLink('Book the venue')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(cardLink('Write the agenda')).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowDown}{ArrowDown}');
    expect(cardLink('Order badges')).toHaveFocus();
    await user.keyboard('{Enter}');
    // The task's page renders in a transition: the address changes once it has.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/w/7/tasks/3'));
  });

  it('moves a card through its "Move to…" menu', async () => {
    const api = workspace();
    const { user } = await renderWorkScreen('/w/7/board');
    await screen.findByRole('link', { name: 'Order badges' });
    await user.click(screen.getByRole('button', { name: 'Move “Order badges”' }));
    const menu = screen.getByRole('menu', { name: 'Move to' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Up one place', 'To “In progress”', 'To “Paused”', 'To “Done”']);
    expect(within(menu).getByRole('menuitem', { name: 'Up one place' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{Enter}');
    expect(cardTitles('Done')).toEqual(['Order badges']);
    await waitFor(() => expect(api.callsTo('PATCH', 'tasks/3')).toHaveLength(1));
    expect(api.callsTo('PATCH', 'tasks/3')[0].body).toEqual({ stage_id: 14, after_task_id: null });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('starting a task by moving it pauses its assignee’s other task on the board', async () => {
    const answer = deferred();
    workspace({ extra: { 'PATCH tasks/1': () => answer.promise } });
    const { user } = await renderWorkScreen('/w/7/board');
    await screen.findByRole('link', { name: 'Draft the plan' });
    cardLink('Draft the plan').focus();
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(cardTitles('In progress')).toEqual(['Draft the plan']);
    expect(cardTitles('Paused')).toEqual(['Write the agenda']);
    expect(within(cardLink('Draft the plan').closest('[data-task-card]') as HTMLElement).getByText('In progress')).toBeInTheDocument();

    const started = { ...boardTasks()[0], stage_id: 12, state: 'in_progress', status: 'in_progress', stage_rank: 'a', updated_at: '2026-11-21T10:00:00.000Z' };
    answer.resolve(jsonResponse(200, { data: started }));
    await waitFor(() => expect(cardTitles('In progress')).toEqual(['Draft the plan']));
    expect(cardTitles('Paused')).toEqual(['Write the agenda']);
  });

  it('puts the card back and says why when the server refuses', async () => {
    workspace({ refuse: () => apiError(409, 'task_blocked', { details: { waiting_for: [9] } }) });
    const { user } = await renderWorkScreen('/w/7/board');
    await screen.findByRole('link', { name: 'Draft the plan' });
    cardLink('Draft the plan').focus();
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');

    expect(await screen.findByText('The task waits for unfinished tasks: start it from its panel to confirm.')).toBeInTheDocument();
    await waitFor(() => expect(cardTitles('To do')).toEqual(['Draft the plan', 'Book the venue', 'Order badges']));
    expect(cardTitles('In progress')).toEqual(['Write the agenda']);
    expect(cardTitles('Paused')).toEqual([]);
  });

  it('shows a long column in parts, so thousands of finished cards stay light', async () => {
    const done = Array.from({ length: 120 }, (_, index) =>
      taskFixture({
        id: 100 + index,
        title: `Shipped ${index + 1}`,
        stage_id: 14,
        state: 'finished',
        status: 'finished',
        stage_rank: `b${String(index).padStart(3, '0')}`,
      }),
    );
    workspace({ extra: { 'GET workspaces/7/tasks': taskPages(() => [...boardTasks(), ...done]) } });
    const { user } = await renderWorkScreen('/w/7/board');
    await screen.findByRole('link', { name: 'Shipped 1' });
    expect(within(column('Done')).getByRole('heading', { level: 2 })).toHaveTextContent('120 tasks');
    expect(cardTitles('Done')).toHaveLength(50);
    await user.click(within(column('Done')).getByRole('button', { name: 'Show more (70 left)' }));
    expect(cardTitles('Done')).toHaveLength(100);
    expect(within(column('Done')).getByRole('button', { name: 'Show more (20 left)' })).toBeInTheDocument();
  });

  it('follows moves made by others: a card changes column, a task moved to another sphere leaves', async () => {
    const live = fakeLiveChannel();
    workspace();
    await renderWorkScreen('/w/7/board', { live: { channel: live.channel, status: 'live' } });
    await screen.findByRole('link', { name: 'Order badges' });
    const at = '2026-11-21T11:00:00.000Z';
    const started = { ...boardTasks()[2], stage_id: 12, state: 'in_progress', status: 'in_progress', stage_rank: 'a1', updated_at: at } as TaskResponse;
    const elsewhere = { ...boardTasks()[0], sphere_id: 4, stage_id: 21, updated_at: at } as TaskResponse;
    act(() => {
      live.deliver(7, { seq: 1, type: 'task.updated', payload: { task: started }, actor_id: 6, at });
      live.deliver(7, { seq: 2, type: 'task.updated', payload: { task: elsewhere }, actor_id: 6, at });
    });
    await waitFor(() => expect(cardTitles('In progress')).toEqual(['Write the agenda', 'Order badges']));
    expect(cardTitles('To do')).toEqual(['Book the venue']);
    expect(screen.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent('1 task');
  });

  it('speaks Russian, the refusal included', async () => {
    workspace({ refuse: () => apiError(409, 'illegal_transition') });
    const { user } = await renderWorkScreen('/w/7/board', { lang: 'ru' });
    await screen.findByRole('link', { name: 'Draft the plan' });
    expect(screen.getByRole('heading', { level: 1, name: 'Доска' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Сфера' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent('To do3 задачи');
    await user.click(screen.getByRole('button', { name: 'Перенести «Order badges»' }));
    await user.click(screen.getByRole('menuitem', { name: 'В этап «Done»' }));
    expect(await screen.findByText('Между этими этапами задачу перенести нельзя: завершённую задачу сначала переоткрывают.')).toBeInTheDocument();
  });
});

describe('task board: the forecast', () => {
  it('shows each card’s likely date with its band, and nothing on a card the forecast has no date for', async () => {
    const forecast = forecastFixture({
      members: [
        memberForecastFixture({
          tasks: [taskForecastFixture({ task_id: 2, finish_p50: '2099-12-03T12:00:00.000Z', finish_p85: '2099-12-05T12:00:00.000Z', risk: 'late' })],
        }),
      ],
    });
    workspace({ extra: { 'GET workspaces/7/forecast': () => jsonResponse(200, { data: forecast }) } });
    await renderWorkScreen('/w/7/board');
    const card = (id: number) => document.querySelector(`[data-task-card="${id}"]`) as HTMLElement;
    await waitFor(() => expect(card(2)).toHaveTextContent('≈ Dec 3, 2099 · by Dec 5, 2099'));
    expect(within(card(2)).getByText('late')).toBeInTheDocument();
    expect(card(1).querySelector('[data-forecast], [data-forecast-placeholder]')).toBeNull();
  });
});
