import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tokenStorage } from '@stepwise/shared';
import { apiError, jsonResponse } from '@stepwise/shared/testing';
import { sphereFixture } from '../../test-utils/work-fixtures';
import { preloadWorkScreens, renderWorkScreen } from '../../test-utils/render-work-screen';
import { scheduleFixture, workingTimeServer } from '../../test-utils/working-time-server';

beforeAll(preloadWorkScreens);

afterEach(() => tokenStorage.clear());

const spheres = { 'GET workspaces/42/spheres': () => jsonResponse(200, { data: [sphereFixture({ workspace_id: 42 })] }) };

function section() {
  return within(screen.getByRole('region', { name: 'Default working hours' }));
}

describe('settings: default working hours', () => {
  it('lets an owner change the workspace default, saved without a member', async () => {
    const api = workingTimeServer({ extra: spheres });
    const user = userEvent.setup();
    await renderWorkScreen('/w/42/settings');
    await screen.findByRole('heading', { name: 'Default working hours' });
    expect(await section().findByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/Moscow');
    expect(section().getByText(/Members who have not set their own hours work these/)).toBeInTheDocument();
    fireEvent.change(section().getByLabelText('End of interval 2, Friday'), { target: { value: '16:00' } });
    expect(section().getByText('38 h a week')).toBeInTheDocument();
    await user.click(section().getByRole('button', { name: 'Save hours' }));
    expect(await screen.findByText('Working hours saved')).toBeInTheDocument();
    const [put] = api.callsTo('PUT', 'workspaces/42/schedule');
    expect((put.body as { week: { fri: unknown } }).week.fri).toEqual([
      ['09:00', '13:00'],
      ['14:00', '16:00'],
    ]);
    expect(api.calls.filter((call) => call.path.includes('/members/') && call.method === 'PUT')).toEqual([]);
  });

  it('shows a member the default hours to read', async () => {
    const api = workingTimeServer({ role: 'member', schedules: { default: scheduleFixture({ time_zone: 'UTC', inherited: undefined }) }, extra: spheres });
    await renderWorkScreen('/w/42/settings');
    expect(await section().findByText('Time zone: UTC (UTC+00:00)')).toBeInTheDocument();
    expect(section().getByText(/Only the workspace’s owners change the default hours/)).toBeInTheDocument();
    expect(section().queryByRole('combobox', { name: 'Time zone' })).not.toBeInTheDocument();
    expect(section().queryByRole('button', { name: 'Save hours' })).not.toBeInTheDocument();
    expect(api.callsTo('PUT', 'workspaces/42/schedule')).toHaveLength(0);
  });

  it('offers a retry when the default hours cannot be loaded', async () => {
    let answers = 0;
    workingTimeServer({
      extra: {
        ...spheres,
        'GET workspaces/42/schedule': () =>
          answers++ === 0 ? apiError(500, 'internal') : jsonResponse(200, { data: scheduleFixture({ inherited: undefined }) }),
      },
    });
    const user = userEvent.setup();
    await renderWorkScreen('/w/42/settings');
    await screen.findByRole('region', { name: 'Default working hours' });
    await user.click(await section().findByRole('button', { name: /Try again/ }));
    expect(await section().findByRole('combobox', { name: 'Time zone' })).toBeInTheDocument();
  });
});
