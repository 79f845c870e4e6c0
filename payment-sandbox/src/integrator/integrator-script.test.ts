/** integrator.js in its page (jsdom): opening the checkout and following its messages. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderIntegratorPage } from './integrator-page';

const CHECKOUT = 'https://stepwise.example.com';

beforeEach(() => {
  const page = new DOMParser().parseFromString(renderIntegratorPage(CHECKOUT), 'text/html');
  document.body.innerHTML = page.body.innerHTML;
  (0, eval)(readFileSync(join(__dirname, 'public', 'integrator.js'), 'utf8'));
});

function form(): HTMLFormElement {
  return document.getElementById('checkout-form') as HTMLFormElement;
}

function submit(): void {
  form().dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
}

function openCheckout(): HTMLIFrameElement {
  (document.getElementById('workspace') as HTMLInputElement).value = ' 42 ';
  (document.getElementById('plan') as HTMLSelectElement).value = 'pro';
  (document.querySelector('input[name="period"][value="annual"]') as HTMLInputElement).checked = true;
  submit();
  return document.querySelector('iframe') as HTMLIFrameElement;
}

function fromCheckout(data: unknown, frame: HTMLIFrameElement, origin = CHECKOUT, source: Window | null = frame.contentWindow): void {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

function status(): HTMLElement {
  return document.querySelector('[data-testid="integrator-status"]') as HTMLElement;
}

describe('integrator.js', () => {
  it('asks for a workspace id before opening anything', () => {
    submit();
    expect(document.querySelector('iframe')).toBeNull();
    expect(document.getElementById('workspace-error')).toBeVisible();
    expect(document.getElementById('workspace')).toHaveAttribute('aria-invalid', 'true');
  });

  it('frames the embeddable checkout of CHECKOUT_URL with the choice and its own origin', () => {
    const frame = openCheckout();
    expect(frame.title).toBe('Stepwise checkout');
    expect(frame.src).toBe(`${CHECKOUT}/embed/subscriptions/payment?workspace=42&plan=pro&period=annual&origin=${encodeURIComponent(window.location.origin)}`);
    expect(status()).toHaveTextContent('Opening the checkout…');
  });

  it('follows the checkout: ready, resize, status, success', () => {
    const frame = openCheckout();
    fromCheckout({ source: 'stepwise-checkout', version: 1, type: 'ready' }, frame);
    expect(status()).toHaveTextContent('Checkout loaded');
    fromCheckout({ source: 'stepwise-checkout', version: 1, type: 'resize', height: 912 }, frame);
    expect(frame.style.height).toBe('912px');
    fromCheckout({ source: 'stepwise-checkout', version: 1, type: 'status', status: 'pending', payment: 'pay-uuid' }, frame);
    expect(status()).toHaveTextContent('Payment pay-uuid: pending');
    fromCheckout({ source: 'stepwise-checkout', version: 1, type: 'success', payment: 'pay-uuid', subscription: 'sub-uuid' }, frame);
    expect(status()).toHaveTextContent('Payment complete: pay-uuid');
    expect(status()).toHaveAttribute('data-payment', 'pay-uuid');
  });

  it('shows a failure with its code', () => {
    const frame = openCheckout();
    fromCheckout({ source: 'stepwise-checkout', version: 1, type: 'failure', payment: null, code: 'insufficient_funds' }, frame);
    expect(status()).toHaveTextContent('Payment failed: insufficient_funds');
  });

  it('ignores messages from another origin, another window or of the wrong shape', () => {
    const frame = openCheckout();
    const success = { source: 'stepwise-checkout', version: 1, type: 'success', payment: 'p', subscription: 's' };
    fromCheckout(success, frame, 'https://evil.example.com');
    fromCheckout(success, frame, CHECKOUT, window);
    fromCheckout({ ...success, version: 2 }, frame);
    fromCheckout({ ...success, subscription: undefined }, frame);
    fromCheckout({ source: 'stepwise-checkout', version: 1, type: 'resize', height: 'tall' }, frame);
    fromCheckout({ source: 'stepwise-checkout', version: 1, type: 'status', status: 'hacked', payment: 'p' }, frame);
    expect(status()).toHaveTextContent('Opening the checkout…');
    expect(frame.style.height).toBe('');
  });
});
