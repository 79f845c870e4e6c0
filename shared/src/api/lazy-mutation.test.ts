import { createAppStore } from '../store/create-app-store';
import { jsonResponse, mockApi } from '../testing/mock-api';
import { lazyMutation } from './lazy-mutation';

afterEach(() => jest.restoreAllMocks());

/** The module a page would import: it injects the endpoint when it is first loaded. */
const echoModule = import('./api-slice').then(({ apiSlice }) =>
  apiSlice.injectEndpoints({
    endpoints: (builder) => ({ echo: builder.mutation<{ said: string }, string>({ query: (text) => ({ url: 'echo', method: 'POST', body: { text } }) }) }),
  }),
);
const echoEndpoint = () => echoModule.then((echoApi) => echoApi.endpoints.echo);

describe('a request whose code loads when it is first needed', () => {
  it('loads nothing until asked, then sends with the store it is given and resolves like a mutation hook', async () => {
    const load = jest.fn(echoEndpoint);
    const echo = lazyMutation(load);
    expect(load).not.toHaveBeenCalled();
    const api = mockApi({ 'POST echo': () => jsonResponse(200, { said: 'hello' }) });
    const store = createAppStore();

    await expect(echo.send(store.dispatch, 'hello')).resolves.toEqual({ data: { said: 'hello' } });
    expect(api.calls).toHaveLength(1);
    // A one-off request: the store keeps no record of it.
    expect(Object.keys(store.getState().api.mutations)).toEqual([]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads its code once, however often it is preloaded and sent', async () => {
    const load = jest.fn(echoEndpoint);
    const echo = lazyMutation(load);
    echo.preload();
    echo.preload();
    mockApi({ 'POST echo': () => jsonResponse(200, { said: 'again' }) });
    const store = createAppStore();
    await echo.send(store.dispatch, 'again');
    await echo.send(store.dispatch, 'again');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('resolves with the error the server answered', async () => {
    mockApi({ 'POST echo': () => jsonResponse(429, { code: 'rate_limited', message: 'Too many requests' }) });
    const result = await lazyMutation(echoEndpoint).send(createAppStore().dispatch, 'hi');
    expect(result.error).toMatchObject({ status: 429, data: { code: 'rate_limited' } });
  });

  it('fails like an unreachable server when its code cannot be loaded, and tries loading again next time', async () => {
    const load = jest.fn(echoEndpoint).mockRejectedValueOnce(new Error('Loading chunk 12 failed'));
    const echo = lazyMutation(load);
    echo.preload();
    const store = createAppStore();
    await expect(echo.send(store.dispatch, 'hi')).resolves.toEqual({ error: { status: 'FETCH_ERROR', error: 'Error: Loading chunk 12 failed' } });

    mockApi({ 'POST echo': () => jsonResponse(200, { said: 'hi' }) });
    await expect(echo.send(store.dispatch, 'hi')).resolves.toEqual({ data: { said: 'hi' } });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
