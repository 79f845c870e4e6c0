import { act, screen, waitFor, within } from '@testing-library/react';
import type { TaskResponse } from '@stepwise/contracts';
import { tokenStorage } from '@stepwise/shared';
import { apiError, deferred, jsonResponse, mockApi, type ApiHandler } from '@stepwise/shared/testing';
import { fakeLiveChannel } from '../../test-utils/fake-live-channel';
import { forecastFixture, memberForecastFixture, taskForecastFixture } from '../../test-utils/forecast-fixtures';
import { preloadWorkScreens, renderWorkScreen } from '../../test-utils/render-work-screen';
import { layOutScrollers, scrollElementTo } from '../../test-utils/scroller-layout';
import { manyTasks, taskPages } from '../../test-utils/task-pages';
import { goalFixture, memberFixture, projectFixture, sphereFixture, taskFixture } from '../../test-utils/work-fixtures';
import { TASK_ROW_HEIGHT } from '../../common/components/task-row-layout';

beforeAll(preloadWorkScreens);

let restoreLayout: () => void;
beforeEach(() => {
  // A viewport of 10 rows.
  restoreLayout = layOutScrollers('[data-task-scroller]', { height: TASK_ROW_HEIGHT * 10 });
});
afterEach(() => {
  restoreLayout();
  tokenStorage.clear();
});

const members = [memberFixture(), memberFixture({ user_id: 6, first_name: 'Boris', last_name: 'Ivanov', email: 'boris@example.com', role: 'member' })];

function workspace(tasks: () => TaskResponse[], extra: Record<string, ApiHandler> = {}) {
  return mockApi({
    'GET workspaces/7/members': () => jsonResponse(200, { data: members }),
    'GET workspaces/7/spheres': () => jsonResponse(200, { data: [sphereFixture()] }),
    'GET workspaces/7/goals': () => jsonResponse(200, { data: [goalFixture()] }),
    'GET workspaces/7/projects': () => jsonResponse(200, { data: [projectFixture()] }),
    'GET workspaces/7/tasks': taskPages(tasks),
    'GET workspaces/7/forecast': () => jsonResponse(200, { data: forecastFixture() }),
    ...extra,
  });
}

const bodyRows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .filter((row) => row.getAttribute('aria-rowindex') !== '1');
const scroller = () => document.querySelector('[data-task-scroller]')!;
const location = () => screen.getByTestId('location').textContent;

