import { checkoutMessage, isCheckoutMessage } from './checkout-messages';

const envelope = { source: 'stepwise-checkout', version: 1 } as const;

describe('isCheckoutMessage', () => {
  it('accepts every message of the protocol', () => {
    expect(isCheckoutMessage({ ...envelope, type: 'ready' })).toBe(true);
    expect(isCheckoutMessage({ ...envelope, type: 'resize', height: 480 })).toBe(true);
    expect(isCheckoutMessage({ ...envelope, type: 'status', status: 'pending', payment: 'pay-1' })).toBe(true);
    expect(isCheckoutMessage({ ...envelope, type: 'success', payment: 'pay-1', subscription: 'sub-1' })).toBe(true);
    expect(isCheckoutMessage({ ...envelope, type: 'failure', payment: null, code: 'internal_error' })).toBe(true);
    expect(isCheckoutMessage(checkoutMessage({ type: 'failure', payment: 'pay-1', code: 'do_not_honor' }))).toBe(true);
  });

  it.each([
    ['nothing', undefined],
    ['a string', 'ready'],
    ['another source', { source: 'other-widget', version: 1, type: 'ready' }],
    ['another version', { source: 'stepwise-checkout', version: 2, type: 'ready' }],
    ['an unknown type', { ...envelope, type: 'close' }],
    ['a resize without a height', { ...envelope, type: 'resize' }],
    ['a negative height', { ...envelope, type: 'resize', height: -1 }],
    ['a height that is not a number', { ...envelope, type: 'resize', height: '480' }],
    ['an unknown status', { ...envelope, type: 'status', status: 'paid', payment: 'pay-1' }],
    ['a status without a payment', { ...envelope, type: 'status', status: 'pending' }],
    ['a success without a subscription', { ...envelope, type: 'success', payment: 'pay-1' }],
    ['a failure without a code', { ...envelope, type: 'failure', payment: null }],
    ['a failure with a numeric payment', { ...envelope, type: 'failure', payment: 5, code: 'x' }],
  ])('rejects %s', (_name, data) => {
    expect(isCheckoutMessage(data)).toBe(false);
  });
});
