import { screen, waitFor, within } from '@testing-library/react';
import { tokenStorage } from '@stepwise/shared';
import { apiError, jsonResponse, mockApi, planCatalogueFixture, type ApiHandler } from '@stepwise/shared/testing';
import type { Project } from '../../common/api/work-types';
import { forecastFixture } from '../../test-utils/forecast-fixtures';
import { projectFixture as baseProject } from '../../test-utils/work-fixtures';
import { preloadWorkScreens, renderWorkScreen } from '../../test-utils/render-work-screen';
import { noTimeEntries } from '../../test-utils/time-fixtures';

beforeAll(preloadWorkScreens);

afterEach(() => tokenStorage.clear());

function projectFixture(overrides: Parameters<typeof baseProject>[0] = {}) {
  return baseProject({ id: 21, workspace_id: 42, task_count: 4, finished_count: 1, ...overrides });
}

const web = projectFixture();
const old = projectFixture({ id: 22, name: 'Old app', key: 'OLD', archived: true });
const planLimit = () => apiError(409, 'plan_limit', { limit: 'projects', capacity: 3, plan: 'free' });

function projectsApi(projects: Project[] = [web], extra: Record<string, ApiHandler> = {}) {
  return mockApi({
    'GET workspaces/42/projects': ({ query }) => jsonResponse(200, { data: query.get('archived') === 'true' ? [...projects, old] : projects }),
    'GET plans': () => jsonResponse(200, { data: planCatalogueFixture() }),
    'GET workspaces/42/forecast': () => jsonResponse(200, { data: forecastFixture() }),
    ...noTimeEntries(42),
    ...extra,
  });
}

function project(name: string) {
  return within(screen.getByRole('listitem', { name }));
}

async function openNewProject(user: Awaited<ReturnType<typeof renderWorkScreen>>['user'], label = 'New project') {
  await user.click((await screen.findAllByRole('button', { name: label }))[0]);
  return within(screen.getByRole('dialog'));
}

