import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders, createAppStore, localeChanged, tokenStorage, trackPromise, userInitializationFinished, userLoaded } from '@stepwise/shared';
import { jsonResponse, mockApi, userFixture, workspaceFixture } from '@stepwise/shared/testing';
import { loadRemoteModule } from '../federation/remote-loader';
import { shellMessages } from '../messages/shell-messages';
import { createRoutes } from '../router/create-routes';

jest.mock('../federation/remote-loader', () => ({ ...jest.requireActual('../federation/remote-loader'), loadRemoteModule: jest.fn() }));
const loadRemote = jest.mocked(loadRemoteModule);

afterEach(() => {
  tokenStorage.clear();
  jest.restoreAllMocks();
});

describe('the workspace app down', () => {
  it('keeps the workspace layout and shows the localized "unavailable, retry" panel in its place', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ 'GET workspaces': () => jsonResponse(200, { data: [workspaceFixture({ id: 7, name: 'Acme' })] }) });
    loadRemote.mockReturnValue(trackPromise(Promise.reject(new Error('mfe_workspace did not provide its routes'))));
    tokenStorage.set('shell-token');
    const store = createAppStore();
    store.dispatch(localeChanged('en'));
    store.dispatch(userLoaded({ user: userFixture() }));
    store.dispatch(userInitializationFinished());
    const router = createMemoryRouter(createRoutes(), { initialEntries: ['/w/7/tasks'] });
    await act(async () => {
      render(
        <AppProviders store={store} messages={shellMessages}>
          <RouterProvider router={router} />
        </AppProviders>,
      );
    });

    const panel = await screen.findByRole('alert');
    expect(within(panel).getByRole('heading', { name: 'This part of Stepwise is unavailable right now' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(panel).toHaveAttribute('data-remote-unavailable', 'mfe_workspace');
    expect(loadRemote).toHaveBeenCalledWith('mfe_workspace');
    const sidebar = within(screen.getByRole('complementary'));
    expect(sidebar.getByRole('link', { name: 'Tasks' })).toHaveAttribute('aria-current', 'page');
    expect(await sidebar.findByRole('button', { name: 'Switch workspace: Acme' })).toBeInTheDocument();
  });
});
