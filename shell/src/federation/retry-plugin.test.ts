import { fetchWithRetry } from './retry-plugin';

describe('fetchWithRetry', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  async function run(promise: Promise<Response>) {
    await jest.runAllTimersAsync();
    return promise;
  }

  it('returns the first good answer without retrying', async () => {
    const fetchImpl = jest.fn().mockResolvedValue(new Response('{}', { status: 200 }));
    const response = await run(fetchWithRetry('/m.json', {}, 3, fetchImpl));
    expect(response.status).toBe(200);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('retries network errors and 5xx answers, then succeeds', async () => {
    const fetchImpl = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('', { status: 502 }))
      .mockResolvedValueOnce(new Response('{}', { status: 200 }));
    const response = await run(fetchWithRetry('/m.json', {}, 3, fetchImpl));
    expect(response.status).toBe(200);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it('does not retry a 404: the file is not there', async () => {
    const fetchImpl = jest.fn().mockResolvedValue(new Response('', { status: 404 }));
    const response = await run(fetchWithRetry('/m.json', {}, 3, fetchImpl));
    expect(response.status).toBe(404);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('gives up after the last attempt with the last error', async () => {
    const fetchImpl = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const result = fetchWithRetry('/m.json', {}, 3, fetchImpl);
    const assertion = expect(result).rejects.toThrow('Failed to fetch');
    await jest.runAllTimersAsync();
    await assertion;
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });
});
