import { screen, waitFor, within } from '@testing-library/react';
import type { SprintDetailResponse, SprintResponse } from '@stepwise/contracts';
import { tokenStorage } from '@stepwise/shared';
import { apiError, jsonResponse } from '@stepwise/shared/testing';
import { anna, screenData } from '../../test-utils/screen-data';
import { preloadWorkScreens, renderWorkScreen } from '../../test-utils/render-work-screen';
import { workServer } from '../../test-utils/work-server';

// jsdom has no canvas: a stand-in uPlot that "draws" at once.
jest.mock('uplot', () => jest.requireActual('../../test-utils/fake-uplot'));

beforeAll(preloadWorkScreens);

afterEach(() => {
  tokenStorage.clear();
  jest.restoreAllMocks();
});

const SPRINTS: SprintResponse[] = [
  { id: 1, number: 1, starts_on: '2026-11-09', ends_on: '2026-11-22', status: 'past' },
  { id: 2, number: 2, starts_on: '2026-11-23', ends_on: '2026-12-06', status: 'current' },
  { id: 3, number: 3, starts_on: '2026-12-07', ends_on: '2026-12-20', status: 'future' },
];

function detail(id: number, fields: Partial<SprintDetailResponse> = {}): SprintDetailResponse {
  return {
    ...SPRINTS.find((sprint) => sprint.id === id)!,
    task_ids: [],
    carried_over_task_ids: [],
    done_task_ids: [],
    committed_minutes: 0,
    done_minutes: 0,
    burndown: [],
    ideal: [],
    scope_changes: [],
    summary: null,
    ...fields,
  };
}

/** The current sprint: "Fix the login bug" (in progress), "Write the release notes" (carried over) and "Ship the beta" (done, added by Boris). */
const CURRENT = detail(2, {
  task_ids: [30, 31, 40],
  carried_over_task_ids: [31],
  done_task_ids: [40],
  committed_minutes: 240,
  done_minutes: 90,
  burndown: [
    { date: '2026-11-23', remaining_minutes: 240 },
    { date: '2026-11-24', remaining_minutes: 240 },
    { date: '2026-11-25', remaining_minutes: 150 },
  ],
  ideal: [
    { date: '2026-11-23', remaining_minutes: 180 },
    { date: '2026-11-24', remaining_minutes: 120 },
    { date: '2026-11-25', remaining_minutes: 60 },
    { date: '2026-11-26', remaining_minutes: 0 },
  ],
  scope_changes: [{ task_id: 40, kind: 'added', actor_id: 6, at: '2026-11-24T09:30:00.000Z' }],
});

function sprintServer(sprints: Record<number, SprintDetailResponse> = { 2: CURRENT }, extra: Parameters<typeof workServer>[1] = {}) {
  const stored = { ...sprints };
  return workServer(screenData(), {
    'GET workspaces/7/sprints': () => jsonResponse(200, { data: SPRINTS }),
    ...Object.fromEntries(SPRINTS.map((sprint) => [`GET sprints/${sprint.id}`, () => jsonResponse(200, { data: stored[sprint.id] ?? detail(sprint.id) })])),
    ...Object.fromEntries(
      SPRINTS.map((sprint) => [
        `PUT sprints/${sprint.id}/tasks`,
        ({ body }: { body: unknown }) => {
          stored[sprint.id] = { ...(stored[sprint.id] ?? detail(sprint.id)), task_ids: (body as { task_ids: number[] }).task_ids };
          return jsonResponse(200, { data: stored[sprint.id] });
        },
      ]),
    ),
    ...extra,
  });
}

const region = (name: string | RegExp) => within(screen.getByRole('region', { name }));

