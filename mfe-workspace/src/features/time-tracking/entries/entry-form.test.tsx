import { screen, waitFor, within } from '@testing-library/react';
import type { CreateTimeEntryBody, TimeEntryResponse } from '@stepwise/contracts';
import { tokenStorage } from '@stepwise/shared';
import { apiError, jsonResponse, type ApiHandler } from '@stepwise/shared/testing';
import { preloadWorkScreens, renderWorkScreen } from '../../../test-utils/render-work-screen';
import { anna, boris, screenData } from '../../../test-utils/screen-data';
import { timeEntryFixture } from '../../../test-utils/time-fixtures';
import { workServer, type WorkServerData } from '../../../test-utils/work-server';

beforeAll(preloadWorkScreens);

afterEach(() => {
  tokenStorage.clear();
  jest.restoreAllMocks();
});

/** The played API with the task's activity and POST of entries answered by `post` (else saved). */
function entryServer(data: WorkServerData, post?: ApiHandler, extra: Record<string, ApiHandler> = {}) {
  return workServer(data, {
    'GET tasks/31/activity': () => jsonResponse(200, { data: [] }),
    'POST workspaces/7/time-entries': (call) => {
      if (post) return post(call);
      const body = call.body as CreateTimeEntryBody;
      const entry = timeEntryFixture({
        id: 902,
        task_id: body.task_id,
        started_at: body.started_at,
        ended_at: body.ended_at ?? null,
        minutes: 90,
        note: body.note ?? null,
      });
      data.timeEntries = [...(data.timeEntries ?? []), entry];
      return jsonResponse(201, { data: entry });
    },
    ...extra,
  });
}

async function openAddTime(lang: 'en' | 'ru' = 'en', user = anna) {
  const view = await renderWorkScreen('/w/7/tasks/31', { user, lang });
  await view.user.click(await screen.findByRole('button', { name: lang === 'en' ? 'Add time' : 'Добавить время' }));
  return { ...view, dialog: within(screen.getByRole('dialog', { name: lang === 'en' ? 'Add time' : 'Добавить время' })) };
}

async function fill(user: Awaited<ReturnType<typeof openAddTime>>['user'], dialog: ReturnType<typeof within>, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const field = dialog.getByLabelText(name);
    await user.clear(field);
    if (value !== '') await user.type(field, value);
  }
}

