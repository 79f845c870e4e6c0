import { describeRouteError } from './describe-route-error';

describe('describeRouteError', () => {
  it('defaults to 500 and Error', () => {
    expect(describeRouteError(undefined)).toEqual({ statusCode: 500, message: 'Error' });
    expect(describeRouteError('boom')).toEqual({ statusCode: 500, message: 'Error' });
    expect(describeRouteError({})).toEqual({ statusCode: 500, message: 'Error' });
  });

  it('keeps a statusCode and message when the error has them', () => {
    expect(describeRouteError({ statusCode: 403, message: 'Forbidden' })).toEqual({ statusCode: 403, message: 'Forbidden' });
    expect(describeRouteError(new Error('Broken'))).toEqual({ statusCode: 500, message: 'Broken' });
  });
});
