import { parseRemotesConfig } from './remotes-config';

describe('parseRemotesConfig', () => {
  const base = 'https://stepwise.example/pricing';

  it('makes relative manifest URLs absolute against the page', () => {
    expect(parseRemotesConfig({ mfe_auth: '/mfe/mfe_auth/mf-manifest.json' }, base)).toEqual({ mfe_auth: 'https://stepwise.example/mfe/mfe_auth/mf-manifest.json' });
  });

  it('keeps absolute http(s) URLs of remotes deployed elsewhere', () => {
    expect(parseRemotesConfig({ mfe_billing: 'https://cdn.example/billing/v2/mf-manifest.json' }, base)).toEqual({ mfe_billing: 'https://cdn.example/billing/v2/mf-manifest.json' });
  });

  it('drops unknown containers, non-strings and other protocols', () => {
    expect(parseRemotesConfig({ mfe_unknown: '/x.json', mfe_auth: 42, mfe_account: 'javascript:alert(1)' }, base)).toEqual({});
    expect(parseRemotesConfig(null, base)).toEqual({});
    expect(parseRemotesConfig('nope', base)).toEqual({});
  });
});
