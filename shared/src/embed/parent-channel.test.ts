import { embedAllowedOrigins, normalizeOrigin } from './embed-origins';
import { createCheckoutParentChannel } from './parent-channel';

function target() {
  return { postMessage: jest.fn() };
}

describe('createCheckoutParentChannel', () => {
  it('posts to the allowed parent origin, naming it as the target', () => {
    const parent = target();
    const channel = createCheckoutParentChannel({ allowedOrigins: ['https://partner.example'], parentOrigin: 'https://partner.example', target: parent });
    expect(channel.allowed).toBe(true);
    channel.post({ type: 'ready' });
    channel.post({ type: 'resize', height: 300 });
    expect(parent.postMessage.mock.calls).toEqual([
      [{ source: 'stepwise-checkout', version: 1, type: 'ready' }, 'https://partner.example'],
      [{ source: 'stepwise-checkout', version: 1, type: 'resize', height: 300 }, 'https://partner.example'],
    ]);
  });

  it.each([
    ['an origin not on the list', 'https://evil.example'],
    ['a look-alike host', 'https://partner.example.evil.example'],
    ['another scheme', 'http://partner.example'],
    ['another port', 'https://partner.example:8443'],
    ['no origin', null],
    ['a wildcard', '*'],
    ['"null"', 'null'],
    ['a javascript: address', 'javascript:alert(1)'],
  ])('refuses %s and posts nothing', (_name, parentOrigin) => {
    const parent = target();
    const channel = createCheckoutParentChannel({ allowedOrigins: ['https://partner.example'], parentOrigin, target: parent });
    expect(channel.allowed).toBe(false);
    expect(channel.targetOrigin).toBeNull();
    channel.post({ type: 'ready' });
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it('posts nothing when the allow-list is empty', () => {
    const parent = target();
    const channel = createCheckoutParentChannel({ allowedOrigins: [], parentOrigin: 'https://partner.example', target: parent });
    channel.post({ type: 'ready' });
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it('compares origins, not spellings', () => {
    const parent = target();
    const channel = createCheckoutParentChannel({
      allowedOrigins: ['https://Partner.example/'],
      parentOrigin: 'https://partner.example/checkout',
      target: parent,
    });
    channel.post({ type: 'ready' });
    expect(parent.postMessage).toHaveBeenCalledWith(expect.anything(), 'https://partner.example');
  });

  it('has nobody to post to outside a frame', () => {
    const channel = createCheckoutParentChannel({ allowedOrigins: ['https://partner.example'], parentOrigin: 'https://partner.example' });
    expect(() => channel.post({ type: 'ready' })).not.toThrow();
  });
});

describe('embedAllowedOrigins', () => {
  afterEach(() => document.querySelectorAll('meta[name="stepwise:embed-origins"]').forEach((meta) => meta.remove()));

  it('reads the comma-separated list the shell server writes, dropping what is not an origin', () => {
    const meta = document.createElement('meta');
    meta.name = 'stepwise:embed-origins';
    meta.content = ' https://a.example , https://b.example:8443,not an origin,';
    document.head.append(meta);
    expect(embedAllowedOrigins()).toEqual(['https://a.example', 'https://b.example:8443']);
  });

  it('is empty without the meta', () => {
    expect(embedAllowedOrigins()).toEqual([]);
    expect(normalizeOrigin('ftp://files.example')).toBeNull();
  });
});
