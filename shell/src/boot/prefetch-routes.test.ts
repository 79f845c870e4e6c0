import { createAppStore, getRoute } from '@stepwise/shared';
import { prefetchLikelyRoutes } from './prefetch-routes';
import { preloadRoute } from './preload-route';
import { remoteModuleLoaded } from '../federation/remote-loader';

jest.mock('./preload-route', () => ({ preloadRoute: jest.fn(() => Promise.resolve(null)) }));
jest.mock('../federation/remote-loader', () => ({ remoteModuleLoaded: jest.fn(() => false) }));
jest.mock('../federation/register-remotes', () => ({
  registeredEntry: (remote: string) => `http://localhost/mfe/${remote}/remoteEntry.js`,
}));

const point = (selector: string) => document.querySelector(selector)!.dispatchEvent(new Event('pointerover', { bubbles: true }));
const prefetched = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => link.href);

beforeAll(() => prefetchLikelyRoutes(createAppStore()));

beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML =
    '<a id="login" href="/login"><span>Sign in</span></a><a id="register" href="/register">Start</a><a id="away" href="https://example.com/login">Away</a>';
  jest.mocked(preloadRoute).mockClear();
});

describe('prefetchLikelyRoutes', () => {
  it('fetches the entry of a remote not yet running into the cache, once, when a link to it is pointed at', () => {
    point('#login span');
    point('#register');
    expect(prefetched()).toEqual(['http://localhost/mfe/mfe_auth/remoteEntry.js']);
    expect(preloadRoute).not.toHaveBeenCalled();
  });

  it('loads the screen of a page whose remote is running, once', () => {
    jest.mocked(remoteModuleLoaded).mockReturnValue(true);
    point('#register');
    point('#register');
    expect(preloadRoute).toHaveBeenCalledTimes(1);
    expect(preloadRoute).toHaveBeenCalledWith(getRoute('register'), 'ru');
  });

  it('leaves links to other sites alone', () => {
    point('#away');
    expect(prefetched()).toEqual([]);
    expect(preloadRoute).not.toHaveBeenCalled();
  });
});
