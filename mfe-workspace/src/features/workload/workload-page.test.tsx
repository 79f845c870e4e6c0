import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ForecastPreviewResponse, WorkloadDay, WorkloadMember } from '@stepwise/contracts';
import { tokenStorage } from '@stepwise/shared';
import { apiError, jsonResponse } from '@stepwise/shared/testing';
import { localToday } from '../../common/time/local-today';
import { anna, screenData } from '../../test-utils/screen-data';
import { preloadWorkScreens, renderWorkScreen } from '../../test-utils/render-work-screen';
import { workServer } from '../../test-utils/work-server';
import { addDays } from './workload-range';

beforeAll(preloadWorkScreens);
afterEach(() => {
  tokenStorage.clear();
  jest.restoreAllMocks();
});

const today = localToday();
const plain = (offset: number, extra: Partial<WorkloadDay> = {}): WorkloadDay => ({
  date: addDays(today, offset),
  capacity_minutes: 480,
  planned_minutes: 0,
  reason: 'workday',
  tasks: [],
  ...extra,
});

/** Anna: 6 h of 8 today, overloaded tomorrow, a holiday the day after, then idle; Boris: busy every day with work past its due date. */
function workload(): WorkloadMember[] {
  const annaDays = Array.from({ length: 14 }, (_, offset) => plain(offset));
  annaDays[0] = plain(0, {
    planned_minutes: 360,
    tasks: [
      { task_id: 31, minutes: 240, title: 'Write the release notes', late: false },
      { task_id: 33, minutes: 120, title: 'Plan the sprint', late: false },
    ],
  });
  annaDays[1] = plain(1, { planned_minutes: 540, tasks: [{ task_id: 33, minutes: 540, title: 'Plan the sprint', late: false }] });
  annaDays[2] = plain(2, { capacity_minutes: 0, reason: 'holiday', name: 'Unity Day' });
  // The database migration is due on the fifth day and will not be done by then: its days are marked.
  const borisDays = Array.from({ length: 14 }, (_, offset) =>
    plain(offset, { planned_minutes: 480, tasks: [{ task_id: 35, minutes: 480, title: 'Migrate the database', late: true }] }),
  );
  return [
    { user_id: 5, time_zone: 'Europe/Moscow', days: annaDays },
    { user_id: 6, time_zone: 'Europe/Moscow', days: borisDays },
  ];
}

const preview = (taskId: number, userId: number): ForecastPreviewResponse => ({
  at: `${today}T08:00:00.000Z`,
  version: 4,
  tasks: [
    {
      task_id: taskId,
      user_id: userId,
      start_at: `${addDays(today, 3)}T09:00:00.000Z`,
      finish_p50: `${addDays(today, 4)}T12:00:00.000Z`,
      finish_p85: `${addDays(today, 5)}T12:00:00.000Z`,
      risk: null,
      assumes_unscored: false,
    },
    {
      task_id: 35,
      user_id: 6,
      start_at: `${addDays(today, 4)}T09:00:00.000Z`,
      finish_p50: `${addDays(today, 6)}T12:00:00.000Z`,
      finish_p85: `${addDays(today, 7)}T12:00:00.000Z`,
      risk: null,
      assumes_unscored: false,
    },
  ],
  goals: [],
  projects: [],
});

function serve(extra: Parameters<typeof workServer>[1] = {}) {
  const served = screenData();
  return workServer(served, {
    'GET workspaces/7/workload': () => jsonResponse(200, { data: workload(), version: 4 }),
    'POST workspaces/7/forecast/preview': (call) => {
      const body = call.body as { user_id: number; reassigned_task_id?: number; task_ids: number[] };
      return jsonResponse(200, { data: preview(body.reassigned_task_id ?? 33, body.user_id) });
    },
    'PATCH tasks/31': () => jsonResponse(200, { data: { ...served.tasks.find((task) => task.id === 31)!, assignee_id: 6 } }),
    'POST workspaces/7/flow/5/move': () => jsonResponse(200, { data: served.tasks.find((task) => task.id === 33) }),
    ...extra,
  });
}