describe('workspace-sprints', () => {
  it('opens the current sprint: its name, committed vs done, the board with the carried-over card, and the scope changes', async () => {
    sprintServer();
    await renderWorkScreen('/w/7/sprints', { user: anna });
    expect(await screen.findByRole('heading', { level: 2, name: /^Sprint 2 · Nov 23\s–\sDec 6$/ })).toBeInTheDocument();
    expect(screen.getByText('current', { selector: '[data-sprint-status]' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Done by estimate' })).toHaveAttribute('aria-valuenow', '38');
    expect(screen.getByText('1 h 30 min of 4 h committed')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Done by count' })).toHaveAttribute('aria-valuenow', '33');
    expect(screen.getByText('1 of 3 tasks')).toBeInTheDocument();

    const board = region('Tasks by stage');
    // The board shows once the workspace's tasks are loaded beside the sprint.
    await board.findByRole('region', { name: /^In progress \d/ });
    const column = (stage: string) => within(board.getByRole('region', { name: new RegExp(`^${stage} \\d`) }));
    expect(column('In progress').getByText('Fix the login bug')).toBeInTheDocument();
    expect(column('To do').getByText('Write the release notes')).toBeInTheDocument();
    expect(column('To do').getByText('Carried over')).toBeInTheDocument();
    expect(column('Done').getByText('Ship the beta')).toBeInTheDocument();
    expect(board.queryByText('Update the docs')).not.toBeInTheDocument();

    await waitFor(() => expect(region('Scope changes').getByRole('listitem')).toHaveTextContent('Boris Orlov added “Ship the beta”'));
  });

  it('shows the burndown as a chart, and as a table of the remaining and ideal hours per working day', async () => {
    sprintServer();
    const { user } = await renderWorkScreen('/w/7/sprints', { user: anna });
    const burndown = await screen.findByRole('region', { name: 'Burndown' });
    expect(within(burndown).getByRole('img', { name: /^Chart: Burndown/ })).toBeInTheDocument();
    await waitFor(() => expect(burndown.querySelector('[data-chart-drawn]')).not.toBeNull());
    expect(
      within(within(burndown).getByRole('list', { name: 'Legend' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Remaining, h', 'Ideal, h']);
    await user.click(within(burndown).getByRole('button', { name: 'Table' }));
    expect(within(burndown).getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
    const rows = within(within(burndown).getByRole('table', { name: 'Burndown' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Working dayRemaining, hIdeal, h',
      'Start4 h4 h',
      'Nov 234 h3 h',
      'Nov 244 h2 h',
      'Nov 252.5 h1 h',
      'Nov 26—0 h',
    ]);

    // The points as a CSV file.
    let saved: Blob | undefined;
    Object.assign(URL, { createObjectURL: (blob: Blob) => ((saved = blob), 'blob:burndown'), revokeObjectURL: () => {} });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('sprint-2-burndown.csv');
    });
    await user.click(within(burndown).getByRole('button', { name: 'Download CSV' }));
    expect(click).toHaveBeenCalledTimes(1);
    expect(await saved!.text()).toBe('Working day,"Remaining, h","Ideal, h"\r\nStart,4,4\r\nNov 23,4,3\r\nNov 24,4,2\r\nNov 25,2.5,1\r\nNov 26,,0\r\n');
  });

  it('plans a task found by its title into the sprint, and removes one with a way back', async () => {
    const api = sprintServer();
    const { user } = await renderWorkScreen('/w/7/sprints', { user: anna });
    const plan = await screen.findByRole('region', { name: 'Plan' });
    await user.type(within(plan).getByRole('searchbox', { name: 'Find unfinished tasks' }), 'docs');
    await user.click(within(plan).getByRole('checkbox', { name: 'Update the docs' }));
    await user.click(within(plan).getByRole('button', { name: 'Add 1 task to the sprint' }));
    await waitFor(() => expect(api.callsTo('PUT', 'sprints/2/tasks')).toHaveLength(1));
    expect(api.callsTo('PUT', 'sprints/2/tasks')[0].body).toEqual({ task_ids: [30, 31, 40, 36] });
    expect(await within(plan).findByRole('heading', { name: 'In the sprint (4)' })).toBeInTheDocument();

    await user.click(within(plan).getByRole('button', { name: 'Remove “Write the release notes” from the sprint' }));
    expect(await within(plan).findByText('“Write the release notes” is removed from the sprint.')).toBeInTheDocument();
    expect(api.callsTo('PUT', 'sprints/2/tasks')[1].body).toEqual({ task_ids: [30, 40, 36] });
    await user.click(within(plan).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(api.callsTo('PUT', 'sprints/2/tasks')).toHaveLength(3));
    expect(api.callsTo('PUT', 'sprints/2/tasks')[2].body).toEqual({ task_ids: [30, 40, 36, 31] });
  });

  it('says why a plan was refused', async () => {
    sprintServer(undefined, { 'PUT sprints/2/tasks': () => apiError(409, 'sprint_past') });
    const { user } = await renderWorkScreen('/w/7/sprints', { user: anna });
    const plan = await screen.findByRole('region', { name: 'Plan' });
    await user.click(within(plan).getByRole('checkbox', { name: 'Update the docs' }));
    await user.click(within(plan).getByRole('button', { name: 'Add 1 task to the sprint' }));
    expect(await within(plan).findByText('The sprint has ended: its plan can no longer change.')).toBeInTheDocument();
  });

  it('proposes a future sprint from the forecast and plans the tasks kept', async () => {
    const api = sprintServer(undefined, {
      'GET sprints/3/proposal': () =>
        jsonResponse(200, {
          data: {
            sprint_id: 3,
            forecast_version: 4,
            estimate_minutes: 180,
            tasks: [
              { task_id: 31, assignee_id: 5, finish_p50: '2026-12-08T12:00:00.000Z', estimate_minutes: 60 },
              { task_id: 35, assignee_id: 6, finish_p50: '2026-12-10T12:00:00.000Z', estimate_minutes: 120 },
            ],
          },
        }),
    });
    const { user } = await renderWorkScreen('/w/7/sprints/3', { user: anna });
    expect(await screen.findByText('upcoming', { selector: '[data-sprint-status]' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Propose from forecast' }));
    expect(await screen.findByText('2 tasks, 3 h in total')).toBeInTheDocument();
    const proposal = within(screen.getByRole('group', { name: 'Tasks to plan' }));
    expect(proposal.getByRole('checkbox', { name: /Migrate the database Boris Orlov · P50 Dec 10 · 2 h/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Accept all (2)' })).toBeInTheDocument();
    await user.click(proposal.getByRole('checkbox', { name: /Write the release notes/ }));
    await user.click(screen.getByRole('button', { name: 'Accept the chosen (1)' }));
    await waitFor(() => expect(api.callsTo('PUT', 'sprints/3/tasks')).toHaveLength(1));
    expect(api.callsTo('PUT', 'sprints/3/tasks')[0].body).toEqual({ task_ids: [35] });
  });

  it('shows a past sprint read-only with its closing summary', async () => {
    sprintServer({
      1: detail(1, {
        task_ids: [40, 33],
        done_task_ids: [40],
        committed_minutes: 150,
        done_minutes: 90,
        summary: {
          committed_minutes: 150,
          done_minutes: 90,
          committed_count: 2,
          done_count: 1,
          carried_over_count: 1,
          added_count: 1,
          removed_count: 0,
          members: [{ user_id: 5, done_count: 1, done_minutes: 90 }],
        },
      }),
    });
    await renderWorkScreen('/w/7/sprints/1', { user: anna });
    const summary = await screen.findByRole('region', { name: 'Sprint summary' });
    // Members' names come with the member list.
    expect(await within(summary).findByText('Anna Petrova: 1 task, 1 h 30 min')).toBeInTheDocument();
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Done by estimate: 1 h 30 min of 2 h 30 min',
      'Done tasks: 1 of 2',
      '1 unfinished task carried over to the next sprint',
      'Scope after the start: 1 added, 0 removed',
      'Anna Petrova: 1 task, 1 h 30 min',
    ]);
    expect(screen.getByText('This sprint has ended: its plan is kept as it was and can no longer change.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Plan' })).not.toBeInTheDocument();
  });

  it('switches to another sprint from the list', async () => {
    sprintServer();
    const { user } = await renderWorkScreen('/w/7/sprints', { user: anna });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Sprint' }), '3');
    expect(await screen.findByText('upcoming', { selector: '[data-sprint-status]' })).toBeInTheDocument();
    expect(screen.getByText('No tasks are planned in this sprint yet.')).toBeInTheDocument();
  });

  it('speaks Russian', async () => {
    sprintServer();
    await renderWorkScreen('/w/7/sprints', { user: anna, lang: 'ru' });
    expect(await screen.findByRole('heading', { level: 2, name: /^Спринт 2 · 23 нояб\.\s–\s6 дек\.$/ })).toBeInTheDocument();
    expect(screen.getByText('1 ч 30 мин из 4 ч запланированных')).toBeInTheDocument();
    expect(await screen.findByText('1 из 3 задач')).toBeInTheDocument();
    expect(await screen.findByText('Перенесена')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Диаграмма сгорания' })).toBeInTheDocument();
  });

  it('offers a retry when the sprints cannot be loaded, and says when a sprint does not exist', async () => {
    sprintServer(undefined, { 'GET workspaces/7/sprints': () => apiError(500, 'internal') });
    const first = await renderWorkScreen('/w/7/sprints', { user: anna });
    expect(await screen.findByRole('button', { name: /try again/i })).toBeInTheDocument();
    first.unmount();
    sprintServer();
    await renderWorkScreen('/w/7/sprints/99', { user: anna });
    expect(await screen.findByText('No such sprint')).toBeInTheDocument();
  });
});
