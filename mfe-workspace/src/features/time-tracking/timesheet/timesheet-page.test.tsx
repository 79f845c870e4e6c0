import { screen, waitFor, within } from '@testing-library/react';
import { tokenStorage } from '@stepwise/shared';
import { jsonResponse } from '@stepwise/shared/testing';
import { preloadWorkScreens, renderWorkScreen } from '../../../test-utils/render-work-screen';
import { anna, boris, screenData } from '../../../test-utils/screen-data';
import { timeEntryFixture, timesheetFixture } from '../../../test-utils/time-fixtures';
import { workServer } from '../../../test-utils/work-server';

beforeAll(preloadWorkScreens);

afterEach(() => {
  tokenStorage.clear();
  jest.restoreAllMocks();
});

/** Anna's week: 9 h 30 min on two tasks against 32 h scheduled. */
function annasWeek() {
  const tracked = [120, 300, 0, 150, 0, 0, 0];
  const days = timesheetFixture().days.map((day, index) => ({ ...day, tracked_minutes: tracked[index] }));
  return timesheetFixture({
    days,
    rows: [
      { task_id: 30, task_title: 'Fix the login bug', minutes: [120, 180, 0, 0, 0, 0, 0], total_minutes: 300 },
      { task_id: 31, task_title: 'Write the release notes', minutes: [0, 120, 0, 150, 0, 0, 0], total_minutes: 270 },
    ],
    tracked_minutes: 570,
  });
}

function timesheetServer(sheet = annasWeek()) {
  const data = { ...screenData(), timeEntries: [timeEntryFixture({ note: 'Changelog' })] };
  return workServer(data, {
    'GET workspaces/7/timesheet': (call) => jsonResponse(200, { data: { ...sheet, user_id: Number(call.query.get('user_id')), week: call.query.get('week') } }),
    'GET workspaces/7/timesheet.csv': () =>
      new Response('task;Mon\n', {
        status: 200,
        headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="timesheet-2026-W48.csv"' },
      }),
  });
}

describe('workspace-timesheet', () => {
  it('shows the week by tasks and days with totals against the schedule, holidays named and the balance in words', async () => {
    const api = timesheetServer();
    await renderWorkScreen('/w/7/time?week=2026-W48', { user: anna });
    const table = within(await screen.findByRole('table', { name: 'Time tracked by task and day' }));
    expect(table.getByRole('columnheader', { name: '25 Wed Founders’ Day' })).toBeInTheDocument();
    expect(await table.findByRole('row', { name: /Fix the login bug.*2 h.*3 h.*5 h/ })).toBeInTheDocument();
    expect(table.getByRole('row', { name: /^Tracked/ })).toHaveTextContent(/Tracked2 h5 h.*2 h 30 min.*9 h 30 min$/);
    expect(table.getByRole('row', { name: /^Scheduled/ })).toHaveTextContent(/32 h$/);
    expect(table.getByRole('row', { name: /^Against schedule/ })).toHaveTextContent(/22 h 30 min under$/);
    expect(table.getByRole('row', { name: /^Against schedule/ })).toHaveTextContent(/^Against schedule6 h under3 h under/);
    expect(api.callsTo('GET', 'workspaces/7/timesheet')[0].query.get('user_id')).toBe('5');
    expect(await screen.findByText(/Changelog/)).toBeInTheDocument();
  });

  it('moves between weeks in the address', async () => {
    const api = timesheetServer();
    const { user } = await renderWorkScreen('/w/7/time?week=2026-W01', { user: anna });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/w/7/time?week=2025-W52');
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/w/7/time?week=2026-W02');
    await waitFor(() => expect(api.callsTo('GET', 'workspaces/7/timesheet').map((call) => call.query.get('week'))).toContain('2026-W02'));
  });

  it('downloads the CSV with the token and the interface language, in Russian', async () => {
    const api = timesheetServer();
    URL.createObjectURL = jest.fn(() => 'blob:csv');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = await renderWorkScreen('/w/7/time?week=2026-W48', { user: anna, lang: 'ru' });
    await screen.findByRole('table', { name: 'Учтённое время по задачам и дням' });
    await user.click(screen.getByRole('button', { name: 'Выгрузить CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const [call] = api.callsTo('GET', 'workspaces/7/timesheet.csv');
    expect(call.query.get('week')).toBe('2026-W48');
    expect(call.query.get('user_id')).toBe('5');
    expect(call.headers.get('Accept-Language')).toBe('ru');
    expect(call.headers.get('Authorization')).toBe('Bearer work-token');
  });

  it('shows another member’s week read-only to a member who is not an admin', async () => {
    timesheetServer();
    await renderWorkScreen('/w/7/time?week=2026-W48&member=5', { user: boris });
    await screen.findByRole('table');
    expect(screen.getByText('You are viewing another member’s timesheet; only they or an admin can change it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add time' })).not.toBeInTheDocument();
    expect(await screen.findByText(/Changelog/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Member' })).toHaveValue('5');
  });

  it('teaches the next step on an empty week', async () => {
    timesheetServer(timesheetFixture());
    await renderWorkScreen('/w/7/time', { user: anna });
    expect(await screen.findByRole('heading', { name: 'No time tracked this week' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add time' })).toBeInTheDocument();
  });
});
