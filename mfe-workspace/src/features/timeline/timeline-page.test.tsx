import { act, screen, waitFor, within } from '@testing-library/react';
import type { CalendarDay, ForecastPreviewResponse, ForecastResponse } from '@stepwise/contracts';
import { tokenStorage } from '@stepwise/shared';
import { apiError, deferred, jsonResponse, type ApiCall } from '@stepwise/shared/testing';
import { localToday } from '../../common/time/local-today';
import { layOutScrollers } from '../../test-utils/scroller-layout';
import { anna, screenData } from '../../test-utils/screen-data';
import { preloadWorkScreens, renderWorkScreen } from '../../test-utils/render-work-screen';
import { taskFixture } from '../../test-utils/work-fixtures';
import { workServer, type WorkServerData } from '../../test-utils/work-server';

beforeAll(preloadWorkScreens);

let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = layOutScrollers('[data-timeline-scroller]', { height: 400 });
});
afterEach(() => {
  restoreLayout();
  tokenStorage.clear();
  jest.restoreAllMocks();
});

/** The local instant `days` after today's midnight at `hour`. */
function at(days: number, hour = 0): string {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + days, hour).toISOString();
}

function dayOf(days: number): string {
  const now = new Date();
  return localToday(new Date(now.getFullYear(), now.getMonth(), now.getDate() + days));
}

const task = (task_id: number, start: number, p50: number, p85: number, risk: ForecastResponse['members'][number]['tasks'][number]['risk'] = 'on_track') => ({
  task_id,
  start_at: at(start, 9),
  finish_p50: at(p50, 12),
  finish_p85: at(p85, 15),
  risk,
  assumes_unscored: false,
});

/** Anna: "Fix the login bug" now, then "Write the release notes" (due in five days) and "Plan the sprint"; Boris: two tasks. */
function forecast(): ForecastResponse {
  const member = { pace_basis: 'member' as const, pace_tasks: 12, complexity_paces: [], focus: 0.8 };
  return {
    at: at(0, 8),
    version: 4,
    members: [
      { user_id: 5, pace: 1.3, ...member, tasks: [task(30, 0, 1, 2), task(31, 2, 4, 6, 'at_risk'), task(33, 6, 8, 9)] },
      { user_id: 6, pace: 0.9, ...member, tasks: [task(36, 0, 2, 3), task(35, 3, 5, 7, null)] },
    ],
    goals: [],
    projects: [],
    unscored: [32],
    unplaced: [],
  };
}

function data(): WorkServerData {
  const served = screenData();
  served.tasks.find((item) => item.id === 31)!.due_on = dayOf(5);
  return served;
}

/** Every day of the asked range: weekends by the calendar, Anna's holiday in three days, Boris's day off in four. */
function calendarDays(call: ApiCall) {
  const userId = Number(call.query.get('user_id'));
  const days: CalendarDay[] = [];
  for (let offset = 0; dayOf(offset) <= call.query.get('to')!; offset += 1) {
    const date = dayOf(offset);
    const weekday = new Date(`${date}T12:00:00`).getDay();
    if (offset === 3 && userId === 5) days.push({ date, working: false, minutes: 0, reason: 'holiday', name: 'Unity Day' });
    else if (offset === 4 && userId === 6) days.push({ date, working: false, minutes: 0, reason: 'day_off' });
    else if (weekday === 0 || weekday === 6) days.push({ date, working: false, minutes: 0, reason: 'weekend' });
    else days.push({ date, working: true, minutes: 480, reason: 'workday' });
  }
  return jsonResponse(200, { data: days });
}

/** Moving "Write the release notes" after "Review the design" pushes it two days and Boris's "Migrate the database" one. */
function previewAnswer(later = 2): ForecastPreviewResponse {
  return {
    at: at(0, 8),
    version: 4,
    tasks: [
      { ...task(31, 2 + later, 4 + later, 6 + later, 'late'), user_id: 5 },
      { ...task(35, 4, 6, 8, null), user_id: 6 },
    ],
    goals: [],
    projects: [],
  };
}

