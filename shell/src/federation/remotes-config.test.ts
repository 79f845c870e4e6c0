import { fetchRemotesConfig, parseRemotesConfig, REMOTES_ELEMENT_ID } from './remotes-config';

describe('parseRemotesConfig', () => {
  const base = 'https://stepwise.example/pricing';

  it('makes relative manifest URLs absolute against the page', () => {
    expect(parseRemotesConfig({ mfe_auth: '/mfe/mfe_auth/mf-manifest.json' }, base)).toEqual({
      mfe_auth: 'https://stepwise.example/mfe/mfe_auth/mf-manifest.json',
    });
  });

  it('keeps absolute http(s) URLs of remotes deployed elsewhere', () => {
    expect(parseRemotesConfig({ mfe_billing: 'https://cdn.example/billing/v2/mf-manifest.json' }, base)).toEqual({
      mfe_billing: 'https://cdn.example/billing/v2/mf-manifest.json',
    });
  });

  it('drops unknown containers, non-strings and other protocols', () => {
    expect(parseRemotesConfig({ mfe_unknown: '/x.json', mfe_auth: 42, mfe_account: 'javascript:alert(1)' }, base)).toEqual({});
    expect(parseRemotesConfig(null, base)).toEqual({});
    expect(parseRemotesConfig('nope', base)).toEqual({});
  });
});

describe('fetchRemotesConfig', () => {
  afterEach(() => document.getElementById(REMOTES_ELEMENT_ID)?.remove());

  it('reads the list the server wrote into the document without a request', async () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      `<script type="application/json" id="${REMOTES_ELEMENT_ID}">{"mfe_auth":"/mfe/mfe_auth/mf-manifest.json"}</script>`,
    );
    const fetchImpl = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
    await expect(fetchRemotesConfig(fetchImpl)).resolves.toEqual({ mfe_auth: new URL('/mfe/mfe_auth/mf-manifest.json', window.location.href).href });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('asks for /remotes.json when the document has no list', async () => {
    const fetchImpl = jest
      .fn<Promise<Response>, Parameters<typeof fetch>>()
      .mockResolvedValue({ ok: true, json: async () => ({ mfe_auth: '/a/mf-manifest.json' }) } as Response);
    await expect(fetchRemotesConfig(fetchImpl)).resolves.toEqual({ mfe_auth: new URL('/a/mf-manifest.json', window.location.href).href });
    expect(fetchImpl).toHaveBeenCalledWith('/remotes.json', expect.anything());
  });
});
