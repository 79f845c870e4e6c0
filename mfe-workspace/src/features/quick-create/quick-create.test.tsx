import { screen, waitFor, within } from '@testing-library/react';
import type { CreateTaskBody } from '@stepwise/contracts';
import { tokenStorage } from '@stepwise/shared';
import { apiError, jsonResponse } from '@stepwise/shared/testing';
import { anna, screenData } from '../../test-utils/screen-data';
import { preloadWorkScreens, renderWorkScreen } from '../../test-utils/render-work-screen';
import { taskFixture } from '../../test-utils/work-fixtures';
import { workServer } from '../../test-utils/work-server';

beforeAll(preloadWorkScreens);

afterEach(() => {
  tokenStorage.clear();
  jest.restoreAllMocks();
});

/** The played API creates tasks into `data`, each placed last in its assignee's flow. */
function creatingServer(tasks = screenData().tasks) {
  const data = screenData(tasks);
  let next = 100;
  const api = workServer(data, {
    'POST workspaces/7/tasks': (call) => {
      const body = call.body as CreateTaskBody;
      const task = taskFixture({
        ...body,
        id: next,
        flow_rank: body.assignee_id ? `z${next}` : null,
        status: body.estimate_minutes ? 'open' : 'not_scored',
        estimate_minutes: body.estimate_minutes ?? null,
      });
      next += 1;
      data.tasks.push(task);
      return jsonResponse(201, { data: task });
    },
  });
  return { api, data };
}

describe('quick create', () => {
  it('opens with C outside a field, shows its shortcut on the button, and closes with Escape', async () => {
    creatingServer();
    const { user } = await renderWorkScreen('/w/7', { user: anna });
    await screen.findByRole('region', { name: 'In progress now' });

    const button = screen.getByRole('button', { name: 'New task' });
    expect(button).toHaveAttribute('title', 'New task (press C)');
    expect(button).toHaveAttribute('aria-keyshortcuts', 'c');

    await user.keyboard('c');
    const dialog = await screen.findByRole('dialog', { name: 'New task' });
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    expect(title).toHaveFocus();
    // Typing C in the dialog's own fields types it.
    await user.keyboard('c');
    expect(title).toHaveValue('c');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New task' })).toBeNull());
  });

  it('needs a title, and creates the task for me by default: it shows in my flow at once', async () => {
    const { api } = creatingServer();
    const { user } = await renderWorkScreen('/w/7', { user: anna });
    await screen.findByRole('region', { name: 'In progress now' });

    await user.click(screen.getByRole('button', { name: 'New task' }));
    const dialog = await screen.findByRole('dialog', { name: 'New task' });
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByText('Enter the task’s title')).toBeInTheDocument();
    expect(api.callsTo('POST', 'workspaces/7/tasks')).toHaveLength(0);

    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Assignee' })).toHaveDisplayValue('Anna Petrova'));
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), '  Call the client {Enter}');
    await waitFor(() => expect(api.callsTo('POST', 'workspaces/7/tasks')).toHaveLength(1));
    expect(api.callsTo('POST', 'workspaces/7/tasks')[0].body).toEqual({ title: 'Call the client', assignee_id: 5 });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New task' })).toBeNull());
    expect(await screen.findByText('Task “Call the client” created')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Up next' })).getByRole('link', { name: 'Call the client' })).toBeInTheDocument();
  });

  it('keeps the dialog for the next task with "create another", with the choices made and an empty title', async () => {
    const { api } = creatingServer();
    const { user } = await renderWorkScreen('/w/7', { user: anna });
    await screen.findByRole('region', { name: 'In progress now' });

    await user.keyboard('c');
    const dialog = await screen.findByRole('dialog', { name: 'New task' });
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Launch in spring' })).toBeInTheDocument());
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Goal' }), 'Launch in spring');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Assignee' }), 'Boris Orlov');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Complexity (1–5)' }), '3');
    await user.type(within(dialog).getByRole('textbox', { name: 'Estimate, hours' }), '1');
    await user.type(within(dialog).getByRole('textbox', { name: 'Estimate, minutes' }), '30');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Create another' }));
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await user.type(title, 'First{Enter}');

    await waitFor(() => expect(api.callsTo('POST', 'workspaces/7/tasks')).toHaveLength(1));
    expect(api.callsTo('POST', 'workspaces/7/tasks')[0].body).toEqual({ title: 'First', assignee_id: 6, goal_id: 21, complexity: 3, estimate_minutes: 90 });
    await waitFor(() => expect(title).toHaveValue(''));
    expect(title).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'New task' })).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Goal' })).toHaveDisplayValue('Launch in spring');

    await user.type(title, 'Second{Enter}');
    await waitFor(() => expect(api.callsTo('POST', 'workspaces/7/tasks')).toHaveLength(2));
    expect(api.callsTo('POST', 'workspaces/7/tasks')[1].body).toMatchObject({ title: 'Second', assignee_id: 6, goal_id: 21 });
  });

  it('checks the estimate before sending it', async () => {
    const { api } = creatingServer();
    const { user } = await renderWorkScreen('/w/7', { user: anna });
    await screen.findByRole('region', { name: 'In progress now' });
    await user.keyboard('c');
    const dialog = await screen.findByRole('dialog', { name: 'New task' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Estimate, hours' }), '1.5');
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Estimate me{Enter}');
    expect(await within(dialog).findByText('Enter whole hours and minutes')).toBeInTheDocument();
    expect(api.callsTo('POST', 'workspaces/7/tasks')).toHaveLength(0);
  });

  it('says why the API refused, keeping what was typed', async () => {
    workServer(screenData(), { 'POST workspaces/7/tasks': () => apiError(403, 'forbidden') });
    const { user } = await renderWorkScreen('/w/7', { user: anna });
    await screen.findByRole('region', { name: 'In progress now' });
    await user.keyboard('c');
    const dialog = await screen.findByRole('dialog', { name: 'New task' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Not allowed{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You are not allowed to change this.');
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Not allowed');
  });

  it('does not open while typing in a field of the page', async () => {
    creatingServer();
    const { user } = await renderWorkScreen('/w/7/tasks/31', { user: anna });
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await user.click(title);
    await user.keyboard('c');
    expect(title).toHaveValue('Write the release notesc');
    expect(screen.queryByRole('dialog', { name: 'New task' })).toBeNull();
  });

  it('speaks Russian', async () => {
    creatingServer();
    const { user } = await renderWorkScreen('/w/7', { user: anna, lang: 'ru' });
    await screen.findByRole('region', { name: 'Сейчас в работе' });
    await user.click(screen.getByRole('button', { name: 'Новая задача' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новая задача' });
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByText('Введите название задачи')).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Создать ещё одну' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Создать' })).toBeInTheDocument();
  });
});