describe('time entries of a task', () => {
  it('lists the task’s entries with who, when, how long, the note and the source', async () => {
    const data = {
      ...screenData(),
      timeEntries: [
        timeEntryFixture({ note: 'Draft', source: 'manual' }),
        timeEntryFixture({ id: 903, user_id: 6, source: 'timer', minutes: 30, started_at: '2026-11-23T07:00:00.000Z', ended_at: '2026-11-23T07:30:00.000Z' }),
      ],
    };
    entryServer(data);
    await renderWorkScreen('/w/7/tasks/31', { user: boris });
    const section = within(await screen.findByRole('region', { name: 'Time entries' }));
    const items = await section.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/1 h.*Anna Petrova · Added by hand · Draft/);
    expect(items[1]).toHaveTextContent(/30 min.*Boris Orlov · Timer/);
    // Boris edits his own entries only.
    expect(within(items[0]).queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    expect(within(items[1]).getByRole('button', { name: /Edit/ })).toBeInTheDocument();
  });

  it('checks the times before sending: the end after the start, a duration within a day', async () => {
    const api = entryServer(screenData());
    const { user, dialog } = await openAddTime();
    await fill(user, dialog, { Start: '11:00', End: '10:30' });
    await user.click(dialog.getByRole('button', { name: 'Add' }));
    expect(await dialog.findByText('The end must be after the start (on the same day)')).toBeInTheDocument();
    await user.click(dialog.getByRole('radio', { name: 'Duration' }));
    await fill(user, dialog, { Hours: '25' });
    await user.click(dialog.getByRole('button', { name: 'Add' }));
    expect(await dialog.findByText('Enter a duration from 1 minute to 24 hours')).toBeInTheDocument();
    expect(api.callsTo('POST', 'workspaces/7/time-entries')).toHaveLength(0);
  });

  it('adds an entry from start and end and shows it in the list', async () => {
    const data = screenData();
    const api = entryServer(data);
    const { user, dialog } = await openAddTime();
    await fill(user, dialog, { Date: '2026-11-24', Start: '09:30', End: '11:00', 'Note (optional)': 'Changelog' });
    await user.click(dialog.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Time added')).toBeInTheDocument();
    const body = api.callsTo('POST', 'workspaces/7/time-entries')[0].body as CreateTimeEntryBody;
    // Anna works in Moscow (UTC+3): her wall times, whatever zone the browser is in.
    expect(body).toEqual({ task_id: 31, started_at: '2026-11-24T06:30:00.000Z', ended_at: '2026-11-24T08:00:00.000Z', note: 'Changelog' });
    const section = within(screen.getByRole('region', { name: 'Time entries' }));
    expect(await section.findByText(/Changelog/)).toBeInTheDocument();
  });

  it('edits another member’s entry in that member’s time zone, and shows it there', async () => {
    // Boris works in Vladivostok (UTC+10): his 09:00–10:00 on 24 Nov is 23:00–00:00 UTC the day before.
    const entry = timeEntryFixture({ id: 960, user_id: 6, started_at: '2026-11-23T23:00:00.000Z', ended_at: '2026-11-24T00:00:00.000Z' });
    const data = { ...screenData(), timeEntries: [entry], timeZones: { 6: 'Asia/Vladivostok' } };
    const api = entryServer(data, undefined, {
      'PATCH time-entries/960': (call) => jsonResponse(200, { data: { ...entry, ...(call.body as object) } }),
    });
    const { user } = await renderWorkScreen('/w/7/tasks/31', { user: anna });
    const section = within(await screen.findByRole('region', { name: 'Time entries' }));
    await waitFor(() => expect(section.getAllByRole('listitem')[0]).toHaveTextContent('Nov 24, 09:00 AM–10:00 AM (Asia/Vladivostok)'));
    await user.click(await section.findByRole('button', { name: /^Edit/ }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit time entry' }));
    expect(await dialog.findByText('Times are in Asia/Vladivostok, the member’s time zone')).toBeInTheDocument();
    expect(dialog.getByLabelText('Date')).toHaveValue('2026-11-24');
    expect(dialog.getByLabelText('Start')).toHaveValue('09:00');
    expect(dialog.getByLabelText('End')).toHaveValue('10:00');
    await fill(user, dialog, { End: '10:30' });
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PATCH', 'time-entries/960')).toHaveLength(1));
    expect(api.callsTo('PATCH', 'time-entries/960')[0].body).toMatchObject({ started_at: '2026-11-23T23:00:00.000Z', ended_at: '2026-11-24T00:30:00.000Z' });
  });

  it('names the entry an overlapping span collides with, in Russian', async () => {
    const colliding: TimeEntryResponse = timeEntryFixture({
      id: 950,
      task_id: 30,
      started_at: '2026-11-24T06:00:00.000Z',
      ended_at: '2026-11-24T08:00:00.000Z',
    });
    entryServer(screenData(), () => apiError(409, 'time_entry_overlap', { details: { entry: colliding } }));
    const { user, dialog } = await openAddTime('ru');
    await user.click(dialog.getByRole('button', { name: 'Добавить' }));
    const alert = await dialog.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(/пересекается с вашей записью по задаче «Fix the login bug»/));
    expect(screen.getByRole('dialog', { name: 'Добавить время' })).toBeInTheDocument();
  });

  it('puts the API’s field errors under their fields', async () => {
    entryServer(screenData(), () => apiError(400, 'validation_failed', { fields: { started_at: 'invalid', note: 'max_length' } }));
    const { user, dialog } = await openAddTime();
    await user.click(dialog.getByRole('button', { name: 'Add' }));
    expect(await dialog.findByText('The start must not be in the future')).toBeInTheDocument();
    expect(dialog.getByText('The note is too long (500 characters at most)')).toBeInTheDocument();
    expect(dialog.getByLabelText('Start')).toHaveAttribute('aria-invalid', 'true');
  });

  it('deletes one’s own entry after a confirmation', async () => {
    const data = { ...screenData(), timeEntries: [timeEntryFixture()] };
    const api = entryServer(data, undefined, {
      'DELETE time-entries/901': () => {
        data.timeEntries = [];
        return jsonResponse(204);
      },
    });
    const { user } = await renderWorkScreen('/w/7/tasks/31', { user: anna });
    const section = within(await screen.findByRole('region', { name: 'Time entries' }));
    await user.click(await section.findByRole('button', { name: /^Delete/ }));
    const confirm = within(screen.getByRole('dialog', { name: 'Delete the time entry?' }));
    await user.click(confirm.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Time entry deleted')).toBeInTheDocument();
    expect(await section.findByText('No time recorded yet.')).toBeInTheDocument();
    expect(api.callsTo('DELETE', 'time-entries/901')).toHaveLength(1);
  });
});
