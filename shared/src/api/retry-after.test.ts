import { toApiError } from '@stepwise/shared';
import { parseRetryAfter, retryAfterSeconds, withRetryAfter } from './retry-after';

describe('Retry-After', () => {
  it('reads delay-seconds and HTTP dates', () => {
    const now = Date.parse('2025-01-01T10:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120);
    expect(parseRetryAfter('Wed, 01 Jan 2025 10:01:30 GMT', now)).toBe(90);
    expect(parseRetryAfter('Wed, 01 Jan 2025 09:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
  });

  it('carries the delay in the error body through toApiError', () => {
    const response = new Response(null, { status: 429, headers: { 'Retry-After': '15' } });
    const error = withRetryAfter(
      { status: 429, data: { code: 'rate_limited', message: 'Slow down' } },
      { request: new Request('http://localhost/api/auth/login'), response },
    );
    const apiError = toApiError(error);
    expect(apiError).toMatchObject({ status: 429, code: 'rate_limited' });
    expect(retryAfterSeconds(apiError)).toBe(15);
  });

  it('leaves errors without the header alone', () => {
    const error = { status: 429, data: { code: 'rate_limited', message: '' } };
    expect(withRetryAfter(error, undefined)).toBe(error);
    expect(retryAfterSeconds(toApiError(error))).toBeNull();
  });
});