describe('workspace-projects', () => {
  it('lists each project with its key, progress and a link to its tasks', async () => {
    const api = projectsApi();
    await renderWorkScreen('/w/42/projects');
    await screen.findByRole('listitem', { name: 'Website' });
    expect(project('Website').getByText('WEB')).toBeInTheDocument();
    expect(project('Website').getByText('1 of 4 tasks finished')).toBeInTheDocument();
    expect(project('Website').getByRole('link', { name: 'Tasks of the project Website' })).toHaveAttribute('href', '/w/42/tasks?project_id=21');
    expect(api.unexpected).toEqual([]);
  });

  it('teaches the next step when there is no project, in Russian', async () => {
    projectsApi([]);
    await renderWorkScreen('/w/42/projects', { lang: 'ru' });
    expect(await screen.findByRole('heading', { name: 'Проектов пока нет' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Новый проект' })).toHaveLength(2);
  });

  it('suggests the key from the name until the user types one, and creates the project', async () => {
    const api = projectsApi(undefined, {
      'POST workspaces/42/projects': ({ body }) =>
        jsonResponse(201, { data: projectFixture({ id: 23, ...(body as object), task_count: 0, finished_count: 0 }) }),
    });
    const { user } = await renderWorkScreen('/w/42/projects');
    const dialog = await openNewProject(user);
    const name = dialog.getByRole('textbox', { name: 'Name' });
    const key = dialog.getByRole('textbox', { name: 'Key' });
    await user.type(name, 'Mobile Web App');
    expect(key).toHaveValue('MWA');
    await user.clear(name);
    await user.type(name, 'Мобильное приложение');
    expect(key).toHaveValue('MP');
    await user.clear(key);
    await user.type(key, 'mob');
    await user.type(name, ' 2');
    expect(key).toHaveValue('mob');
    await user.click(dialog.getByRole('button', { name: 'Create the project' }));
    expect(await screen.findByRole('listitem', { name: 'Мобильное приложение 2' })).toBeInTheDocument();
    expect(api.callsTo('POST', 'workspaces/42/projects')[0].body).toEqual({ name: 'Мобильное приложение 2', key: 'MOB' });
  });

  it('checks the key on blur', async () => {
    projectsApi();
    const { user } = await renderWorkScreen('/w/42/projects');
    const dialog = await openNewProject(user);
    const key = dialog.getByRole('textbox', { name: 'Key' });
    await user.type(key, '1A');
    await user.tab();
    expect(key).toHaveAccessibleDescription(/2–10 capital Latin letters or digits, starting with a letter$/);
  });

  it('says on the key field that another project has the key (409 project_key_taken)', async () => {
    projectsApi(undefined, { 'POST workspaces/42/projects': () => apiError(409, 'project_key_taken', { fields: { key: 'taken' } }) });
    const { user } = await renderWorkScreen('/w/42/projects', { lang: 'ru' });
    const dialog = await openNewProject(user, 'Новый проект');
    await user.type(dialog.getByRole('textbox', { name: 'Название' }), 'Website');
    await user.click(dialog.getByRole('button', { name: 'Создать проект' }));
    await waitFor(() => expect(dialog.getByRole('textbox', { name: 'Ключ' })).toHaveAccessibleDescription(/Такой ключ уже есть у другого проекта/));
  });

  it('explains the plan limit on create, with a link to the plan page', async () => {
    projectsApi(undefined, { 'POST workspaces/42/projects': planLimit });
    const { user } = await renderWorkScreen('/w/42/projects');
    const dialog = await openNewProject(user);
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'Shop');
    await user.click(dialog.getByRole('button', { name: 'Create the project' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('The Free plan allows at most 3 active projects. Change the plan');
    expect(dialog.getByRole('link', { name: 'Change the plan' })).toHaveAttribute('href', '/account/workspaces/42/plan');
  });

  it('explains the plan limit on restore in Russian, and leaves the project archived', async () => {
    projectsApi(undefined, { 'PATCH projects/22': planLimit });
    const { user } = await renderWorkScreen('/w/42/projects', { lang: 'ru' });
    await screen.findByRole('listitem', { name: 'Website' });
    await user.click(screen.getByRole('checkbox', { name: 'Показывать архивные проекты' }));
    await user.click(await screen.findByRole('button', { name: 'Вернуть проект Old app из архива' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Тариф «Бесплатный» позволяет не больше 3 активных проектов. Сменить тариф');
    expect(project('Old app').getByText('В архиве')).toBeInTheDocument();
  });

  it('edits a project', async () => {
    const api = projectsApi(undefined, { 'PATCH projects/21': ({ body }) => jsonResponse(200, { data: { ...web, ...(body as object) } }) });
    const { user } = await renderWorkScreen('/w/42/projects');
    await screen.findByRole('listitem', { name: 'Website' });
    await user.click(project('Website').getByRole('button', { name: 'Edit the project Website' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit the project' }));
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Public website');
    // An existing key is not re-suggested.
    expect(dialog.getByRole('textbox', { name: 'Key' })).toHaveValue('WEB');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('listitem', { name: 'Public website' })).toBeInTheDocument();
    expect(api.callsTo('PATCH', 'projects/21')[0].body).toEqual({ name: 'Public website', key: 'WEB' });
  });

  it('archives at once and undoes it', async () => {
    const api = projectsApi(undefined, { 'PATCH projects/21': ({ body }) => jsonResponse(200, { data: { ...web, ...(body as object) } }) });
    const { user } = await renderWorkScreen('/w/42/projects');
    await screen.findByRole('listitem', { name: 'Website' });
    await user.click(project('Website').getByRole('button', { name: 'Archive the project Website' }));
    expect(screen.queryByRole('listitem', { name: 'Website' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No projects yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('listitem', { name: 'Website' })).toBeInTheDocument();
    expect(api.callsTo('PATCH', 'projects/21').map((call) => call.body)).toEqual([{ archived: true }, { archived: false }]);
  });

  it('offers a retry when the projects cannot be loaded', async () => {
    let fail = true;
    projectsApi(undefined, { 'GET workspaces/42/projects': () => (fail ? apiError(503, 'db_unreachable') : jsonResponse(200, { data: [web] })) });
    const { user } = await renderWorkScreen('/w/42/projects');
    expect(await screen.findByTestId('error-panel')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Website' })).toBeInTheDocument();
  });
});

describe('workspace-projects: the predicted finish', () => {
  it('shows a project’s likely finish and band, in both languages', async () => {
    const forecast = forecastFixture({ projects: [{ project_id: 21, finish_p50: '2099-12-03T12:00:00.000Z', finish_p85: '2099-12-10T12:00:00.000Z' }] });
    projectsApi([web, projectFixture({ id: 23, name: 'Done app', key: 'DONE', task_count: 2, finished_count: 2 })], {
      'GET workspaces/42/forecast': () => jsonResponse(200, { data: forecast }),
    });
    const { unmount } = await renderWorkScreen('/w/42/projects');
    await screen.findByRole('listitem', { name: 'Website' });
    expect(await project('Website').findByText('≈ Dec 3, 2099 · by Dec 10, 2099')).toBeInTheDocument();
    expect(project('Website').getByText('Forecast: most likely by December 3, 2099, almost certainly by December 10, 2099')).toBeInTheDocument();
    expect(project('Done app').queryByText('Predicted finish:')).toBeNull();
    unmount();
    await renderWorkScreen('/w/42/projects', { lang: 'ru' });
    await screen.findByRole('listitem', { name: 'Website' });
    expect(await project('Website').findByText('Прогноз завершения:')).toBeInTheDocument();
    expect(project('Website').getByText('Прогноз: скорее всего к 3 декабря 2099 г., почти наверняка к 10 декабря 2099 г.')).toBeInTheDocument();
  });
});
