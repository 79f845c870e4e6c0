/** widget.js in a page (jsdom): what a merchant's page sees when it opens the widget. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const SANDBOX = 'http://sandbox.test:3010';

beforeAll(() => {
  const source = readFileSync(join(__dirname, 'public', 'widget.js'), 'utf8').replace('__SANDBOX_ORIGIN__', JSON.stringify(SANDBOX));
  (0, eval)(source);
});

interface Widget {
  pay(scheme: string, options: object, callbacks: object): void;
}

function open(language = 'ru-RU') {
  const callbacks = { onSuccess: jest.fn(), onFail: jest.fn(), onComplete: jest.fn() };
  const options = {
    publicId: 'pk_test',
    description: 'Stepwise Pro',
    amount: 4990,
    currency: 'RUB',
    invoiceId: 'inv-1',
    accountId: 'user-1',
    email: 'a@b.c',
    skin: 'modern',
    data: {},
  };
  const Constructor = (window as unknown as { cp: { CloudPayments: new (settings: object) => Widget } }).cp.CloudPayments;
  new Constructor({ language }).pay('charge', options, callbacks);
  const frame = document.querySelector('iframe') as HTMLIFrameElement;
  return { callbacks, options, frame };
}

function post(data: unknown, origin: string, source: Window | null) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('widget.js', () => {
  it('opens a modal iframe with the card form for this payment and this page origin', () => {
    const { frame } = open('en-US');
    const overlay = document.querySelector('[data-testid="payment-widget"]') as HTMLElement;
    expect(overlay.style.position).toBe('fixed');
    expect(document.querySelector('[role="dialog"]')).toHaveAttribute('aria-modal', 'true');
    expect(frame.title).toBe('Card payment');
    const url = new URL(frame.src);
    expect(url.origin).toBe(SANDBOX);
    expect(url.pathname).toBe('/widget/form');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      publicId: 'pk_test',
      scheme: 'charge',
      amount: '4990',
      currency: 'RUB',
      invoiceId: 'inv-1',
      accountId: 'user-1',
      description: 'Stepwise Pro',
      email: 'a@b.c',
      language: 'en-US',
      parentOrigin: window.location.origin,
    });
    expect(document.querySelector('style')).toBeNull();
  });

  it('keeps the page behind the dialog out of reach while it is open, and gives it back on close', () => {
    document.body.innerHTML = '<main><button>Pay</button></main><footer>Footer</footer>';
    const [main, footer] = [document.querySelector('main')!, document.querySelector('footer')!];
    const { frame } = open();
    expect([main.inert, footer.inert]).toEqual([true, true]);
    expect((document.querySelector('[data-testid="payment-widget"]') as HTMLElement).inert).toBeFalsy();
    post({ source: 'sandbox-widget', type: 'result', success: true, code: 0, transactionId: 7 }, SANDBOX, frame.contentWindow);
    expect([main.inert, footer.inert]).toEqual([false, false]);
  });

  it('ignores messages from another origin or another window', () => {
    const { callbacks, frame } = open();
    const result = { source: 'sandbox-widget', type: 'result', success: true, code: 0, transactionId: 5 };
    post(result, 'http://evil.test', frame.contentWindow);
    post(result, SANDBOX, window);
    post({ ...result, source: 'other' }, SANDBOX, frame.contentWindow);
    post('result', SANDBOX, frame.contentWindow);
    expect(callbacks.onComplete).not.toHaveBeenCalled();
    expect(document.querySelector('iframe')).not.toBeNull();
  });

  it('reports a success from its iframe and closes', () => {
    const { callbacks, options, frame } = open();
    post({ source: 'sandbox-widget', type: 'result', success: true, code: 0, transactionId: 5 }, SANDBOX, frame.contentWindow);
    expect(callbacks.onSuccess).toHaveBeenCalledWith(options);
    expect(callbacks.onFail).not.toHaveBeenCalled();
    expect(callbacks.onComplete).toHaveBeenCalledWith({ success: true, code: 0, reason: null, transactionId: 5 }, options);
    expect(document.querySelector('[data-testid="payment-widget"]')).toBeNull();
  });

  it('reports a decline with its reason', () => {
    const { callbacks, options, frame } = open();
    post({ source: 'sandbox-widget', type: 'result', success: false, code: 5051, transactionId: 6 }, SANDBOX, frame.contentWindow);
    expect(callbacks.onFail).toHaveBeenCalledWith('insufficient_funds', options);
    expect(callbacks.onComplete).toHaveBeenCalledWith({ success: false, code: 5051, reason: 'insufficient_funds', transactionId: 6 }, options);
  });

  it.each([
    ['Escape', () => () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))],
    [
      'the close button',
      () => {
        const button = document.querySelector('button[aria-label="Закрыть"]') as HTMLButtonElement;
        return () => button.click();
      },
    ],
    [
      'Escape inside the form',
      () => {
        const frameWindow = document.querySelector('iframe')!.contentWindow;
        return () => post({ source: 'sandbox-widget', type: 'close' }, SANDBOX, frameWindow);
      },
    ],
  ])('%s cancels once', (_case, closer) => {
    const { callbacks, options } = open();
    const close = closer();
    close();
    close();
    expect(callbacks.onFail).toHaveBeenCalledTimes(1);
    expect(callbacks.onFail).toHaveBeenCalledWith('cancelled', options);
    expect(callbacks.onComplete).toHaveBeenCalledWith({ success: false, code: null, reason: 'cancelled', transactionId: null }, options);
    expect(document.querySelector('iframe')).toBeNull();
  });
});
