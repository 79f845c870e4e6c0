import { screen, waitFor, within } from '@testing-library/react';
import { tokenStorage } from '@stepwise/shared';
import { preloadWorkScreens, renderWorkScreen } from '../../../test-utils/render-work-screen';
import { anna, screenData, transitionRoutes } from '../../../test-utils/screen-data';
import { timeEntryFixture } from '../../../test-utils/time-fixtures';
import { workServer, type WorkServerData } from '../../../test-utils/work-server';

beforeAll(preloadWorkScreens);

afterEach(() => {
  tokenStorage.clear();
  jest.restoreAllMocks();
});

/** Anna's timer on "Fix the login bug" (task 30), started an hour and a minute ago. */
function runningData(): WorkServerData {
  const startedAt = new Date(Date.now() - 61 * 60_000).toISOString();
  return { ...screenData(), timeEntries: [timeEntryFixture({ id: 950, task_id: 30, started_at: startedAt, ended_at: null, minutes: 61, source: 'timer' })] };
}

/** Pausing a task closes its open timer entry, as the API does. */
function pauseRoutes(data: WorkServerData) {
  const routes = transitionRoutes(data);
  const pause = routes['POST tasks/30/pause'];
  return {
    ...routes,
    'POST tasks/30/pause': (call: Parameters<typeof pause>[0]) => {
      data.timeEntries = (data.timeEntries ?? []).map((entry) => (entry.ended_at === null ? { ...entry, ended_at: new Date().toISOString() } : entry));
      return pause(call);
    },
  };
}

describe('the running timer', () => {
  it('shows the task in progress with its elapsed time ticking, on every workspace page', async () => {
    const data = runningData();
    const api = workServer(data, pauseRoutes(data));
    await renderWorkScreen('/w/7/tasks/31', { user: anna });
    const timer = within(await screen.findByRole('group', { name: 'Running timer' }));
    // The task's title arrives with the task itself, after the timer's entry.
    expect(await timer.findByRole('link', { name: 'Fix the login bug' })).toHaveAttribute('href', '/w/7/tasks/30');
    const clock = timer.getByRole('timer');
    expect(clock.textContent).toMatch(/^1:01:\d\d$/);
    const first = clock.textContent;
    await waitFor(() => expect(clock.textContent).not.toBe(first), { timeout: 2500 });
    expect(api.callsTo('GET', 'workspaces/7/time-entries')[0].query.get('user_id')).toBe('5');
  });

  it('is also on the flow page, and pausing stops it and says so', async () => {
    const data = runningData();
    const api = workServer(data, pauseRoutes(data));
    const { user } = await renderWorkScreen('/w/7', { user: anna });
    const timer = within(await screen.findByRole('group', { name: 'Running timer' }));
    // The timer names the task by number until the task's title has arrived.
    await user.click(await timer.findByRole('button', { name: 'Pause “Fix the login bug”' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Running timer' })).not.toBeInTheDocument());
    expect(api.callsTo('POST', 'tasks/30/pause')).toHaveLength(1);
    expect(screen.getByText('Timer stopped')).toBeInTheDocument();
  });

  it('is hidden while no task runs, in Russian too', async () => {
    workServer(screenData());
    await renderWorkScreen('/w/7/tasks/31', { user: anna, lang: 'ru' });
    await screen.findByRole('textbox', { name: 'Название' });
    expect(screen.queryByRole('group', { name: 'Идущий таймер' })).not.toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });
});
