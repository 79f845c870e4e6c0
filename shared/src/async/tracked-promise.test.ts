import { trackPromise } from './tracked-promise';

type Outcome = { status?: string; value?: unknown; reason?: unknown };

describe('trackPromise', () => {
  it('records the value once the promise is fulfilled', async () => {
    const promise = trackPromise(Promise.resolve(42));
    expect(promise.status).toBe('pending');
    await promise;
    expect(promise as Outcome).toMatchObject({ status: 'fulfilled', value: 42 });
  });

  it('records the reason of a rejection, and the promise still rejects for its callers', async () => {
    const failure = new Error('chunk failed');
    const promise = trackPromise(Promise.reject(failure));
    await expect(promise).rejects.toBe(failure);
    expect(promise as Outcome).toMatchObject({ status: 'rejected', reason: failure });
  });

  it('returns the same object and tracks it once', () => {
    const original = Promise.resolve('x');
    const spy = jest.spyOn(original, 'then');
    expect(trackPromise(original)).toBe(original);
    trackPromise(original);
    expect(spy).toHaveBeenCalledTimes(1);
  });
});
