import { useState } from 'react';
import { waitFor, within } from '@testing-library/react';
import {
  createAppStore,
  LIVE_ATTRIBUTE,
  localeChanged,
  readPrerenderedState,
  trackPromise,
  userInitializationFinished,
  PRERENDERED_STATE_ELEMENT_ID,
  SESSION_PENDING_ATTRIBUTE,
  type AppStore,
  type RemoteModule,
} from '@stepwise/shared';
import { deferred, mockApi, jsonResponse, provideServerRendererChannel, userFixture } from '@stepwise/shared/testing';
import { loadRemoteModule } from '../federation/remote-loader';
import { renderStaticPage } from '../prerender/render-static-page';
import type { HeldInteraction } from '@stepwise/shared';
import { hydratePrerenderedPage as startPrerenderedApp } from './hydrate-prerendered-page';
import type { RunningApp } from './running-app';

jest.mock('./register-remotes', () => ({ registerRemotes: jest.fn(async () => undefined) }));
jest.mock('../federation/remote-loader', () => ({ loadRemoteModule: jest.fn() }));

const mockedLoadRemoteModule = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

/** A sprints page of the marketing remote with a counter and a text field: state the page must not lose. */
function SprintsPage() {
  const [clicks, setClicks] = useState(0);
  const [name, setName] = useState('');
  const [period, setPeriod] = useState('monthly');
  return (
    <article>
      <h1>Automatic sprints</h1>
      <button type="button" onClick={() => setClicks((count) => count + 1)}>
        Clicked {clicks}
      </button>
      <label>
        Team name <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <output>{name ? `Hello, ${name}` : 'No name'}</output>
      {['monthly', 'annual'].map((value) => (
        <label key={value}>
          <input type="radio" name="period" value={value} checked={period === value} onChange={() => setPeriod(value)} /> {value}
        </label>
      ))}
      <p data-testid="period">Billed {period}</p>
    </article>
  );
}

function marketingRemote(version?: string): RemoteModule {
  const screen = Object.assign(SprintsPage, { preload: jest.fn(async () => undefined) });
  return {
    remote: 'mfe_marketing',
    version,
    routes: { 'features-sprints': screen },
    messages: { ru: async () => ({}), en: async () => ({}) },
  };
}

/** The build's prerender step: the page rendered live, then rendered again to HTML with its state. */
async function prerenderedDocument(path: string) {
  window.history.replaceState(null, '', path);
  const store: AppStore = createAppStore();
  store.dispatch(localeChanged('en'));
  store.dispatch(userInitializationFinished());
  const page = await renderStaticPage(store);
  document.body.innerHTML = `<div id="root" data-prerendered="features-sprints">${page.html}</div>`;
  const state = document.createElement('script');
  state.type = 'application/json';
  state.id = PRERENDERED_STATE_ELEMENT_ID;
  state.textContent = JSON.stringify(page.state);
  document.body.append(state);
  return document.getElementById('root')!;
}

/**
 * Every app a test starts is unmounted after it: one still rendering in the background would have
 * its context values read by the next test's server renderer (both renderers share React's contexts).
 */
const runningApps: RunningApp[] = [];
async function hydratePrerenderedPage(...args: Parameters<typeof startPrerenderedApp>) {
  const app = await startPrerenderedApp(...args);
  if (app) runningApps.push(app);
  return app;
}

function holdInteractions(held: HeldInteraction[]) {
  window.stepwiseBoot = { release: jest.fn(() => held.splice(0)) };
  return window.stepwiseBoot;
}

provideServerRendererChannel();

/**
 * Development-only notices of React that this setup causes by design: the server renderer and the
 * client renderer run in one page (as in the build's prerender step), and jsdom's ArrayBuffer lacks
 * `detached`. Everything else React reports is kept for the tests to look at.
 */
const EXPECTED_NOTICES = /multiple renderers concurrently rendering the same context provider|ArrayBuffer\.prototype\.detached/;
let consoleErrors: string[];

