import { scheduleFixture } from '../../test-utils/working-time-server';
import { screen, waitFor, within } from '@testing-library/react';
import { tokenStorage } from '@stepwise/shared';
import { apiError, jsonResponse, mockApi, type ApiHandler } from '@stepwise/shared/testing';
import type { Sphere } from '../../common/api/work-types';
import { joinedWorkspaceFixture } from '../../test-utils/invitation-fixtures';
import { sphereFixture as baseSphere } from '../../test-utils/work-fixtures';
import { preloadWorkScreens, renderWorkScreen } from '../../test-utils/render-work-screen';

beforeAll(preloadWorkScreens);

afterEach(() => tokenStorage.clear());

function sphereFixture(overrides: Parameters<typeof baseSphere>[0] = {}) {
  return baseSphere({
    id: 31,
    workspace_id: 42,
    stages: [
      { id: 301, name: 'To do', state: 'open', position: 0 },
      { id: 302, name: 'In progress', state: 'in_progress', position: 1 },
      { id: 303, name: 'Paused', state: 'paused', position: 2 },
      { id: 304, name: 'Done', state: 'finished', position: 3 },
    ],
    ...overrides,
  });
}

const general = sphereFixture();
const design = sphereFixture({
  id: 32,
  name: 'Design',
  task_count: 5,
  stages: [
    { id: 311, name: 'Ideas', state: 'open', position: 0 },
    { id: 312, name: 'Drawing', state: 'in_progress', position: 1 },
    { id: 313, name: 'Approved', state: 'finished', position: 2 },
  ],
});

function settingsApi({
  role = 'admin',
  spheres = [general, design],
  extra = {},
}: { role?: 'admin' | 'member'; spheres?: Sphere[]; extra?: Record<string, ApiHandler> } = {}) {
  return mockApi({
    'GET workspaces': () => jsonResponse(200, { data: [joinedWorkspaceFixture({ role })] }),
    'GET workspaces/42/spheres': () => jsonResponse(200, { data: spheres }),
    'GET workspaces/42/calendar': () => jsonResponse(200, { data: { country: 'RU', holidays: [], working_days: [] } }),
    'GET workspaces/42/sprint-settings': () => jsonResponse(200, { data: { length_weeks: 2, start_weekday: 'mon' } }),
    'GET workspaces/42/schedule': () => jsonResponse(200, { data: scheduleFixture() }),
    ...extra,
  });
}

/** Echoes a PATCH of the General sphere as the API would answer it. */
function savedGeneral({ body }: { body: unknown }) {
  const { name, stages } = body as { name?: string; stages: Array<{ id?: number; name: string; state: Sphere['stages'][number]['state'] }> };
  return jsonResponse(200, {
    data: {
      ...general,
      name: name ?? general.name,
      stages: stages.map((stage, position) => ({ id: stage.id ?? 900 + position, name: stage.name, state: stage.state, position })),
    },
  });
}

function sphere(name: string) {
  return within(screen.getByRole('region', { name }));
}

function stageNames(sphereName: string) {
  return within(screen.getByRole('list', { name: `Stages of ${sphereName}` }))
    .getAllByRole('textbox', { name: 'Stage name' })
    .map((input) => (input as HTMLInputElement).value);
}

