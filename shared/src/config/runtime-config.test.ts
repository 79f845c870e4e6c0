import { DEFAULT_SUPPORT_EMAIL, runtimeMeta, supportEmail } from './runtime-config';

afterEach(() => {
  document.head.querySelectorAll('meta[name^="stepwise:"]').forEach((meta) => meta.remove());
});

function setMeta(name: string, content: string) {
  const meta = document.createElement('meta');
  meta.name = name;
  meta.content = content;
  document.head.append(meta);
}

describe('runtimeMeta', () => {
  it('reads the trimmed content of a meta the shell server writes, or null', () => {
    setMeta('stepwise:workspace-url-template', ' https://{domain}.stepwise.app/ ');
    expect(runtimeMeta('stepwise:workspace-url-template')).toBe('https://{domain}.stepwise.app/');
    expect(runtimeMeta('stepwise:analytics')).toBeNull();
    setMeta('stepwise:analytics', '   ');
    expect(runtimeMeta('stepwise:analytics')).toBeNull();
  });
});

describe('supportEmail', () => {
  it('reads the address the shell server writes into the page', () => {
    setMeta('stepwise:support-email', 'help@stepwise.example');
    expect(supportEmail()).toBe('help@stepwise.example');
  });

  it('falls back to support@stepwise.app without the meta or with an empty one', () => {
    expect(supportEmail()).toBe(DEFAULT_SUPPORT_EMAIL);
    expect(DEFAULT_SUPPORT_EMAIL).toBe('support@stepwise.app');
    setMeta('stepwise:support-email', '  ');
    expect(supportEmail()).toBe('support@stepwise.app');
  });
});
