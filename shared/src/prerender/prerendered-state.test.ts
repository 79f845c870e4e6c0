import { initialAuthState } from '../auth/auth-slice';
import { createAppStore } from '../store/create-app-store';
import {
  hasPrerenderedQueries,
  parsePrerenderedState,
  prerenderedDay,
  prerenderedQueryData,
  prerenderedStateRestored,
  readPrerenderedState,
  snapshotForPrerender,
  PRERENDERED_STATE_ELEMENT_ID,
  type PrerenderedState,
} from './prerendered-state';

const guest = { ...initialAuthState, isUserInitialized: true };
const plans = {
  status: 'fulfilled',
  endpointName: 'getPlans',
  requestId: 'r1',
  originalArgs: undefined,
  startedTimeStamp: 1,
  fulfilledTimeStamp: 2,
  data: [{ code: 'pro' }],
};

function state(overrides: Partial<PrerenderedState> = {}): PrerenderedState {
  return {
    locale: 'en',
    renderedOn: '2026-11-20',
    auth: guest,
    api: { queries: { 'getPlans(undefined)': plans } as never, mutations: {}, provided: { tags: {}, keys: {} } as never },
    ...overrides,
  };
}

afterEach(() => document.getElementById(PRERENDERED_STATE_ELEMENT_ID)?.remove());

describe('snapshotForPrerender', () => {
  it('keeps the language, the session, the settled queries and the local day of rendering', () => {
    const pending = { status: 'pending', endpointName: 'getMe', requestId: 'r2', startedTimeStamp: 3 };
    const snapshot = snapshotForPrerender(
      {
        locale: { lang: 'ru' },
        auth: guest,
        api: {
          queries: { 'getPlans(undefined)': plans, 'getMe(undefined)': pending } as never,
          mutations: { x: {} } as never,
          provided: { tags: {}, keys: {} } as never,
        },
      },
      new Date(2026, 0, 5, 23, 30),
    );
    expect(snapshot.locale).toBe('ru');
    expect(snapshot.renderedOn).toBe('2026-01-05');
    expect(Object.keys(snapshot.api.queries)).toEqual(['getPlans(undefined)']);
    expect(snapshot.api.mutations).toEqual({});
  });

  it('gives a page that queried nothing (the api never loaded) an empty cache', () => {
    const snapshot = snapshotForPrerender({ locale: { lang: 'en' }, auth: guest }, new Date(2026, 0, 5));
    expect(snapshot.api).toEqual({ queries: {}, mutations: {}, provided: { tags: {}, keys: {} } });
    expect(hasPrerenderedQueries(snapshot)).toBe(false);
    expect(hasPrerenderedQueries(state())).toBe(true);
    expect(parsePrerenderedState(JSON.stringify(snapshot))).toEqual(snapshot);
  });
});

describe('prerenderedQueryData', () => {
  it('reads what a settled query of an endpoint answered, and nothing for another endpoint, a pending one or no state', () => {
    expect(prerenderedQueryData(state(), 'getPlans')).toEqual([{ code: 'pro' }]);
    expect(prerenderedQueryData(state(), 'getMe')).toBeUndefined();
    const pending = { ...plans, status: 'pending', data: undefined };
    expect(
      prerenderedQueryData(
        state({ api: { queries: { 'getPlans(undefined)': pending } as never, mutations: {}, provided: { tags: {}, keys: {} } as never } }),
        'getPlans',
      ),
    ).toBeUndefined();
    expect(prerenderedQueryData(null, 'getPlans')).toBeUndefined();
  });
});

describe('parsePrerenderedState', () => {
  it('accepts a state and refuses anything else', () => {
    expect(parsePrerenderedState(JSON.stringify(state()))).toEqual(state());
    expect(parsePrerenderedState('not json')).toBeNull();
    expect(parsePrerenderedState(JSON.stringify(state({ locale: 'de' as never })))).toBeNull();
    expect(parsePrerenderedState(JSON.stringify(state({ renderedOn: 'yesterday' })))).toBeNull();
    expect(parsePrerenderedState(JSON.stringify({ ...state(), api: null }))).toBeNull();
    expect(parsePrerenderedState(JSON.stringify({ ...state(), api: { queries: null, provided: {} } }))).toBeNull();
  });
});

describe('reading the state of the page', () => {
  it('finds it in its element, with the day the page was rendered', () => {
    expect(readPrerenderedState()).toBeNull();
    expect(prerenderedDay()).toBeNull();
    const element = document.body.appendChild(document.createElement('script'));
    element.type = 'application/json';
    element.id = PRERENDERED_STATE_ELEMENT_ID;
    element.textContent = JSON.stringify(state());
    expect(readPrerenderedState()).toEqual(state());
    expect(prerenderedDay()).toEqual(new Date(2026, 10, 20));
  });
});

describe('prerenderedStateRestored', () => {
  it('gives the store the language, session and cached data the page was rendered with', async () => {
    await import('../api');
    const store = createAppStore();
    store.dispatch(prerenderedStateRestored(state({ locale: 'en' })));
    const restored = store.getState();
    expect(restored.locale.lang).toBe('en');
    expect(restored.auth).toEqual(guest);
    expect(restored.api.queries['getPlans(undefined)']).toMatchObject({ status: 'fulfilled', data: [{ code: 'pro' }] });
  });
});
