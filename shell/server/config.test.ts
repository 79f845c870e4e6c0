/** @jest-environment node */
import { loadShellConfig } from './config';

const defaults = { appDir: '/srv/stepwise/shell' };

describe('loadShellConfig', () => {
  it('has local defaults for everything', () => {
    expect(loadShellConfig({}, defaults)).toMatchObject({
      port: 8080,
      host: 'localhost',
      apiUrl: 'http://127.0.0.1:3000',
      remoteUpstreams: {
        mfe_marketing: 'http://127.0.0.1:3001',
        mfe_auth: 'http://127.0.0.1:3002',
        mfe_account: 'http://127.0.0.1:3003',
        mfe_billing: 'http://127.0.0.1:3004',
      },
      remotesFile: '/srv/stepwise/shell/config/remotes.json',
      shellDist: '/srv/stepwise/shell/dist',
      supportEmail: 'support@stepwise.app',
      trustProxy: false,
      logger: { level: 'info' },
    });
  });

  it('reads every variable', () => {
    const config = loadShellConfig(
      {
        PORT: '80',
        HOST: '0.0.0.0',
        API_URL: 'http://api:3000/',
        API_SOURCE_ADDRESS: '127.0.0.2',
        MFE_MARKETING_URL: 'http://mfe-marketing:3001',
        MFE_AUTH_URL: 'https://cdn.example.com/auth/',
        MFE_ACCOUNT_URL: 'http://mfe-account:3003',
        MFE_BILLING_URL: 'http://mfe-billing:3004',
        REMOTES_FILE: '/etc/stepwise/remotes.json',
        SHELL_DIST: '/srv/shell-dist',
        SUPPORT_EMAIL: 'help@stepwise.example',
        TRUST_PROXY: 'true',
        LOG_LEVEL: 'warn',
      },
      defaults,
    );
    expect(config).toMatchObject({
      port: 80,
      host: '0.0.0.0',
      apiUrl: 'http://api:3000',
      apiSourceAddress: '127.0.0.2',
      remoteUpstreams: { mfe_auth: 'https://cdn.example.com/auth', mfe_billing: 'http://mfe-billing:3004' },
      remotesFile: '/etc/stepwise/remotes.json',
      shellDist: '/srv/shell-dist',
      supportEmail: 'help@stepwise.example',
      trustProxy: true,
      logger: { level: 'warn' },
    });
  });

  it.each([
    ['1', true],
    ['false', false],
    ['10.0.0.0/8, 127.0.0.1', '10.0.0.0/8,127.0.0.1'],
    ['loopback,fd00::/8', 'loopback,fd00::/8'],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadShellConfig({ TRUST_PROXY: value }, defaults).trustProxy).toEqual(expected);
  });

  it('reads the payment widget and the integrator origins allowed to embed the checkout', () => {
    expect(loadShellConfig({}, defaults)).toMatchObject({ paymentWidgetUrl: 'http://localhost:3010/widget.js', embedAllowedOrigins: [] });
    const config = loadShellConfig(
      {
        PAYMENT_WIDGET_URL: 'https://widget.cloudpayments.ru/bundles/cloudpayments.js',
        EMBED_ALLOWED_ORIGINS: 'https://crm.example.org, http://localhost:3011',
      },
      defaults,
    );
    expect(config.paymentWidgetUrl).toBe('https://widget.cloudpayments.ru/bundles/cloudpayments.js');
    expect(config.embedAllowedOrigins).toEqual(['https://crm.example.org', 'http://localhost:3011']);
  });

  it.each(['https://crm.example.org/checkout', '*', "https://a.example 'unsafe-inline'"])('refuses EMBED_ALLOWED_ORIGINS=%s', (value) => {
    expect(() => loadShellConfig({ EMBED_ALLOWED_ORIGINS: value }, defaults)).toThrow(/EMBED_ALLOWED_ORIGINS/);
  });

  it("reads the API's body limit (1 MiB by default, the API's own) and refuses anything but a byte count", () => {
    expect(loadShellConfig({}, defaults).apiBodyLimit).toBe(1024 * 1024);
    expect(loadShellConfig({ API_BODY_LIMIT: '2097152' }, defaults).apiBodyLimit).toBe(2097152);
    for (const value of ['0', '-1', '1.5', '1mb']) {
      expect(() => loadShellConfig({ API_BODY_LIMIT: value }, defaults)).toThrow(/API_BODY_LIMIT/);
    }
  });

  it('resolves relative paths from the working directory', () => {
    expect(loadShellConfig({ REMOTES_FILE: 'remotes.json' }, defaults).remotesFile).toBe(`${process.cwd()}/remotes.json`);
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT must be a TCP port/],
    [{ API_URL: 'api:3000' }, /API_URL must be an absolute http\(s\) URL|API_URL must be an http\(s\) URL/],
    [{ MFE_AUTH_URL: 'ftp://x' }, /MFE_AUTH_URL must be an http\(s\) URL/],
    [{ API_URL: 'http://api:3000/?x=1' }, /must not have a query/],
    [{ SUPPORT_EMAIL: 'nobody' }, /SUPPORT_EMAIL/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ TRUST_PROXY: 'everyone' }, /TRUST_PROXY/],
    [{ API_SOURCE_ADDRESS: 'localhost' }, /API_SOURCE_ADDRESS must be an IP address/],
  ])('rejects %p', (env, message) => {
    expect(() => loadShellConfig(env, defaults)).toThrow(message);
  });
});
