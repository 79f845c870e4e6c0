import { DEFAULT_SUPPORT_EMAIL, supportEmail } from './support-email';

afterEach(() => {
  document.head.querySelectorAll('meta[name="stepwise:support-email"]').forEach((meta) => meta.remove());
});

function setMeta(content: string) {
  const meta = document.createElement('meta');
  meta.name = 'stepwise:support-email';
  meta.content = content;
  document.head.append(meta);
}

describe('supportEmail', () => {
  it('reads the address the shell server writes into the page', () => {
    setMeta('help@stepwise.example');
    expect(supportEmail()).toBe('help@stepwise.example');
  });

  it('falls back to support@stepwise.app without the meta or with an empty one', () => {
    expect(supportEmail()).toBe(DEFAULT_SUPPORT_EMAIL);
    expect(DEFAULT_SUPPORT_EMAIL).toBe('support@stepwise.app');
    setMeta('  ');
    expect(supportEmail()).toBe('support@stepwise.app');
  });
});
