import { act, screen, waitFor, within } from '@testing-library/react';
import { tokenStorage } from '@stepwise/shared';
import { apiError, deferred, jsonResponse } from '@stepwise/shared/testing';
import { fakeLiveChannel } from '../../test-utils/fake-live-channel';
import { screenForecast } from '../../test-utils/forecast-fixtures';
import { anna, boris, NOW, screenData } from '../../test-utils/screen-data';
import { preloadWorkScreens, renderWorkScreen } from '../../test-utils/render-work-screen';
import { taskFixture } from '../../test-utils/work-fixtures';
import { workServer } from '../../test-utils/work-server';

beforeAll(preloadWorkScreens);

afterEach(() => {
  tokenStorage.clear();
  jest.restoreAllMocks();
});

/** The screens' workspace, where Boris also has "Write the tests" after "Migrate the database". */
function teamData() {
  const data = screenData();
  data.tasks.push(taskFixture({ id: 37, title: 'Write the tests', assignee_id: 6, flow_rank: 'a2' }));
  return data;
}

function lane(name: string) {
  return within(screen.getByRole('region', { name: new RegExp(`^${name}`) }));
}

function queueOf(name: string) {
  return within(screen.getByRole('list', { name: `Queue of ${name}` }))
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('workspace-team-flow', () => {
  it('shows one lane per active member, mine first, each with the task in progress first', async () => {
    const data = teamData();
    data.members.push({ ...data.members[1], user_id: 8, first_name: 'Gleb', last_name: 'Left', status: 'inactive' });
    const members = deferred();
    const api = workServer(data, { 'GET workspaces/7/members': () => members.promise });
    await renderWorkScreen('/w/7/flow', { user: anna });

    expect(screen.getByTestId('loading-skeleton')).toBeInTheDocument();
    members.resolve(jsonResponse(200, { data: data.members.filter((member) => member.status === 'active') }));
    const lanes = await screen.findAllByRole('region', { name: /Petrova|Orlov/ });
    expect(lanes.map((region) => region.getAttribute('aria-labelledby'))).toEqual(['lane-5', 'lane-6']);
    await waitFor(() => expect(lane('Anna Petrova').getByText('4 tasks')).toBeInTheDocument());
    expect(lane('Anna Petrova').getByText('In progress now').parentElement).toHaveTextContent('Fix the login bug');
    expect(queueOf('Anna Petrova')).toEqual(['Write the release notes', 'Review the design', 'Plan the sprint']);
    expect(lane('Boris Orlov').getByText('In progress now').parentElement).toHaveTextContent('Update the docs');
    expect(queueOf('Boris Orlov')).toEqual(['Migrate the database', 'Write the tests']);
    expect(screen.queryByRole('region', { name: /Gleb/ })).toBeNull();
    expect(api.callsTo('GET', 'workspaces/7/flow/8')).toHaveLength(0);
    expect(api.unexpected).toEqual([]);
  });

  it('says when the team cannot be loaded, and tries again', async () => {
    const data = teamData();
    let failures = 1;
    workServer(data, { 'GET workspaces/7/members': () => (failures-- > 0 ? apiError(503, 'db_unreachable') : jsonResponse(200, { data: data.members })) });
    const { user } = await renderWorkScreen('/w/7/flow', { user: anna });
    expect(await screen.findByText('The team could not be loaded')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Queue of Boris Orlov' })).toBeInTheDocument();
  });

  it('tells a lane without unfinished tasks, and one that failed to load, with its own retry', async () => {
    const data = teamData();
    data.tasks = data.tasks.filter((task) => task.assignee_id !== 5);
    let failures = 1;
    workServer(data, { 'GET workspaces/7/flow/6': () => (failures-- > 0 ? apiError(500, 'internal_error') : jsonResponse(200, { data: [] })) });
    const { user } = await renderWorkScreen('/w/7/flow', { user: anna });
    await screen.findAllByRole('region', { name: /Petrova|Orlov/ });
    expect(await lane('Anna Petrova').findByText('No unfinished tasks.')).toBeInTheDocument();
    expect(await lane('Boris Orlov').findByText('This flow could not be loaded')).toBeInTheDocument();
    await user.click(lane('Boris Orlov').getByRole('button', { name: 'Try again' }));
    expect(await lane('Boris Orlov').findByText('No unfinished tasks.')).toBeInTheDocument();
  });

  it('lets an admin reorder another member’s lane by keyboard, and puts a refused move back', async () => {
    const data = teamData();
    let refuse = false;
    const api = workServer(data, {
      'POST workspaces/7/flow/6/move': (call) => {
        if (refuse) return apiError(403, 'forbidden');
        const { task_id: taskId, after_task_id: afterId } = call.body as { task_id: number; after_task_id: number | null };
        const moved = data.tasks.find((task) => task.id === taskId)!;
        moved.flow_rank = afterId === null ? '0' : `${data.tasks.find((task) => task.id === afterId)!.flow_rank}m`;
        return jsonResponse(200, { data: moved });
      },
    });
    const { user } = await renderWorkScreen('/w/7/flow', { user: anna });
    await screen.findByRole('list', { name: 'Queue of Boris Orlov' });
    // The task in progress cannot be moved.
    expect(screen.queryByRole('button', { name: 'Move “Update the docs”' })).toBeNull();

    screen.getByRole('button', { name: 'Move “Migrate the database”' }).focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(api.callsTo('POST', 'workspaces/7/flow/6/move')[0].body).toEqual({ task_id: 35, after_task_id: 37 });
    expect(queueOf('Boris Orlov')).toEqual(['Write the tests', 'Migrate the database']);

    refuse = true;
    screen.getByRole('button', { name: 'Move “Migrate the database”' }).focus();
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(api.callsTo('POST', 'workspaces/7/flow/6/move')[1].body).toEqual({ task_id: 35, after_task_id: null });
    expect(await screen.findByText('You are not allowed to change this.')).toBeInTheDocument();
    await waitFor(() => expect(queueOf('Boris Orlov')).toEqual(['Write the tests', 'Migrate the database']));
  });

  it('lets a member reorder only their own lane', async () => {
    const data = teamData();
    workServer(data);
    const { user } = await renderWorkScreen('/w/7/flow', { user: boris });
    const lanes = await screen.findAllByRole('region', { name: /Petrova|Orlov/ });
    expect(lanes[0]).toHaveAttribute('aria-labelledby', 'lane-6');
    await screen.findByRole('list', { name: 'Queue of Anna Petrova' });
    expect(lane('Anna Petrova').queryAllByRole('button', { name: /^Move/ })).toHaveLength(0);
    expect(lane('Boris Orlov').getAllByRole('button', { name: /^Move/ })).toHaveLength(2);
    // Alt+↓ in a lane one may not order does nothing.
    lane('Anna Petrova').getByRole('link', { name: 'Write the release notes' }).focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(queueOf('Anna Petrova')).toEqual(['Write the release notes', 'Review the design', 'Plan the sprint']);
  });

  it('applies live changes: a task started elsewhere goes to the top of its lane, a new order is taken as it comes', async () => {
    const data = teamData();
    workServer(data);
    const live = fakeLiveChannel();
    await renderWorkScreen('/w/7/flow', { user: anna, live: { channel: live.channel, status: 'live' } });
    await screen.findByRole('list', { name: 'Queue of Boris Orlov' });

    const started = {
      ...data.tasks.find((task) => task.id === 37)!,
      state: 'in_progress' as const,
      status: 'in_progress' as const,
      stage_id: 12,
      started_at: NOW,
      updated_at: '2026-11-25T11:00:00.000Z',
    };
    const paused = {
      ...data.tasks.find((task) => task.id === 36)!,
      state: 'paused' as const,
      status: 'paused' as const,
      stage_id: 13,
      started_at: null,
      updated_at: '2026-11-25T11:00:00.000Z',
    };
    act(() => {
      live.deliver(7, { seq: 1, type: 'task.updated', payload: { task: paused }, actor_id: 6, at: NOW });
      live.deliver(7, { seq: 2, type: 'task.updated', payload: { task: started }, actor_id: 6, at: NOW });
    });
    await waitFor(() => expect(lane('Boris Orlov').getByText('In progress now').parentElement).toHaveTextContent('Write the tests'));
    expect(queueOf('Boris Orlov')).toEqual(['Update the docs', 'Migrate the database']);

    act(() => live.deliver(7, { seq: 3, type: 'flow.reordered', payload: { user_id: 5, task_ids: [30, 33, 32, 31] }, actor_id: 5, at: NOW }));
    await waitFor(() => expect(queueOf('Anna Petrova')).toEqual(['Plan the sprint', 'Review the design', 'Write the release notes']));
  });

  it('speaks Russian', async () => {
    workServer(teamData());
    await renderWorkScreen('/w/7/flow', { user: anna, lang: 'ru' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Поток команды' })).toBeInTheDocument();
    await waitFor(() => expect(lane('Anna Petrova').getByText('4 задачи')).toBeInTheDocument());
    expect(lane('Boris Orlov').getByText('3 задачи')).toBeInTheDocument();
    expect(lane('Boris Orlov').getByText('Сейчас в работе')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Очередь: Boris Orlov' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Переместить «Migrate the database»' })).toBeInTheDocument();
  });
});

describe('workspace-team-flow: the forecast', () => {
  it('shows every lane’s dates and, in the lane with unestimated tasks, the tasks to estimate', async () => {
    const data = teamData();
    data.forecast = screenForecast();
    const api = workServer(data, { 'GET tasks/32/activity': () => jsonResponse(200, { data: [] }) });
    const { user } = await renderWorkScreen('/w/7/flow', { user: anna });
    await screen.findByRole('list', { name: 'Queue of Boris Orlov' });

    expect(await lane('Boris Orlov').findByText('≈ Dec 2, 2099 · by Dec 4, 2099')).toBeInTheDocument();
    expect(lane('Boris Orlov').getByText('In progress now').parentElement).toHaveTextContent('≈ Dec 1, 2099');
    expect(lane('Boris Orlov').queryByRole('region', { name: /Estimate/ })).toBeNull();
    const notice = within(lane('Anna Petrova').getByRole('region', { name: 'Estimate this task to get its date' }));
    await user.click(notice.getByRole('link', { name: 'Review the design' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/w/7/flow?task=32');
    expect(api.callsTo('GET', 'workspaces/7/forecast')).toHaveLength(1);
  });
});