function serve(extra: Parameters<typeof workServer>[1] = {}) {
  const served = data();
  return workServer(served, {
    'GET workspaces/7/forecast': () => jsonResponse(200, { data: forecast() }),
    'GET workspaces/7/calendar/days': calendarDays,
    'POST workspaces/7/forecast/preview': () => jsonResponse(200, { data: previewAnswer() }),
    'POST workspaces/7/flow/5/move': (call) => jsonResponse(200, { data: served.tasks.find((item) => item.id === (call.body as { task_id: number }).task_id) }),
    ...extra,
  });
}

/** Renders the timeline and waits for its lanes. */
async function renderTimeline(options: Parameters<typeof renderWorkScreen>[1]) {
  const rendered = await renderWorkScreen('/w/7/timeline', options);
  await screen.findByRole('group', { name: 'Anna Petrova' });
  return rendered;
}

function lane(name: string) {
  return within(screen.getByRole('group', { name }));
}

function ghostIds() {
  return Array.from(document.querySelectorAll('[data-ghost-bar]'), (ghost) => Number(ghost.getAttribute('data-ghost-bar')));
}

describe('workspace-timeline', () => {
  it('draws each member’s lane with their bars, non-working days and due markers, and tells a bar’s dates', async () => {
    const answer = deferred();
    const api = serve({ 'GET workspaces/7/forecast': () => answer.promise });
    const { user } = await renderWorkScreen('/w/7/timeline', { user: anna });
    expect(screen.getByTestId('loading-skeleton')).toBeInTheDocument();
    answer.resolve(jsonResponse(200, { data: forecast() }));
    await screen.findByRole('group', { name: 'Anna Petrova' });

    expect(await lane('Anna Petrova').findByRole('button', { name: 'Write the release notes' })).toBeInTheDocument();
    expect(lane('Anna Petrova').getByText('Pace ×1.3')).toBeInTheDocument();
    expect(
      lane('Anna Petrova')
        .getAllByRole('button')
        .map((bar) => bar.textContent),
    ).toEqual(['Fix the login bug', 'Write the release notes', 'Plan the sprint']);
    expect(await lane('Boris Orlov').findByRole('button', { name: 'Migrate the database' })).toBeInTheDocument();
    // The unestimated task has no bar.
    expect(screen.queryByRole('button', { name: 'Review the design' })).toBeNull();

    const annaLane = screen.getByRole('group', { name: 'Anna Petrova' });
    await waitFor(() => expect(annaLane.querySelector(`[data-shade="holiday"][data-date="${dayOf(3)}"]`)).toHaveAttribute('title', 'Unity Day'));
    expect(annaLane.querySelector('[data-shade="dayOff"]')).toBeNull();
    const borisLane = screen.getByRole('group', { name: 'Boris Orlov' });
    await waitFor(() => expect(borisLane.querySelector(`[data-shade="dayOff"][data-date="${dayOf(4)}"]`)).not.toBeNull());
    const weekends = Array.from({ length: 14 }, (_, offset) => dayOf(offset)).filter(
      (date) => [0, 6].includes(new Date(`${date}T12:00:00`).getDay()) && date !== dayOf(3),
    );
    expect(Array.from(annaLane.querySelectorAll('[data-shade="weekend"]'), (day) => day.getAttribute('data-date'))).toEqual(weekends);
    expect(api.callsTo('GET', 'workspaces/7/calendar/days').map((call) => call.query.get('user_id'))).toEqual(expect.arrayContaining(['5', '6']));

    expect(lane('Anna Petrova').getAllByRole('img', { name: /^Due / })).toHaveLength(1);
    expect(lane('Anna Petrova').getByRole('img', { name: /Write the release notes$/ })).toBeInTheDocument();

    lane('Anna Petrova').getByRole('button', { name: 'Write the release notes' }).focus();
    const tip = await screen.findByRole('tooltip');
    expect(screen.getByRole('button', { name: 'Write the release notes' })).toHaveAccessibleDescription(expect.stringContaining('Risk may miss the due date'));
    expect(tip).toHaveTextContent('Likely finish (P50)');
    expect(tip).toHaveTextContent('Safe finish (P85)');
    expect(tip).toHaveTextContent('Riskmay miss the due date');
    expect(tip).toHaveTextContent(new Date(at(4, 12)).toLocaleDateString('en', { day: 'numeric', month: 'short' }));

    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/w/7/timeline?task=31'));
  });

  it('moves a task later by keyboard with a preview of everyone’s new dates, and saves it on Enter', async () => {
    const api = serve();
    const { user } = await renderTimeline({ user: anna });
    const bar = await lane('Anna Petrova').findByRole('button', { name: 'Write the release notes' });
    await lane('Boris Orlov').findByRole('button', { name: 'Migrate the database' });
    bar.focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');

    await waitFor(() => expect(api.callsTo('POST', 'workspaces/7/forecast/preview')).toHaveLength(1));
    expect(api.callsTo('POST', 'workspaces/7/forecast/preview')[0].body).toEqual({ user_id: 5, task_ids: [30, 32, 31, 33] });
    await waitFor(() => expect(ghostIds().sort()).toEqual([31, 35]));
    expect(screen.getByRole('group', { name: 'Boris Orlov' }).querySelector('[data-ghost-bar="35"]')).not.toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(
      '“Write the release notes”: place 2 of 3. 2 tasks move, Anna Petrova’s “Write the release notes” later by 2 days. Enter saves, Escape cancels.',
    );
    expect(api.callsTo('POST', 'workspaces/7/flow/5/move')).toHaveLength(0);

    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.callsTo('POST', 'workspaces/7/flow/5/move')).toHaveLength(1));
    expect(api.callsTo('POST', 'workspaces/7/flow/5/move')[0].body).toEqual({ task_id: 31, after_task_id: 32 });
    expect(screen.getByRole('status')).toHaveTextContent('“Write the release notes” moved.');
    expect(ghostIds()).toEqual([]);
    // Enter saved the move; it did not open the task.
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/w\/7\/timeline$/);
  });

  it('puts everything back on Escape without saving', async () => {
    const api = serve();
    const { user } = await renderTimeline({ user: anna });
    (await lane('Anna Petrova').findByRole('button', { name: 'Write the release notes' })).focus();
    await user.keyboard('{Alt>}{ArrowRight}{/Alt}');
    await waitFor(() => expect(ghostIds()).toContain(31));
    await user.keyboard('{Escape}');
    expect(ghostIds()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('Move of “Write the release notes” cancelled.');
    expect(api.callsTo('POST', 'workspaces/7/flow/5/move')).toHaveLength(0);
  });

  it('shows only the answer to the latest place when an earlier answer arrives late', async () => {
    const first = deferred();
    let asked = 0;
    const api = serve({
      'POST workspaces/7/forecast/preview': () => (++asked === 1 ? first.promise : jsonResponse(200, { data: previewAnswer(3) })),
    });
    const { user } = await renderTimeline({ user: anna });
    (await lane('Anna Petrova').findByRole('button', { name: 'Write the release notes' })).focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() => expect(api.callsTo('POST', 'workspaces/7/forecast/preview')).toHaveLength(1));
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() => expect(api.callsTo('POST', 'workspaces/7/forecast/preview')).toHaveLength(2));
    expect(api.callsTo('POST', 'workspaces/7/forecast/preview')[1].body).toEqual({ user_id: 5, task_ids: [30, 32, 33, 31] });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('later by 3 days'));

    await act(async () => first.resolve(jsonResponse(200, { data: previewAnswer(1) })));
    expect(screen.getByRole('status')).toHaveTextContent(
      '“Write the release notes”: place 3 of 3. 2 tasks move, Anna Petrova’s “Write the release notes” later by 3 days.',
    );
  });

  it('previews a second drag in another lane right after the first was dropped', async () => {
    const served = data();
    served.tasks.push(taskFixture({ id: 37, title: 'Tune the queries', assignee_id: 6, flow_rank: 'a2' }));
    const withBoris = forecast();
    withBoris.members[1].tasks.push(task(37, 7, 9, 10));
    const api = workServer(served, {
      'GET workspaces/7/forecast': () => jsonResponse(200, { data: withBoris }),
      'GET workspaces/7/calendar/days': calendarDays,
      'POST workspaces/7/forecast/preview': (call) =>
        jsonResponse(200, {
          data: {
            ...previewAnswer(),
            tasks: (call.body as { user_id: number }).user_id === 6 ? [{ ...task(35, 8, 10, 11), user_id: 6 }] : previewAnswer().tasks,
          },
        }),
      'POST workspaces/7/flow/5/move': (call) =>
        jsonResponse(200, { data: served.tasks.find((item) => item.id === (call.body as { task_id: number }).task_id) }),
      'POST workspaces/7/flow/6/move': (call) =>
        jsonResponse(200, { data: served.tasks.find((item) => item.id === (call.body as { task_id: number }).task_id) }),
    });
    const { user } = await renderTimeline({ user: anna });
    // Pressed on the bar, moved along the lane (the bar goes with the pointer) and held there.
    const drag = async (bar: HTMLElement) => {
      await user.pointer([
        { keys: '[MouseLeft>]', target: bar, coords: { clientX: 100 } },
        { target: bar, coords: { clientX: 250 } },
        { target: bar, coords: { clientX: 400 } },
      ]);
    };
    const drop = (bar: HTMLElement) => user.pointer({ keys: '[/MouseLeft]', target: bar, coords: { clientX: 400 } });
    const first = await lane('Anna Petrova').findByRole('button', { name: 'Write the release notes' });
    await drag(first);
    await waitFor(() => expect(ghostIds()).toContain(31));
    await drop(first);
    await waitFor(() => expect(api.callsTo('POST', 'workspaces/7/flow/5/move')).toHaveLength(1));
    expect(screen.getByRole('status')).toHaveTextContent('“Write the release notes” moved.');

    const second = await lane('Boris Orlov').findByRole('button', { name: 'Migrate the database' });
    await drag(second);
    await waitFor(() => expect(api.callsTo('POST', 'workspaces/7/forecast/preview')).toHaveLength(2));
    expect(api.callsTo('POST', 'workspaces/7/forecast/preview')[1].body).toEqual({ user_id: 6, task_ids: [36, 37, 35] });
    await waitFor(() => expect(ghostIds()).toEqual([35]));
    expect(screen.getByRole('status')).toHaveTextContent('“Migrate the database”: place 2 of 2.');
    await drop(second);
    await waitFor(() => expect(api.callsTo('POST', 'workspaces/7/flow/6/move')).toHaveLength(1));
    expect(api.callsTo('POST', 'workspaces/7/flow/6/move')[0].body).toEqual({ task_id: 35, after_task_id: 37 });
  });

  it('lets a member move only their own tasks', async () => {
    const api = serve();
    const { user } = await renderTimeline({ user: { ...anna, id: 6, first_name: 'Boris', last_name: 'Orlov' } });
    (await lane('Anna Petrova').findByRole('button', { name: 'Write the release notes' })).focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(api.callsTo('POST', 'workspaces/7/forecast/preview')).toHaveLength(0);
  });

  it('keeps the range in the address', async () => {
    serve();
    const { user } = await renderWorkScreen('/w/7/timeline', { user: anna });
    await user.click(await screen.findByRole('button', { name: 'Quarter' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/w/7/timeline?range=quarter');
    expect(screen.getByRole('button', { name: 'Quarter' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says when the forecast cannot be loaded, and tries again', async () => {
    let failures = 1;
    serve({ 'GET workspaces/7/forecast': () => (failures-- > 0 ? apiError(503, 'db_unreachable') : jsonResponse(200, { data: forecast() })) });
    const { user } = await renderWorkScreen('/w/7/timeline', { user: anna });
    expect(await screen.findByText('The timeline could not be loaded')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Write the release notes' })).toBeInTheDocument();
  });

  it('tells when no flow task has dates yet', async () => {
    serve({ 'GET workspaces/7/forecast': () => jsonResponse(200, { data: { ...forecast(), members: [] } }) });
    await renderWorkScreen('/w/7/timeline', { user: anna });
    expect(await screen.findByText('No tasks to put on the timeline yet')).toBeInTheDocument();
  });

  it('speaks Russian', async () => {
    serve();
    await renderTimeline({ user: anna, lang: 'ru' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Таймлайн' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Квартал' })).toBeInTheDocument();
    expect(await lane('Anna Petrova').findByText('Темп ×1,3')).toBeInTheDocument();
  });
});