/**
 * What is warned from here on, except the development store's notices that a check was slow, which
 * a busy machine causes and which say nothing about the page.
 */
function watchWarnings(): () => string[] {
  const warn = jest.spyOn(console, 'warn');
  return () => warn.mock.calls.map((args) => args.map(String).join(' ')).filter((message) => !/InvariantMiddleware took \d+ms/.test(message));
}

beforeEach(() => {
  consoleErrors = [];
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const message = args.map(String).join(' ');
    if (!EXPECTED_NOTICES.test(message)) consoleErrors.push(message);
  });
  mockApi({});
  // Like the real loader: one promise per remote, the same one every time.
  mockedLoadRemoteModule.mockReturnValue(trackPromise(Promise.resolve(marketingRemote())));
});

afterEach(() => {
  for (const app of runningApps.splice(0)) app.root.unmount();
  delete window.stepwiseBoot;
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

describe('hydratePrerendered page', () => {
  it('takes the server markup over in place: same nodes, no mismatch, then live', async () => {
    const container = await prerenderedDocument('/en/features/sprints');
    expect(container.innerHTML).toContain('<!--$-->');
    const heading = container.querySelector('h1');
    const warn = watchWarnings();

    await hydratePrerenderedPage(container, 'features-sprints', readPrerenderedState()!);
    await waitFor(() => expect(container).toHaveAttribute(LIVE_ATTRIBUTE));

    expect(container.querySelector('h1')).toBe(heading);
    // A mismatch is reported through onRecoverableError (a warning) and, in development, as an error naming hydration.
    expect(warn()).toEqual([]);
    expect(consoleErrors).toEqual([]);
    container.querySelector<HTMLButtonElement>('article button')!.click();
    await waitFor(() => expect(container.querySelector<HTMLButtonElement>('article button')).toHaveTextContent('Clicked 1'));
  });

  it('performs the clicks held before the app was live, once, on the same element', async () => {
    const container = await prerenderedDocument('/en/features/sprints');
    const button = container.querySelector<HTMLButtonElement>('article button')!;
    const boot = holdInteractions([{ type: 'click', target: button }]);

    await hydratePrerenderedPage(container, 'features-sprints', readPrerenderedState()!);

    await waitFor(() => expect(button).toHaveTextContent('Clicked 1'));
    expect(boot.release).toHaveBeenCalledTimes(1);
  });

  it('keeps what the visitor entered before the app was live, and the page knows it', async () => {
    const container = await prerenderedDocument('/en/features/sprints');
    container.querySelector<HTMLInputElement>('article input')!.value = 'Platform team';
    // A radio button chosen with the arrow keys changes without a click.
    container.querySelector<HTMLInputElement>('input[value="annual"]')!.checked = true;

    await hydratePrerenderedPage(container, 'features-sprints', readPrerenderedState()!);

    await waitFor(() => expect(container.querySelector('article output')).toHaveTextContent('Hello, Platform team'));
    expect(container.querySelector<HTMLInputElement>('article input')).toHaveValue('Platform team');
    await waitFor(() => expect(container.querySelector('[data-testid="period"]')).toHaveTextContent('Billed annual'));
    expect(container.querySelector('input[value="annual"]')).toBeChecked();
    expect(container.querySelector('input[value="monthly"]')).not.toBeChecked();
  });

  it('loads the signed-in visitor after hydration, so their session shows in the header', async () => {
    const container = await prerenderedDocument('/en/features/sprints');
    localStorage.setItem('sw_access_token', 'token-1');
    const api = mockApi({ 'GET users/me': () => jsonResponse(200, userFixture()) });

    const app = await hydratePrerenderedPage(container, 'features-sprints', readPrerenderedState()!);

    await waitFor(() => expect(app!.store.getState().auth.authUser?.email).toBe('anna@example.com'));
    expect(api.calls.map((call) => call.path)).toEqual(['users/me']);
    localStorage.clear();
  });

  it('offers a visitor with a session neither sign-in nor sign-up while their user loads, then shows theirs', async () => {
    const container = await prerenderedDocument('/en/features/sprints');
    localStorage.setItem('sw_access_token', 'token-1');
    // As the page's boot script does for a visitor with a session.
    document.documentElement.setAttribute(SESSION_PENDING_ATTRIBUTE, '');
    const header = within(container.querySelector<HTMLElement>('[data-testid="user-header"]')!);
    const me = deferred();
    mockApi({ 'GET users/me': () => me.promise });

    await hydratePrerenderedPage(container, 'features-sprints', readPrerenderedState()!);
    await waitFor(() => expect(container).toHaveAttribute(LIVE_ATTRIBUTE));

    expect(header.getByText('Sign in')).not.toBeVisible();
    expect(header.getByText('Start free')).not.toBeVisible();
    me.resolve(jsonResponse(200, userFixture()));
    expect(await header.findByText('Anna Ivanova')).toBeVisible();
    expect(header.queryByText('Sign in')).toBeNull();
    expect(document.documentElement).not.toHaveAttribute(SESSION_PENDING_ATTRIBUTE);
    localStorage.clear();
  });

  it('offers sign-in again when the stored session turns out to be over', async () => {
    const container = await prerenderedDocument('/en/features/sprints');
    localStorage.setItem('sw_access_token', 'expired');
    document.documentElement.setAttribute(SESSION_PENDING_ATTRIBUTE, '');
    mockApi({ 'GET users/me': () => jsonResponse(401, { code: 'unauthorized', message: 'unauthorized' }) });

    await hydratePrerenderedPage(container, 'features-sprints', readPrerenderedState()!);

    await waitFor(() => expect(document.documentElement).not.toHaveAttribute(SESSION_PENDING_ATTRIBUTE));
    const header = within(container.querySelector<HTMLElement>('[data-testid="user-header"]')!);
    await waitFor(() => expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible());
    expect(localStorage.getItem('sw_access_token')).toBeNull();
  });

  it('renders the page afresh, in one step, when the remote deployed now is another build than the page’s', async () => {
    mockedLoadRemoteModule.mockReturnValue(trackPromise(Promise.resolve(marketingRemote('1.0.0+a1'))));
    const container = await prerenderedDocument('/en/features/sprints');
    const heading = container.querySelector('h1');
    expect(container.querySelector('[data-remote-version="1.0.0+a1"]')).not.toBeNull();
    mockedLoadRemoteModule.mockReturnValue(trackPromise(Promise.resolve(marketingRemote('1.0.1+b2'))));
    const warn = watchWarnings();
    jest.spyOn(console, 'info').mockImplementation(() => undefined);

    await hydratePrerenderedPage(container, 'features-sprints', readPrerenderedState()!);
    await waitFor(() => expect(container).toHaveAttribute(LIVE_ATTRIBUTE));

    expect(container.querySelector('[data-remote-version="1.0.1+b2"]')).not.toBeNull();
    expect(container.querySelectorAll('h1')).toHaveLength(1);
    expect(container.querySelector('h1')).not.toBe(heading);
    expect(warn()).toEqual([]);
  });

  it('leaves the page as the server sent it when its remote cannot be loaded, and lets go of held clicks', async () => {
    const container = await prerenderedDocument('/en/features/sprints');
    const markup = container.innerHTML;
    mockedLoadRemoteModule.mockReturnValue(trackPromise(Promise.reject(new Error('remote down'))));
    const boot = holdInteractions([{ type: 'click', target: container.querySelector<HTMLButtonElement>('article button')! }]);

    expect(await hydratePrerenderedPage(container, 'features-sprints', readPrerenderedState()!)).toBeNull();

    expect(boot.release).toHaveBeenCalledTimes(1);
    expect(container.innerHTML).toBe(markup);
    expect(container).not.toHaveAttribute(LIVE_ATTRIBUTE);
    expect(consoleErrors.join('\n')).toContain('the features-sprints page stays as the server sent it');
  });
});