describe('workspace-settings', () => {
  it('shows a member the spheres and stages read-only', async () => {
    settingsApi({ role: 'member' });
    await renderWorkScreen('/w/42/settings', { lang: 'ru' });
    expect(await screen.findByText('Сферы и этапы меняют только владельцы пространства. Вот как они настроены.')).toBeInTheDocument();
    const stages = within(screen.getByRole('list', { name: 'Этапы сферы General' }));
    expect(stages.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'To do (Открыта)',
      'In progress (В работе)',
      'Paused (На паузе)',
      'Done (Завершена)',
    ]);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    // Nothing edits the settings; the header's "New task" (shortcut C) is on every workspace page.
    expect(screen.queryAllByRole('button').filter((button) => button.getAttribute('aria-keyshortcuts') !== 'c')).toEqual([]);
  });

  it('renames a stage, changes its base state and saves the whole list', async () => {
    const api = settingsApi({ extra: { 'PATCH spheres/31': savedGeneral } });
    const { user } = await renderWorkScreen('/w/42/settings');
    await screen.findByRole('region', { name: 'General' });
    const save = sphere('General').getByRole('button', { name: 'Save the stages' });
    expect(save).toBeDisabled();
    const review = sphere('General').getAllByRole('textbox', { name: 'Stage name' })[2];
    await user.clear(review);
    await user.type(review, 'Review');
    await user.selectOptions(sphere('General').getAllByRole('combobox', { name: 'Base state' })[2], 'In progress');
    await user.click(save);
    expect(await screen.findByText('The sphere «General» is saved')).toBeInTheDocument();
    expect(api.callsTo('PATCH', 'spheres/31')[0].body).toEqual({
      stages: [
        { id: 301, name: 'To do', state: 'open' },
        { id: 302, name: 'In progress', state: 'in_progress' },
        { id: 303, name: 'Review', state: 'in_progress' },
        { id: 304, name: 'Done', state: 'finished' },
      ],
    });
    await waitFor(() => expect(sphere('General').getByRole('button', { name: 'Save the stages' })).toBeDisabled());
  });

  it('renames a sphere, refusing an empty name', async () => {
    const api = settingsApi({ extra: { 'PATCH spheres/31': savedGeneral } });
    const { user } = await renderWorkScreen('/w/42/settings');
    await screen.findByRole('region', { name: 'General' });
    const name = sphere('General').getByRole('textbox', { name: 'Sphere name' });
    await user.clear(name);
    expect(sphere('General').getByText('The sphere needs a name.')).toBeInTheDocument();
    expect(sphere('General').getByRole('button', { name: 'Save the stages' })).toBeDisabled();
    await user.type(name, ' Operations ');
    await user.click(sphere('General').getByRole('button', { name: 'Save the stages' }));
    expect(await screen.findByRole('region', { name: 'Operations' })).toBeInTheDocument();
    expect(api.callsTo('PATCH', 'spheres/31')[0].body).toMatchObject({ name: 'Operations' });
  });

  it('reorders with the move buttons (the keyboard path) and discards on demand', async () => {
    const api = settingsApi({ extra: { 'PATCH spheres/31': savedGeneral } });
    const { user } = await renderWorkScreen('/w/42/settings');
    await screen.findByRole('region', { name: 'General' });
    expect(sphere('General').getByRole('button', { name: 'Move the stage To do up' })).toBeDisabled();
    expect(sphere('General').getByRole('button', { name: 'Move the stage Done down' })).toBeDisabled();
    sphere('General').getByRole('button', { name: 'Move the stage Paused up' }).focus();
    await user.keyboard('{Enter}');
    expect(stageNames('General')).toEqual(['To do', 'Paused', 'In progress', 'Done']);
    await user.click(sphere('General').getByRole('button', { name: 'Discard changes' }));
    expect(stageNames('General')).toEqual(['To do', 'In progress', 'Paused', 'Done']);
    await user.click(sphere('General').getByRole('button', { name: 'Move the stage To do down' }));
    await user.click(sphere('General').getByRole('button', { name: 'Save the stages' }));
    await waitFor(() => expect(api.callsTo('PATCH', 'spheres/31')).toHaveLength(1));
    expect((api.callsTo('PATCH', 'spheres/31')[0].body as { stages: Array<{ id: number }> }).stages.map((stage) => stage.id)).toEqual([302, 301, 303, 304]);
  });

  it('gives every drag handle a localized name and instructions for the keyboard', async () => {
    settingsApi();
    await renderWorkScreen('/w/42/settings', { lang: 'ru' });
    const handle = await screen.findByRole('button', { name: 'Переставить этап Paused' });
    expect(handle).toHaveAttribute('aria-roledescription', 'sortable');
    expect(handle).toHaveAccessibleDescription(/нажмите пробел или Enter, двигайте стрелками/);
  });

  it('adds a stage, asking for its name before saving', async () => {
    const api = settingsApi({ extra: { 'PATCH spheres/31': savedGeneral } });
    const { user } = await renderWorkScreen('/w/42/settings');
    await screen.findByRole('region', { name: 'General' });
    await user.click(sphere('General').getByRole('button', { name: 'Add a stage' }));
    const added = sphere('General').getAllByRole('textbox', { name: 'Stage name' })[4];
    expect(added).toHaveFocus();
    expect(sphere('General').getByText('Every stage needs a name.')).toBeInTheDocument();
    expect(sphere('General').getByRole('button', { name: 'Save the stages' })).toBeDisabled();
    await user.type(added, 'Testing');
    await user.click(sphere('General').getByRole('button', { name: 'Save the stages' }));
    await waitFor(() => expect(api.callsTo('PATCH', 'spheres/31')).toHaveLength(1));
    expect((api.callsTo('PATCH', 'spheres/31')[0].body as { stages: unknown[] }).stages[4]).toEqual({ name: 'Testing', state: 'open' });
  });

  it('deletes a stage after asking where its tasks go, and sends the move with the save', async () => {
    const api = settingsApi({ extra: { 'PATCH spheres/31': savedGeneral } });
    const { user } = await renderWorkScreen('/w/42/settings');
    await screen.findByRole('region', { name: 'General' });
    await user.click(sphere('General').getByRole('button', { name: 'Delete the stage Paused' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete the stage «Paused»?' }));
    const target = dialog.getByRole('combobox', { name: 'Move its tasks to' });
    expect(
      within(target)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['To do (Open)', 'In progress (In progress)', 'Done (Finished)']);
    await user.selectOptions(target, 'Done (Finished)');
    await user.click(dialog.getByRole('button', { name: 'Delete the stage' }));
    expect(stageNames('General')).toEqual(['To do', 'In progress', 'Done']);
    await user.click(sphere('General').getByRole('button', { name: 'Save the stages' }));
    await waitFor(() => expect(api.callsTo('PATCH', 'spheres/31')).toHaveLength(1));
    expect(api.callsTo('PATCH', 'spheres/31')[0].body).toMatchObject({ moves: { 303: 304 } });
  });

  it('keeps a stage list without an in-progress stage from being saved, saying why', async () => {
    settingsApi();
    const { user } = await renderWorkScreen('/w/42/settings', { lang: 'ru' });
    await screen.findByRole('region', { name: 'General' });
    await user.selectOptions(within(screen.getByRole('region', { name: 'General' })).getAllByRole('combobox', { name: 'Базовое состояние' })[1], 'Открыта');
    expect(await screen.findByText('Нужен хотя бы один этап каждого из состояний: В работе.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'General' })).getByRole('button', { name: 'Сохранить этапы' })).toBeDisabled();
  });

  it.each([
    ['en', 'Move the stage To do down', 'Save the stages', 'The tasks of a deleted stage cannot go there'],
    ['ru', 'Опустить этап To do', 'Сохранить этапы', 'Задачи удаляемого этапа нельзя перенести туда'],
  ] as const)('explains the server’s stage_has_tasks refusal (%s)', async (lang, moveDown, saveLabel, text) => {
    settingsApi({ extra: { 'PATCH spheres/31': () => apiError(409, 'stage_has_tasks', { stage_id: 303, task_count: 2 }) } });
    const { user } = await renderWorkScreen('/w/42/settings', { lang });
    await screen.findByRole('region', { name: 'General' });
    await user.click(sphere('General').getByRole('button', { name: moveDown }));
    await user.click(sphere('General').getByRole('button', { name: saveLabel }));
    expect(await sphere('General').findByRole('alert')).toHaveTextContent(text);
  });

  it('deletes an empty sphere after a confirmation', async () => {
    const api = settingsApi({ extra: { 'DELETE spheres/31': () => jsonResponse(204) } });
    const { user } = await renderWorkScreen('/w/42/settings');
    await screen.findByRole('region', { name: 'General' });
    await user.click(sphere('General').getByRole('button', { name: 'Delete the sphere General' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete the sphere «General»?' }));
    expect(dialog.getByText('The sphere has no tasks. Its stages are deleted with it.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'General' })).not.toBeInTheDocument());
    expect(api.callsTo('DELETE', 'spheres/31')[0].query.get('move_to_stage_id')).toBeNull();
  });

  it('asks where the tasks of a sphere go, among the stages of the other spheres', async () => {
    const api = settingsApi({ extra: { 'DELETE spheres/32': () => jsonResponse(204) } });
    const { user } = await renderWorkScreen('/w/42/settings');
    await screen.findByRole('region', { name: 'Design' });
    await user.click(sphere('Design').getByRole('button', { name: 'Delete the sphere Design' }));
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByText(/The sphere has 5 tasks/)).toBeInTheDocument();
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Move its tasks to' }), 'General: In progress');
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE', 'spheres/32')).toHaveLength(1));
    expect(api.callsTo('DELETE', 'spheres/32')[0].query.get('move_to_stage_id')).toBe('302');
    expect(await screen.findByText('The sphere «Design» is deleted')).toBeInTheDocument();
  });

  it('does not let the last sphere be deleted, and says why', async () => {
    settingsApi({ spheres: [general] });
    await renderWorkScreen('/w/42/settings');
    await screen.findByRole('region', { name: 'General' });
    const button = sphere('General').getByRole('button', { name: 'Delete the sphere General' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('The workspace needs at least one sphere: the last one cannot be deleted.');
  });

  it('shows the server’s last_sphere refusal when the sphere was the last after all', async () => {
    settingsApi({ extra: { 'DELETE spheres/31': () => apiError(409, 'last_sphere') } });
    const { user } = await renderWorkScreen('/w/42/settings', { lang: 'ru' });
    await screen.findByRole('region', { name: 'General' });
    await user.click(screen.getByRole('button', { name: 'Удалить сферу General' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('В пространстве должна быть хотя бы одна сфера: последнюю удалить нельзя.')).toBeInTheDocument();
  });

  it('adds a sphere by name, checking the name on blur', async () => {
    const api = settingsApi({
      extra: { 'POST workspaces/42/spheres': ({ body }) => jsonResponse(201, { data: sphereFixture({ id: 33, name: (body as { name: string }).name }) }) },
    });
    const { user } = await renderWorkScreen('/w/42/settings');
    const form = within(await screen.findByRole('form', { name: 'New sphere' }));
    const name = form.getByRole('textbox', { name: 'Name' });
    await user.type(name, ' ');
    await user.tab();
    expect(name).toHaveAccessibleDescription(/Enter the sphere’s name/);
    await user.type(name, 'Marketing');
    await user.click(form.getByRole('button', { name: 'Add the sphere' }));
    expect(await screen.findByRole('region', { name: 'Marketing' })).toBeInTheDocument();
    expect(api.callsTo('POST', 'workspaces/42/spheres')[0].body).toEqual({ name: 'Marketing' });
  });

  it('offers a retry when the spheres cannot be loaded', async () => {
    let fail = true;
    settingsApi({ extra: { 'GET workspaces/42/spheres': () => (fail ? apiError(500, 'internal_error') : jsonResponse(200, { data: [general] })) } });
    const { user } = await renderWorkScreen('/w/42/settings');
    expect(await screen.findByTestId('error-panel')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'General' })).toBeInTheDocument();
  });
});
