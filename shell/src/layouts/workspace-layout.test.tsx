import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders, LiveContext, createAppStore, localeChanged, tokenStorage, userLoaded, type LiveState, type Locale } from '@stepwise/shared';
import { jsonResponse, mockApi, userFixture, workspaceFixture } from '@stepwise/shared/testing';
import { shellMessages } from '../messages/shell-messages';
import { WorkspaceLayout } from './workspace-layout';

function Page() {
  return <h1>Page</h1>;
}

function workspacesApi() {
  return mockApi({
    'GET workspaces': () =>
      jsonResponse(200, { data: [workspaceFixture({ id: 7, name: 'Acme' }), workspaceFixture({ id: 8, name: 'Beta', domain: 'beta', role: 'member' })] }),
    'POST auth/logout': () => jsonResponse(204),
  });
}

async function renderLayout(url: string, { lang = 'en', live = { channel: null, status: 'live' } }: { lang?: Locale; live?: LiveState } = {}) {
  tokenStorage.set('shell-token');
  const store = createAppStore();
  store.dispatch(localeChanged(lang));
  store.dispatch(userLoaded({ user: userFixture(), providerName: 'password' }));
  const router = createMemoryRouter(
    [
      { element: <WorkspaceLayout />, children: [{ path: '/w/:workspace/*', element: <Page /> }] },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [url] },
  );
  const view = { rerenderLive: (_next: LiveState) => {} };
  function Tree({ value }: { value: LiveState }) {
    return (
      <AppProviders store={store} messages={shellMessages}>
        <LiveContext value={value}>
          <RouterProvider router={router} />
        </LiveContext>
      </AppProviders>
    );
  }
  let rendered: ReturnType<typeof render> | undefined;
  await act(async () => {
    rendered = render(<Tree value={live} />);
  });
  view.rerenderLive = (next) => rendered!.rerender(<Tree value={next} />);
  await screen.findByRole('heading', { name: 'Page' });
  return { ...view, router, user: userEvent.setup() };
}

/** The wide-screen sidebar (jsdom applies no media query: the phone's bar is there too, its drawer closed). */
function sidebar() {
  return within(screen.getByRole('complementary'));
}

afterEach(() => {
  tokenStorage.clear();
  jest.restoreAllMocks();
});

