import { screen, waitFor, within } from '@testing-library/react';
import { tokenStorage } from '@stepwise/shared';
import { apiError, jsonResponse, mockApi, type ApiHandler } from '@stepwise/shared/testing';
import { joinedWorkspaceFixture } from '../../test-utils/invitation-fixtures';
import { preloadWorkScreens, renderWorkScreen } from '../../test-utils/render-work-screen';
import { sphereFixture } from '../../test-utils/work-fixtures';
import { scheduleFixture } from '../../test-utils/working-time-server';

beforeAll(preloadWorkScreens);

afterEach(() => tokenStorage.clear());

const SAVED = { country: 'RU', holidays: ['2026-12-31'], working_days: ['2026-12-26'] };

function calendarApi({ role = 'admin', extra = {} }: { role?: 'admin' | 'member'; extra?: Record<string, ApiHandler> } = {}) {
  return mockApi({
    'GET workspaces': () => jsonResponse(200, { data: [joinedWorkspaceFixture({ role })] }),
    'GET workspaces/42/spheres': () => jsonResponse(200, { data: [sphereFixture({ workspace_id: 42 })] }),
    'GET workspaces/42/calendar': () => jsonResponse(200, { data: SAVED }),
    'GET workspaces/42/schedule': () => jsonResponse(200, { data: scheduleFixture() }),
    ...extra,
  });
}

const section = () => within(screen.getByRole('region', { name: 'Holiday calendar' }));
const list = (name: string) => within(section().getByRole('group', { name }));

describe('the holiday calendar in settings', () => {
  it('lets an admin change the preset, add and remove own days, and saves the whole calendar', async () => {
    let stored: unknown = SAVED;
    const api = calendarApi({
      extra: {
        'GET workspaces/42/calendar': () => jsonResponse(200, { data: stored }),
        'PUT workspaces/42/calendar': ({ body }) => {
          stored = body;
          return jsonResponse(200, { data: body });
        },
      },
    });
    const { user } = await renderWorkScreen('/w/42/settings');
    expect(await screen.findByRole('region', { name: 'Holiday calendar' })).toHaveTextContent('their Monday hours');
    const save = await section().findByRole('button', { name: 'Save the calendar' });
    expect(save).toBeDisabled();

    await user.selectOptions(section().getByRole('combobox', { name: 'Calendar' }), 'None: Monday to Friday');
    await user.type(list('The workspace’s holidays').getByLabelText('Add a holiday'), '2026-12-29');
    await user.click(list('The workspace’s holidays').getByRole('button', { name: 'Add' }));
    await user.click(list('The workspace’s working days').getByRole('button', { name: 'Remove December 26, 2026' }));
    expect(list('The workspace’s working days').getByText('None')).toBeInTheDocument();
    await user.click(save);

    expect(await screen.findByText('The calendar is saved')).toBeInTheDocument();
    expect(api.callsTo('PUT', 'workspaces/42/calendar')[0].body).toEqual({ country: null, holidays: ['2026-12-29', '2026-12-31'], working_days: [] });
    await waitFor(() => expect(section().getByRole('button', { name: 'Save the calendar' })).toBeDisabled());
  });

  it('refuses a day that is already in the other list, before anything is sent', async () => {
    const api = calendarApi();
    const { user } = await renderWorkScreen('/w/42/settings');
    await screen.findByRole('group', { name: 'The workspace’s holidays' });
    const input = list('The workspace’s working days').getByLabelText('Add a working day');
    await user.type(input, '2026-12-31');
    await user.keyboard('{Enter}');
    expect(list('The workspace’s working days').getByRole('alert')).toHaveTextContent('a day cannot be both a holiday and a working day');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(list('The workspace’s working days').queryByRole('list')).toHaveTextContent('December 26, 2026');
    expect(list('The workspace’s working days').getAllByRole('listitem')).toHaveLength(1);
    expect(section().getByRole('button', { name: 'Save the calendar' })).toBeDisabled();
    expect(api.callsTo('PUT', 'workspaces/42/calendar')).toHaveLength(0);
  });

  it('says why the API refused the calendar and keeps the draft', async () => {
    calendarApi({ extra: { 'PUT workspaces/42/calendar': () => apiError(400, 'validation_failed', { fields: { 'holidays.0': 'invalid' } }) } });
    const { user } = await renderWorkScreen('/w/42/settings');
    await screen.findByRole('group', { name: 'The workspace’s holidays' });
    await user.type(list('The workspace’s holidays').getByLabelText('Add a holiday'), '2027-01-09');
    await user.click(list('The workspace’s holidays').getByRole('button', { name: 'Add' }));
    await user.click(section().getByRole('button', { name: 'Save the calendar' }));
    expect(await section().findByRole('alert')).toHaveTextContent('a day is in both lists or does not exist');
    expect(list('The workspace’s holidays').getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows a member the calendar read-only, in Russian', async () => {
    calendarApi({ role: 'member' });
    await renderWorkScreen('/w/42/settings', { lang: 'ru' });
    const region = within(await screen.findByRole('region', { name: 'Производственный календарь' }));
    expect(await region.findByText('Календарь меняют только владельцы пространства.')).toBeInTheDocument();
    // The note is there at once; the calendar's own lines come with its answer.
    expect(await region.findByText('Производственный календарь России')).toBeInTheDocument();
    expect(await region.findByText('31 декабря 2026 г.')).toBeInTheDocument();
    expect(region.queryByRole('button')).toBeNull();
    expect(region.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Импорт истории' })).toBeNull();
  });

  it('says when the calendar cannot be loaded, and tries again', async () => {
    let failures = 1;
    calendarApi({ extra: { 'GET workspaces/42/calendar': () => (failures-- > 0 ? apiError(503, 'db_unreachable') : jsonResponse(200, { data: SAVED })) } });
    const { user } = await renderWorkScreen('/w/42/settings');
    const panel = await within(await screen.findByRole('region', { name: 'Holiday calendar' })).findByRole('alert');
    expect(panel).toHaveTextContent('The calendar could not be loaded');
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await section().findByRole('combobox', { name: 'Calendar' })).toHaveValue('RU');
  });
});
