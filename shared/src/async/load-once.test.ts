import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads on the first call and gives every later call the same promise', async () => {
    const load = jest.fn(async () => 'catalogue');
    const get = loadOnce(load);
    expect(load).not.toHaveBeenCalled();
    const first = get();
    expect(get()).toBe(first);
    await expect(first).resolves.toBe('catalogue');
    expect(get()).toBe(first);
    expect(get()).toMatchObject({ status: 'fulfilled', value: 'catalogue' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failure, so the next call loads again', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValueOnce('page');
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow('chunk failed');
    await expect(get()).resolves.toBe('page');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
