import { screen } from '@testing-library/react';
import { pathFor, routesOwnedBy, tokenStorage } from '@stepwise/shared';
import workspaceRemote from './routes';
import { preloadWorkScreens, renderWorkScreen } from './test-utils/render-work-screen';

beforeAll(preloadWorkScreens);

afterEach(() => tokenStorage.clear());

const PAGES: Array<{ url: string; en: string; ru: string }> = [
  { url: '/w/7', en: 'My flow', ru: 'Мой поток' },
  { url: '/w/7/flow', en: 'Team flow', ru: 'Поток команды' },
  { url: '/w/7/tasks', en: 'Tasks', ru: 'Задачи' },
  { url: '/w/7/tasks/31', en: 'Task', ru: 'Задача' },
  { url: '/w/7/board', en: 'Board', ru: 'Доска' },
  { url: '/w/7/board/3', en: 'Board', ru: 'Доска' },
  { url: '/w/7/goals', en: 'Goals', ru: 'Цели' },
  { url: '/w/7/projects', en: 'Projects', ru: 'Проекты' },
  { url: '/w/7/team', en: 'Team', ru: 'Команда' },
  { url: '/w/7/team/6', en: 'Member', ru: 'Участник' },
  { url: '/w/7/settings', en: 'Settings', ru: 'Настройки' },
  { url: '/invite/abc-DEF_123', en: 'Workspace invitation', ru: 'Приглашение в пространство' },
];

describe('mfe-workspace routes', () => {
  it('has a screen and a title in both languages for every route the manifest gives it', () => {
    const routes = routesOwnedBy('mfe_workspace');
    expect(routes.map((route) => route.name).sort()).toEqual(Object.keys(workspaceRemote.routes).sort());
    for (const route of routes) {
      expect(workspaceRemote.pageMeta?.ru?.[route.name]?.title).toBeTruthy();
      expect(workspaceRemote.pageMeta?.en?.[route.name]?.title).toBeTruthy();
    }
  });

  it('builds the workspace paths from route names, digits only', () => {
    expect(pathFor('workspace', { params: { workspace: 7 } })).toBe('/w/7');
    expect(pathFor('workspace-task', { params: { workspace: 7, task: 31 } })).toBe('/w/7/tasks/31');
    expect(pathFor('workspace-board', { params: { workspace: 7 } })).toBe('/w/7/board');
    expect(pathFor('workspace-board', { params: { workspace: 7, sphere: 3 } })).toBe('/w/7/board/3');
    expect(() => pathFor('workspace', { params: { workspace: 'acme' } })).toThrow();
  });

  it.each(PAGES)('$url shows its one heading in English', async ({ url, en }) => {
    await renderWorkScreen(url);
    expect(await screen.findByRole('heading', { level: 1, name: en })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it.each(PAGES)('$url shows its heading in Russian', async ({ url, ru }) => {
    await renderWorkScreen(url, { lang: 'ru' });
    expect(await screen.findByRole('heading', { level: 1, name: ru })).toBeInTheDocument();
  });
});
