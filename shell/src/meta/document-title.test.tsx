import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Provider } from 'react-redux';
import { createAppStore, localeChanged, trackPromise, type RemoteModule } from '@stepwise/shared';
import { loadRemoteModule } from '../federation/remote-loader';
import { DocumentTitle } from './document-title';
import { SITE_TITLE } from './page-meta';

jest.mock('../federation/remote-loader', () => ({ loadRemoteModule: jest.fn() }));
const loadRemote = jest.mocked(loadRemoteModule);

function renderAt(path: string) {
  const store = createAppStore();
  store.dispatch(localeChanged('en'));
  const router = createMemoryRouter([{ path: '*', element: <DocumentTitle /> }], { initialEntries: [path] });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

beforeEach(() => {
  document.title = 'Stepwise';
  document.head.innerHTML = '<meta name="description" content="">';
  loadRemote.mockReset();
});

describe('DocumentTitle', () => {
  it('titles a page with what its remote exports', async () => {
    const remote: RemoteModule = {
      remote: 'mfe_billing',
      routes: {},
      messages: {} as RemoteModule['messages'],
      pageMeta: { en: { 'subscription-payment': { title: 'Checkout', description: 'Pay for the plan.' } } },
    };
    loadRemote.mockReturnValue(trackPromise(Promise.resolve(remote)));
    renderAt('/subscriptions/payment');
    await waitFor(() => expect(document.title).toBe('Checkout — Stepwise'));
    expect(loadRemote).toHaveBeenCalledWith('mfe_billing');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Pay for the plan.');
  });

  it('falls back to the site title when the remote cannot be loaded', async () => {
    loadRemote.mockReturnValue(trackPromise(Promise.reject(new Error('offline'))));
    renderAt('/account/profile');
    await waitFor(() => expect(document.title).toBe(SITE_TITLE));
  });

  it('titles the shell’s own not-found page without loading any remote', async () => {
    renderAt('/no-such-page');
    await waitFor(() => expect(document.title).toBe('This page could not be found — Stepwise'));
    expect(loadRemote).not.toHaveBeenCalled();
  });
});