describe('task list', () => {
  it('shows a skeleton while the tasks load, then the rows with their columns', async () => {
    const answer = deferred();
    const tasks = [
      taskFixture({ id: 31, title: 'Write the release notes', goal_id: 21, project_id: 41, due_on: '2026-12-01', estimate_minutes: 150, complexity: 3 }),
    ];
    workspace(() => tasks, { 'GET workspaces/7/tasks': () => answer.promise });
    await renderWorkScreen('/w/7/tasks');
    expect(await screen.findByTestId('loading-skeleton')).toBeInTheDocument();
    answer.resolve(jsonResponse(200, { data: tasks, meta: { next_cursor: null, total: 1 } }));

    const row = (await screen.findByRole('link', { name: 'Write the release notes' })).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('Open')).toBeInTheDocument();
    expect(within(row).getByText('Anna Petrova')).toBeInTheDocument();
    expect(within(row).getByText('To do')).toBeInTheDocument();
    expect(within(row).getByText('WEB · Launch in spring')).toBeInTheDocument();
    expect(within(row).getByText('2 h 30 min')).toBeInTheDocument();
    expect(within(row).getByRole('img', { name: 'Complexity 3 of 5' })).toBeInTheDocument();
    expect(within(row).getByText('Dec 1, 2026')).toBeInTheDocument();
    expect(screen.getByText('1 task')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Write the release notes' })).toHaveAttribute('href', '/w/7/tasks/31');
  });

  it('explains a failed load and reads again on retry', async () => {
    let fail = true;
    const pages = taskPages(() => [taskFixture()]);
    workspace(() => [], { 'GET workspaces/7/tasks': (call) => (fail ? apiError(500, 'internal') : pages(call)) });
    const { user } = await renderWorkScreen('/w/7/tasks');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please try again later');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Write the release notes' })).toBeInTheDocument();
  });

  it('teaches to create the first task when the workspace has none, and creates it', async () => {
    let tasks: TaskResponse[] = [];
    const api = workspace(() => tasks, {
      'POST workspaces/7/tasks': (call) => {
        const created = taskFixture({ id: 90, title: (call.body as { title: string }).title });
        tasks = [created];
        return jsonResponse(201, { data: created });
      },
    });
    const { user } = await renderWorkScreen('/w/7/tasks');
    expect(await screen.findByRole('heading', { name: 'No tasks yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create a task' }));
    expect(screen.getByRole('textbox', { name: 'New task' })).toHaveFocus();
    await user.keyboard('Call the printer{Enter}');

    expect(await screen.findByRole('link', { name: 'Call the printer' })).toBeInTheDocument();
    expect(api.callsTo('POST', 'workspaces/7/tasks')[0].body).toEqual({ title: 'Call the printer' });
    expect(screen.getByRole('textbox', { name: 'New task' })).toHaveValue('');
  });

  it('tells apart "no task matches" and offers to clear the filters', async () => {
    const api = workspace(() => [taskFixture({ status: 'open' })]);
    const { user } = await renderWorkScreen('/w/7/tasks?status=overdue');
    expect(await screen.findByRole('heading', { name: 'No task matches these filters' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('overdue');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('link', { name: 'Write the release notes' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Tasks' })).toHaveFocus();
    expect(location()).toBe('/w/7/tasks');
    expect(api.callsTo('GET', 'workspaces/7/tasks').at(-1)!.query.get('status')).toBeNull();
  });

  it('puts each filter in the URL and in the request, and a new sphere drops the old stage', async () => {
    const api = workspace(() => manyTasks(30));
    const { user } = await renderWorkScreen('/w/7/tasks');
    await screen.findByText('30 tasks');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Assignee' }), 'Unassigned');
    await waitFor(() => expect(location()).toBe('/w/7/tasks?assignee=none'));
    expect(await screen.findByText('10 tasks match')).toBeInTheDocument();
    expect(api.callsTo('GET', 'workspaces/7/tasks').at(-1)!.query.get('assignee_id')).toBe('none');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Stage' }), 'To do');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Paused');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Goal' }), 'Launch in spring');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Project' }), 'WEB · Website');
    await waitFor(() => expect(location()).toBe('/w/7/tasks?assignee=none&stage=11&status=paused&goal=21&project=41'));
    await waitFor(() => {
      const query = api.callsTo('GET', 'workspaces/7/tasks').at(-1)!.query;
      expect(Object.fromEntries(query)).toEqual({ limit: '100', assignee_id: 'none', stage_id: '11', status: 'paused', goal_id: '21', project_id: '41' });
    });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sphere' }), 'General');
    await waitFor(() => expect(location()).toBe('/w/7/tasks?assignee=none&status=paused&goal=21&project=41&sphere=3'));
    expect(screen.getByRole('combobox', { name: 'Stage' })).toHaveValue('');
  });

  it('keeps the previous rows, dimmed and busy, while new filters load', async () => {
    const answer = deferred();
    const pages = taskPages(() => manyTasks(30));
    workspace(() => [], { 'GET workspaces/7/tasks': (call) => (call.query.get('status') ? answer.promise : pages(call)) });
    const { user } = await renderWorkScreen('/w/7/tasks');
    await screen.findByText('30 tasks');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Paused');
    expect(await screen.findByRole('table', { busy: true })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Task number 30' })).toBeInTheDocument();
    answer.resolve(jsonResponse(200, { data: [taskFixture({ id: 7, title: 'Paused one', status: 'paused' })], meta: { next_cursor: null, total: 1 } }));
    expect(await screen.findByRole('link', { name: 'Paused one' })).toBeInTheDocument();
    expect(screen.getByRole('table')).not.toHaveAttribute('aria-busy');
    expect(screen.queryByRole('link', { name: 'Task number 30' })).not.toBeInTheDocument();
  });

  it('searches once typing pauses, not on every key', async () => {
    const api = workspace(() => manyTasks(30, (id) => (id === 12 ? { title: 'Quarterly report' } : {})));
    const { user } = await renderWorkScreen('/w/7/tasks');
    await screen.findByText('30 tasks');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'report');
    expect(await screen.findByText('1 task matches')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Quarterly report' })).toBeInTheDocument();
    const searches = api.callsTo('GET', 'workspaces/7/tasks').map((call) => call.query.get('q'));
    expect(searches).toEqual([null, 'report']);
    expect(location()).toBe('/w/7/tasks?q=report');
  });

  it('renders a bounded number of rows for 5,000 tasks and loads further pages while scrolling', async () => {
    const tasks = manyTasks(5000);
    const api = workspace(() => tasks);
    await renderWorkScreen('/w/7/tasks');
    expect(await screen.findByText('5,000 tasks')).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '5001');
    expect(bodyRows().length).toBeLessThanOrEqual(30);
    expect(api.callsTo('GET', 'workspaces/7/tasks')).toHaveLength(1);

    // Near the end of the first page: the second one is asked for with the cursor.
    act(() => scrollElementTo(scroller(), 90 * TASK_ROW_HEIGHT));
    await waitFor(() => expect(api.callsTo('GET', 'workspaces/7/tasks')).toHaveLength(2));
    expect(api.callsTo('GET', 'workspaces/7/tasks')[1].query.get('cursor')).toBe('4901');
    expect(await screen.findByRole('link', { name: 'Task number 4901' })).toBeInTheDocument();
    act(() => scrollElementTo(scroller(), 140 * TASK_ROW_HEIGHT));
    expect(await screen.findByRole('link', { name: 'Task number 4855' })).toBeInTheDocument();
    expect(bodyRows().length).toBeLessThanOrEqual(30);
    expect(screen.queryByRole('link', { name: 'Task number 5000' })).not.toBeInTheDocument();
  });

  it('moves focus between rows with the arrow keys and opens the task with Enter', async () => {
    workspace(() => manyTasks(40));
    const { user } = await renderWorkScreen('/w/7/tasks');
    await screen.findByText('40 tasks');
    await user.tab();
    await user.tab();
    while (!screen.getByRole('link', { name: 'Task number 40' }).matches(':focus')) await user.tab();

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Task number 39' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('link', { name: 'Task number 40' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(await screen.findByRole('link', { name: 'Task number 1' })).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'Task number 40' })).not.toBeInTheDocument();
    // Only the focused row takes the Tab stop.
    expect(screen.getAllByRole('link').filter((link) => link.closest('[role="table"]') && link.tabIndex === 0)).toHaveLength(1);

    await user.keyboard('{Enter}');
    // The task's page renders in a transition: the address changes once it has.
    await waitFor(() => expect(location()).toBe('/w/7/tasks/1'));
  });

  it('follows live changes: a new matching task appears, one that stops matching leaves', async () => {
    let tasks = [taskFixture({ id: 31, title: 'Annas first', assignee_id: 5 })];
    const live = fakeLiveChannel();
    workspace(() => tasks);
    await renderWorkScreen('/w/7/tasks?assignee=5', { live: { channel: live.channel, status: 'live' } });
    expect(await screen.findByRole('link', { name: 'Annas first' })).toBeInTheDocument();

    const created = taskFixture({ id: 32, title: 'Created by Boris', assignee_id: 5, creator_id: 6 });
    const elsewhere = taskFixture({ id: 33, title: 'Borises own', assignee_id: 6, creator_id: 6 });
    tasks = [created, elsewhere, ...tasks];
    act(() => {
      live.deliver(7, { seq: 1, type: 'task.created', payload: { task: created }, actor_id: 6, at: '2026-11-21T09:00:00.000Z' });
      live.deliver(7, { seq: 2, type: 'task.created', payload: { task: elsewhere }, actor_id: 6, at: '2026-11-21T09:00:00.000Z' });
    });
    expect(await screen.findByRole('link', { name: 'Created by Boris' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Borises own' })).not.toBeInTheDocument();
    expect(screen.getByText('2 tasks match')).toBeInTheDocument();

    const reassigned = { ...tasks[2], assignee_id: 6, updated_at: '2026-11-21T09:00:00.000Z' };
    tasks = [created, elsewhere, reassigned];
    act(() => live.deliver(7, { seq: 3, type: 'task.updated', payload: { task: reassigned }, actor_id: 6, at: '2026-11-21T09:00:00.000Z' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Annas first' })).not.toBeInTheDocument());
    expect(screen.getByText('1 task matches')).toBeInTheDocument();
  });

  it('keeps the Tab stop on its task when a new one arrives above it', async () => {
    let tasks = manyTasks(5);
    const live = fakeLiveChannel();
    workspace(() => tasks);
    await renderWorkScreen('/w/7/tasks', { live: { channel: live.channel, status: 'live' } });
    await screen.findByText('5 tasks');
    act(() => screen.getByRole('link', { name: 'Task number 3' }).focus());
    expect(screen.getByRole('link', { name: 'Task number 3' })).toHaveAttribute('tabindex', '0');

    const created = taskFixture({ id: 6, title: 'Arrived live' });
    tasks = [created, ...tasks];
    act(() => live.deliver(7, { seq: 1, type: 'task.created', payload: { task: created }, actor_id: 6, at: '2026-11-21T09:00:00.000Z' }));
    expect(await screen.findByRole('link', { name: 'Arrived live' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('link', { name: 'Task number 3' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('link', { name: 'Task number 3' })).toHaveFocus();
  });

  it('speaks Russian', async () => {
    workspace(() => manyTasks(22));
    await renderWorkScreen('/w/7/tasks', { lang: 'ru' });
    expect(await screen.findByText('22 задачи')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Задачи' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Исполнитель' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Статус' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Поиск' })).toBeInTheDocument();
    expect(screen.getAllByText('Без оценки').length).toBeGreaterThan(0);
  });

  it('says in Russian that nothing matches', async () => {
    workspace(() => []);
    await renderWorkScreen('/w/7/tasks?assignee=none', { lang: 'ru' });
    expect(await screen.findByRole('heading', { name: 'Нет задач под эти фильтры' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Сбросить фильтры' })).toBeInTheDocument();
  });
});

describe('task list: the forecast', () => {
  it('shows each row’s forecast in its own column: the dates with the risk, “no estimate”, or nothing', async () => {
    const tasks = [
      taskFixture({ id: 3, title: 'Write the release notes', due_on: '2099-12-04' }),
      taskFixture({ id: 2, title: 'Review the design', estimate_minutes: null, status: 'not_scored' }),
      taskFixture({ id: 1, title: 'Nobody’s task', assignee_id: null }),
    ];
    const forecast = forecastFixture({
      members: [
        memberForecastFixture({
          tasks: [taskForecastFixture({ task_id: 3, finish_p50: '2099-12-03T12:00:00.000Z', finish_p85: '2099-12-05T12:00:00.000Z', risk: 'at_risk' })],
        }),
      ],
      unscored: [2],
    });
    const api = workspace(() => tasks, { 'GET workspaces/7/forecast': () => jsonResponse(200, { data: forecast }) });
    await renderWorkScreen('/w/7/tasks');
    const rowOf = async (title: string) => (await screen.findByRole('link', { name: title })).closest('[role="row"]') as HTMLElement;
    const forecastCell = async (title: string) => within(await rowOf(title)).getAllByRole('cell')[8];

    await waitFor(async () => expect(await forecastCell('Write the release notes')).toHaveTextContent('≈ Dec 3, 2099 · by Dec 5, 2099'));
    expect(within(screen.getByRole('table')).getAllByRole('columnheader')[8]).toHaveTextContent('Forecast');
    expect(await forecastCell('Write the release notes')).toHaveTextContent('may miss the due date');
    expect(await forecastCell('Review the design')).toHaveTextContent('no estimate — no date');
    expect((await forecastCell('Nobody’s task')).textContent).toBe('');
    expect(api.callsTo('GET', 'workspaces/7/forecast')).toHaveLength(1);
  });
});