describe('the workspace layout', () => {
  it('links every section of the workspace and marks the one shown, pages below a section included', async () => {
    workspacesApi();
    await renderLayout('/w/7/tasks/31');
    const sections = within(sidebar().getByRole('navigation', { name: 'Workspace sections' }));
    const links = sections.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['My flow', '/w/7'],
      ['Team flow', '/w/7/flow'],
      ['Tasks', '/w/7/tasks'],
      ['Board', '/w/7/board'],
      ['Sprints', '/w/7/sprints'],
      ['Timeline', '/w/7/timeline'],
      ['Workload', '/w/7/workload'],
      ['Goals', '/w/7/goals'],
      ['Projects', '/w/7/projects'],
      ['Team', '/w/7/team'],
      ['Calendar', '/w/7/calendar'],
      ['Timesheet', '/w/7/time'],
      ['Reports', '/w/7/reports'],
      ['Settings', '/w/7/settings'],
    ]);
    expect(sections.getByRole('link', { name: 'Tasks' })).toHaveAttribute('aria-current', 'page');
    expect(sections.getByRole('link', { name: 'My flow' })).not.toHaveAttribute('aria-current');
  });

  it('keeps Team marked on a member’s page', async () => {
    workspacesApi();
    await renderLayout('/w/7/team/8');
    const sections = within(sidebar().getByRole('navigation', { name: 'Workspace sections' }));
    expect(sections.getByRole('link', { name: 'Team' })).toHaveAttribute('aria-current', 'page');
    expect(sections.getByRole('link', { name: 'Team flow' })).not.toHaveAttribute('aria-current');
  });

  it('names the current workspace and switches to any other of the user’s workspaces', async () => {
    const api = workspacesApi();
    const { user, router } = await renderLayout('/w/7/goals');
    const switcher = await sidebar().findByRole('button', { name: 'Switch workspace: Acme' });
    expect(switcher).toHaveAttribute('aria-expanded', 'false');
    await user.click(switcher);
    expect(sidebar().getByRole('link', { name: 'Acme' })).toHaveAttribute('aria-current', 'page');
    expect(sidebar().getByRole('link', { name: 'All workspaces' })).toHaveAttribute('href', '/account/workspaces');
    await user.click(sidebar().getByRole('link', { name: 'Beta' }));
    expect(router.state.location.pathname).toBe('/w/8');
    expect(api.callsTo('GET', 'workspaces')[0].headers.get('Authorization')).toBe('Bearer shell-token');
  });

  it('has the user menu: profile, account, language, log out', async () => {
    const api = workspacesApi();
    const { user, router } = await renderLayout('/w/7');
    await user.click(sidebar().getByRole('button', { name: 'User menu: Anna Ivanova' }));
    expect(sidebar().getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/account/profile');
    expect(sidebar().getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account/workspaces');
    expect(sidebar().getByRole('group', { name: 'Language' })).toBeInTheDocument();
    await user.click(sidebar().getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.callsTo('POST', 'auth/logout')).toHaveLength(1);
  });

  it('on a phone, opens the sidebar as a drawer: labelled toggle, focus kept inside, Escape closes and gives focus back', async () => {
    workspacesApi();
    const { user } = await renderLayout('/w/7/team');
    const toggle = screen.getByRole('button', { name: 'Workspace menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(toggle);
    const drawer = screen.getByRole('dialog', { name: 'Workspace menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(drawer).toHaveAttribute('aria-modal', 'true');
    expect(document.body.style.overflow).toBe('hidden');
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    expect(within(drawer).getByRole('link', { name: 'Team' })).toHaveAttribute('aria-current', 'page');

    const controls = within(drawer).getAllByRole('link').length + within(drawer).getAllByRole('button').length;
    for (let step = 0; step < controls + 2; step++) {
      await user.tab();
      expect(drawer).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(drawer).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes the drawer with its close button and when a section is chosen', async () => {
    workspacesApi();
    const { user, router } = await renderLayout('/w/7');
    await user.click(screen.getByRole('button', { name: 'Workspace menu' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Workspace menu' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Goals' }));
    expect(router.state.location.pathname).toBe('/w/7/goals');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says quietly when the live channel is reconnecting, and nothing once it is back', async () => {
    workspacesApi();
    const view = await renderLayout('/w/7', { live: { channel: null, status: 'live' } });
    expect(screen.queryByText('Connection lost — reconnecting…')).not.toBeInTheDocument();
    act(() => view.rerenderLive({ channel: null, status: 'reconnecting' }));
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Connection lost — reconnecting…');
    act(() => view.rerenderLive({ channel: null, status: 'live' }));
    expect(screen.queryByText('Connection lost — reconnecting…')).not.toBeInTheDocument();
  });

  // Contrast and label-in-name need a browser's rendering (the Playwright journeys check them).
  it('has no WCAG 2.2 AA violation axe can see without a browser, with the drawer open too', async () => {
    workspacesApi();
    const { user } = await renderLayout('/w/7/tasks', { live: { channel: null, status: 'reconnecting' } });
    await sidebar().findByRole('button', { name: 'Switch workspace: Acme' });
    await user.click(sidebar().getByRole('button', { name: 'Switch workspace: Acme' }));
    await user.click(screen.getByRole('button', { name: 'Workspace menu' }));
    const { violations } = await axe.run(document.body, {
      runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'],
      rules: { 'color-contrast': { enabled: false }, 'label-content-name-mismatch': { enabled: false } },
    });
    expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  it('speaks Russian', async () => {
    workspacesApi();
    await renderLayout('/w/7/board/3', { lang: 'ru', live: { channel: null, status: 'reconnecting' } });
    const sections = within(sidebar().getByRole('navigation', { name: 'Разделы пространства' }));
    expect(sections.getByRole('link', { name: 'Доска' })).toHaveAttribute('aria-current', 'page');
    expect(await sidebar().findByRole('button', { name: 'Сменить пространство: Acme' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Меню пространства' })).toBeInTheDocument();
    expect(screen.getByText('Связь прервалась — переподключаемся…')).toBeInTheDocument();
  });
});
