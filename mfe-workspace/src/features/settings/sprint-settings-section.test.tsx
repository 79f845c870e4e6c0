import { screen, waitFor, within } from '@testing-library/react';
import { tokenStorage } from '@stepwise/shared';
import { apiError, jsonResponse, mockApi, type ApiHandler } from '@stepwise/shared/testing';
import { joinedWorkspaceFixture } from '../../test-utils/invitation-fixtures';
import { preloadWorkScreens, renderWorkScreen } from '../../test-utils/render-work-screen';
import { sphereFixture } from '../../test-utils/work-fixtures';
import { scheduleFixture } from '../../test-utils/working-time-server';

beforeAll(preloadWorkScreens);

afterEach(() => tokenStorage.clear());

function settingsApi({ role = 'admin', extra = {} }: { role?: 'admin' | 'member'; extra?: Record<string, ApiHandler> } = {}) {
  return mockApi({
    'GET workspaces': () => jsonResponse(200, { data: [joinedWorkspaceFixture({ role })] }),
    'GET workspaces/42/spheres': () => jsonResponse(200, { data: [sphereFixture({ workspace_id: 42 })] }),
    'GET workspaces/42/calendar': () => jsonResponse(200, { data: { country: 'RU', holidays: [], working_days: [] } }),
    'GET workspaces/42/schedule': () => jsonResponse(200, { data: scheduleFixture() }),
    'GET workspaces/42/sprint-settings': () => jsonResponse(200, { data: { length_weeks: 2, start_weekday: 'mon' } }),
    'PUT workspaces/42/sprint-settings': ({ body }) => jsonResponse(200, { data: body }),
    ...extra,
  });
}

const section = async (name = 'Sprints') => within(await screen.findByRole('region', { name }));

describe('the sprints section of settings', () => {
  it('lets an admin change the length and start day, saying it applies from the next sprint', async () => {
    const api = settingsApi();
    const { user } = await renderWorkScreen('/w/42/settings');
    const sprints = await section();
    expect(sprints.getByText(/A change applies from the next sprint/)).toBeInTheDocument();
    const length = await sprints.findByRole('combobox', { name: 'Length' });
    expect(length).toHaveDisplayValue('2 weeks');
    await user.selectOptions(length, '3 weeks');
    await user.selectOptions(sprints.getByRole('combobox', { name: 'Sprints start on' }), 'Wednesday');
    await user.click(sprints.getByRole('button', { name: 'Save the sprint settings' }));
    expect(await screen.findByText('Sprint settings saved: they apply from the next sprint.')).toBeInTheDocument();
    expect(api.callsTo('PUT', 'workspaces/42/sprint-settings')[0].body).toEqual({ length_weeks: 3, start_weekday: 'wed' });
  });

  it('says why the settings were refused', async () => {
    settingsApi({ extra: { 'PUT workspaces/42/sprint-settings': () => apiError(403, 'forbidden') } });
    const { user } = await renderWorkScreen('/w/42/settings');
    const sprints = await section();
    await user.selectOptions(await sprints.findByRole('combobox', { name: 'Length' }), '1 week');
    await user.click(sprints.getByRole('button', { name: 'Save the sprint settings' }));
    await waitFor(() => expect(sprints.getByRole('alert')).toBeInTheDocument());
  });

  it('shows the settings read-only to a member, in Russian', async () => {
    const api = settingsApi({ role: 'member' });
    await renderWorkScreen('/w/42/settings', { lang: 'ru' });
    const sprints = await section('Спринты');
    expect(sprints.getByText(/Длину спринта и день начала меняют администраторы/)).toBeInTheDocument();
    expect(await sprints.findByRole('combobox', { name: 'Длина' })).toBeDisabled();
    expect(sprints.getByRole('combobox', { name: 'Спринты начинаются в' })).toHaveDisplayValue('понедельник');
    expect(sprints.queryByRole('button', { name: 'Сохранить настройки спринтов' })).not.toBeInTheDocument();
    expect(api.callsTo('PUT', 'workspaces/42/sprint-settings')).toEqual([]);
  });
});
