import { RELOAD_GUARD_KEY, RELOAD_GUARD_MS, reloadOnceForFailedLoad } from './reload-guard';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), data };
}

describe('reloadOnceForFailedLoad', () => {
  it('reloads on the first failure and remembers when', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    expect(reloadOnceForFailedLoad({ now: 1_000_000, storage, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.data.get(RELOAD_GUARD_KEY)).toBe('1000000');
  });

  it('does not reload again within 60 seconds', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    reloadOnceForFailedLoad({ now: 1_000_000, storage, reload });
    expect(reloadOnceForFailedLoad({ now: 1_000_000 + RELOAD_GUARD_MS - 1, storage, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again once the 60 seconds have passed', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    reloadOnceForFailedLoad({ now: 1_000_000, storage, reload });
    expect(reloadOnceForFailedLoad({ now: 1_000_000 + RELOAD_GUARD_MS, storage, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads when there is no storage to remember it in', () => {
    const reload = jest.fn();
    expect(reloadOnceForFailedLoad({ storage: null, reload, now: 5 })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
