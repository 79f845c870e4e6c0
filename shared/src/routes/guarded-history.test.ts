import { UNSAFE_createBrowserHistory } from 'react-router';
import { waitFor } from '@testing-library/react';
import { guardHistory, type HistoryUpdate } from './guarded-history';
import { addLeaveCheck } from './leave-checks';

/** The address bar's history, guarded, at /edit with /list before it. */
function browserHistoryAtEdit() {
  window.history.replaceState(null, '', '/list');
  const history = guardHistory(UNSAFE_createBrowserHistory({ v5Compat: true }));
  const updates: HistoryUpdate[] = [];
  const stop = history.listen((update) => updates.push(update));
  history.push('/edit');
  updates.length = 0;
  return { history, updates, stop };
}

describe('guardHistory over the browser history', () => {
  let removeCheck = () => {};
  afterEach(() => removeCheck());

  it('a declined push does not happen and nothing is reported', () => {
    const { history, updates, stop } = browserHistoryAtEdit();
    const paths: unknown[] = [];
    removeCheck = addLeaveCheck((leave) => {
      paths.push(leave);
      return false;
    });
    history.push('/list?from=edit');
    history.replace('/other');
    expect(window.location.pathname).toBe('/edit');
    expect(updates).toEqual([]);
    expect(paths).toEqual([
      { from: '/edit', to: '/list' },
      { from: '/edit', to: '/other' },
    ]);
    stop();
  });

  it('a declined Back is undone: the address returns and the router hears nothing', async () => {
    const { updates, stop } = browserHistoryAtEdit();
    let asked = 0;
    removeCheck = addLeaveCheck(() => {
      asked += 1;
      return false;
    });
    window.history.back();
    await waitFor(() => expect(asked).toBe(1));
    await waitFor(() => expect(window.location.pathname).toBe('/edit'));
    expect(updates).toEqual([]);
    stop();
  });

  it('an allowed Back is reported with its delta', async () => {
    const { updates, stop } = browserHistoryAtEdit();
    removeCheck = addLeaveCheck(() => true);
    window.history.back();
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toMatchObject({ action: 'POP', delta: -1, location: { pathname: '/list' } });
    stop();
  });
});