/** The board's own live region: the move, its place and its new dates. */
const workloadStatus = () => document.querySelector<HTMLElement>('[data-workload-status]')!;
/** The drag's announcements to screen readers. */
const announcer = () => screen.getAllByRole('status').find((element) => element.getAttribute('aria-live') === 'assertive')!;
const longDay = (offset: number) =>
  new Intl.DateTimeFormat('en', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' }).format(new Date(`${addDays(today, offset)}T12:00:00Z`));
const row = (name: string) => within(screen.getByRole('rowheader', { name }).closest('tr')!);
const cell = (name: string, offset: number) =>
  within(
    screen
      .getByRole('rowheader', { name })
      .closest('tr')!
      .querySelector<HTMLElement>(`[data-date="${addDays(today, offset)}"]`)!,
  );

describe('workspace-workload', () => {
  it('shows each member’s days: planned of capacity, overload and idle in words, a holiday, the tasks', async () => {
    const api = serve();
    await renderWorkScreen('/w/7/workload', { user: anna });
    expect(await screen.findByRole('heading', { level: 1, name: 'Workload' })).toBeInTheDocument();
    await screen.findByRole('rowheader', { name: 'Anna Petrova' });
    expect(api.callsTo('GET', 'workspaces/7/workload')[0].query.toString()).toBe(`from=${today}&to=${addDays(today, 13)}`);
    expect(cell('Anna Petrova', 0).getByText('6 of 8 h')).toBeInTheDocument();
    expect(cell('Anna Petrova', 0).getByRole('button', { name: 'Write the release notes, 4 h' })).toBeInTheDocument();
    expect(cell('Anna Petrova', 1).getByText('Overloaded')).toBeInTheDocument();
    expect(cell('Anna Petrova', 2).getByText('Holiday')).toBeInTheDocument();
    expect(cell('Anna Petrova', 3).getByText('Idle')).toBeInTheDocument();
    expect(row('Boris Orlov').queryByText('Idle')).toBeNull();
    expect(row('Boris Orlov').getAllByText('8 of 8 h')).toHaveLength(14);
    expect(row('Boris Orlov').getAllByText('Past a due date')).toHaveLength(14);
    expect(cell('Boris Orlov', 0).getByRole('button', { name: 'Migrate the database, 8 h, finishes after its due date' })).toBeInTheDocument();
    expect(row('Anna Petrova').queryByText('Past a due date')).toBeNull();
  });

  it('keeps the range and the filters in the address and asks the API for them', async () => {
    const api = serve();
    const { user } = await renderWorkScreen('/w/7/workload', { user: anna });
    await screen.findByRole('rowheader', { name: 'Anna Petrova' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Goal' }), '21');
    expect(screen.getByTestId('location')).toHaveTextContent('/w/7/workload?goal=21');
    await user.click(screen.getByRole('button', { name: 'Next 2 weeks' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/w/7/workload?goal=21&from=${addDays(today, 14)}`);
    await waitFor(() =>
      expect(api.callsTo('GET', 'workspaces/7/workload').at(-1)!.query.toString()).toBe(`from=${addDays(today, 14)}&to=${addDays(today, 27)}&goal_id=21`),
    );
  });

  it('gives a task to another member from the keyboard: the new dates first, then Enter saves', async () => {
    const api = serve();
    const { user } = await renderWorkScreen('/w/7/workload', { user: anna });
    await screen.findByRole('rowheader', { name: 'Anna Petrova' });
    cell('Anna Petrova', 0).getByRole('button', { name: 'Write the release notes, 4 h' }).focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() => expect(api.callsTo('POST', 'workspaces/7/forecast/preview')).toHaveLength(1));
    expect(api.callsTo('POST', 'workspaces/7/forecast/preview')[0].body).toEqual({ user_id: 6, task_ids: [36, 35, 31], reassigned_task_id: 31 });
    const status = workloadStatus();
    await waitFor(() => expect(status).toHaveTextContent('1 other task changes dates.'));
    expect(status).toHaveTextContent('“Write the release notes” to Boris Orlov: place 2 of 2. It would start');
    expect(api.callsTo('PATCH', 'tasks/31')).toHaveLength(0);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.callsTo('PATCH', 'tasks/31')).toHaveLength(1));
    expect(api.callsTo('PATCH', 'tasks/31')[0].body).toEqual({ assignee_id: 6 });
    // The last place is where a new assignee puts the task: no move follows.
    expect(api.callsTo('POST', 'workspaces/7/flow/6/move')).toHaveLength(0);
  });

  it('moves a task earlier in its member’s flow and saves with the button; Escape cancels', async () => {
    const api = serve();
    const { user } = await renderWorkScreen('/w/7/workload', { user: anna });
    await screen.findByRole('rowheader', { name: 'Anna Petrova' });
    const chip = cell('Anna Petrova', 1).getByRole('button', { name: 'Plan the sprint, 9 h' });
    chip.focus();
    await user.keyboard('{Alt>}{ArrowLeft}{/Alt}');
    await waitFor(() => expect(api.callsTo('POST', 'workspaces/7/forecast/preview')).toHaveLength(1));
    expect(api.callsTo('POST', 'workspaces/7/forecast/preview')[0].body).toEqual({ user_id: 5, task_ids: [30, 31, 33, 32] });
    await user.keyboard('{Escape}');
    expect(workloadStatus()).toBeEmptyDOMElement();
    chip.focus();
    await user.keyboard('{Alt>}{ArrowLeft}{/Alt}');
    await waitFor(() => expect(workloadStatus()).toHaveTextContent('place 2 of 3'));
    await user.click(screen.getByRole('button', { name: 'Save the move' }));
    await waitFor(() => expect(api.callsTo('POST', 'workspaces/7/flow/5/move')).toHaveLength(1));
    expect(api.callsTo('POST', 'workspaces/7/flow/5/move')[0].body).toEqual({ task_id: 33, after_task_id: 31 });
  });

  it('a chip dropped on another member’s day is proposed before their first task of that day, and Cancel drops it', async () => {
    const api = serve();
    const { user } = await renderWorkScreen('/w/7/workload', { user: anna });
    await screen.findByRole('rowheader', { name: 'Anna Petrova' });
    const chip = cell('Boris Orlov', 0).getByRole('button', { name: 'Migrate the database, 8 h, finishes after its due date' });
    const target = screen
      .getByRole('rowheader', { name: 'Anna Petrova' })
      .closest('tr')!
      .querySelector<HTMLElement>(`[data-date="${addDays(today, 1)}"]`)!;
    // The page has no layout here: the target cell is given a place on screen, the pointer goes there.
    jest.spyOn(target, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 300, y: 200, width: 120, height: 80 }));
    fireEvent.mouseDown(chip, { button: 0, clientX: 20, clientY: 20 });
    fireEvent.mouseMove(document, { clientX: 40, clientY: 40 });
    fireEvent.mouseMove(document, { clientX: 350, clientY: 240 });
    await waitFor(() => expect(target).toHaveAttribute('data-drop-target'));
    fireEvent.mouseUp(document, { clientX: 350, clientY: 240 });
    await waitFor(() => expect(api.callsTo('POST', 'workspaces/7/forecast/preview')).toHaveLength(1));
    expect(api.callsTo('POST', 'workspaces/7/forecast/preview')[0].body).toEqual({ user_id: 5, task_ids: [30, 31, 32, 35, 33], reassigned_task_id: 35 });
    await waitFor(() => expect(workloadStatus()).toHaveTextContent('“Migrate the database” to Anna Petrova: place 3 of 4.'));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(workloadStatus()).toBeEmptyDOMElement();
    expect(api.callsTo('PATCH', 'tasks/35')).toHaveLength(0);
  });

  it('drags a chip from the keyboard: Space picks it up, arrows go from cell to cell and are announced, Space drops it', async () => {
    const api = serve();
    const { user } = await renderWorkScreen('/w/7/workload', { user: anna });
    await screen.findByRole('rowheader', { name: 'Anna Petrova' });
    const chip = cell('Anna Petrova', 0).getByRole('button', { name: 'Write the release notes, 4 h' });
    chip.focus();
    await user.keyboard('[Space]');
    await waitFor(() => expect(announcer()).toHaveTextContent(`Picked up “Write the release notes” on Anna Petrova, ${longDay(0)}`));
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(announcer()).toHaveTextContent(`“Write the release notes” is over Boris Orlov, ${longDay(0)}`));
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(announcer()).toHaveTextContent(`“Write the release notes” is over Boris Orlov, ${longDay(1)}`));
    expect(cell('Boris Orlov', 1).getByRole('button', { name: 'Migrate the database, 8 h, finishes after its due date' }).closest('td')).toHaveAttribute(
      'data-drop-target',
    );
    expect(api.callsTo('POST', 'workspaces/7/forecast/preview')).toHaveLength(0);
    await user.keyboard('[Space]');
    await waitFor(() => expect(api.callsTo('POST', 'workspaces/7/forecast/preview')).toHaveLength(1));
    // Before Boris’s first task of that day: the migration.
    expect(api.callsTo('POST', 'workspaces/7/forecast/preview')[0].body).toEqual({ user_id: 6, task_ids: [36, 31, 35], reassigned_task_id: 31 });
    expect(announcer()).toHaveTextContent(`“Write the release notes” dropped on Boris Orlov, ${longDay(1)}; working out the new dates`);
    await waitFor(() => expect(workloadStatus()).toHaveTextContent('“Write the release notes” to Boris Orlov: place 1 of 2.'));
    // The chip keeps the focus, and Escape drops the proposal without saving anything.
    expect(chip).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(workloadStatus()).toBeEmptyDOMElement();
    expect(api.callsTo('PATCH', 'tasks/31')).toHaveLength(0);
  });

  it('cancels a keyboard drag with Escape, and Enter on a chip still opens its task', async () => {
    const api = serve();
    const { user } = await renderWorkScreen('/w/7/workload', { user: anna });
    await screen.findByRole('rowheader', { name: 'Anna Petrova' });
    cell('Anna Petrova', 0).getByRole('button', { name: 'Write the release notes, 4 h' }).focus();
    await user.keyboard('[Space]');
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(announcer()).toHaveTextContent('is over Boris Orlov'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(announcer()).toHaveTextContent('Moving “Write the release notes” cancelled'));
    expect(api.callsTo('POST', 'workspaces/7/forecast/preview')).toHaveLength(0);
    expect(workloadStatus()).toBeEmptyDOMElement();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('task=31'));
  });

  it('lets a member move only their own tasks', async () => {
    const api = serve();
    const { user } = await renderWorkScreen('/w/7/workload', { user: { ...anna, id: 6, first_name: 'Boris', last_name: 'Orlov' } });
    await screen.findByRole('rowheader', { name: 'Anna Petrova' });
    cell('Anna Petrova', 1).getByRole('button', { name: 'Plan the sprint, 9 h' }).focus();
    await user.keyboard('{Alt>}{ArrowLeft}{/Alt}');
    expect(workloadStatus()).toBeEmptyDOMElement();
    expect(api.callsTo('POST', 'workspaces/7/forecast/preview')).toHaveLength(0);
  });

  it('says when the workload cannot be loaded, and tries again', async () => {
    let failures = 1;
    serve({ 'GET workspaces/7/workload': () => (failures-- > 0 ? apiError(503, 'db_unreachable') : jsonResponse(200, { data: workload(), version: 4 })) });
    const { user } = await renderWorkScreen('/w/7/workload', { user: anna });
    expect(await screen.findByText('The workload could not be loaded')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: 'Anna Petrova' })).toBeInTheDocument();
  });

  it('speaks Russian', async () => {
    serve();
    await renderWorkScreen('/w/7/workload', { user: anna, lang: 'ru' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Загрузка' })).toBeInTheDocument();
    await screen.findByRole('rowheader', { name: 'Anna Petrova' });
    expect(cell('Anna Petrova', 1).getByText('Перегрузка')).toBeInTheDocument();
    expect(cell('Anna Petrova', 3).getByText('Простой')).toBeInTheDocument();
    expect(cell('Anna Petrova', 0).getByText('6 из 8 ч')).toBeInTheDocument();
  });
});
