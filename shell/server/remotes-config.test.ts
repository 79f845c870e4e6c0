/** @jest-environment node */
import { parseRemotesConfig, remoteOrigins, validateRemotesConfig } from './remotes-config';

const proxiedContainers = ['mfe_marketing', 'mfe_auth', 'mfe_account', 'mfe_billing'];
const standard = {
  mfe_marketing: '/mfe/mfe_marketing/mf-manifest.json',
  mfe_auth: '/mfe/mfe_auth/mf-manifest.json',
  mfe_account: '/mfe/mfe_account/mf-manifest.json',
  mfe_billing: '/mfe/mfe_billing/mf-manifest.json',
};

function errorsOf(value: unknown): string[] {
  const result = validateRemotesConfig(value, { proxiedContainers });
  if (result.ok) throw new Error('expected the configuration to be rejected');
  return result.errors;
}

describe('validateRemotesConfig', () => {
  it('accepts the default file', () => {
    expect(validateRemotesConfig(standard, { proxiedContainers })).toEqual({ ok: true, remotes: standard });
  });

  it('accepts absolute http(s) URLs of remotes deployed elsewhere, and versioned paths', () => {
    const value = {
      ...standard,
      mfe_auth: 'https://cdn.example.com/auth/2026.11.2/mf-manifest.json',
      mfe_billing: 'http://localhost:4004/mf-manifest.json?v=7',
      mfe_account: '/mfe/mfe_account/v2/mf-manifest.json',
    };
    expect(validateRemotesConfig(value, { proxiedContainers })).toEqual({ ok: true, remotes: value });
  });

  it.each([null, [], 'x', 42, true])('rejects %p, which is not an object', (value) => {
    expect(errorsOf(value)).toEqual(['must be a JSON object mapping container names to manifest URLs']);
  });

  it.each(['mfe-auth', '1mfe', 'mfe auth', '', 'mfe.auth'])('rejects the container name %p', (name) => {
    expect(errorsOf({ [name]: '/mfe/mfe_auth/mf-manifest.json' })[0]).toMatch(/must be a JavaScript identifier/);
  });

  it.each([
    ['', /is empty/],
    ['mf-manifest.json', /neither a path starting with \/ nor an absolute URL/],
    ['//cdn.example.com/mf-manifest.json', /protocol-relative/],
    ['javascript:alert(1)', /uses javascript:/],
    ['ftp://cdn.example.com/mf-manifest.json', /uses ftp:/],
    ['data:application/json,{}', /uses data:/],
    ['https://user:secret@cdn.example.com/mf-manifest.json', /contains credentials/],
    ['/mfe/mfe_auth/../../api/mf-manifest.json', /not a normalised path/],
    ['/mfe/mfe_auth/%2e%2e/x.json', /not a normalised path/],
    ['/mfe/mfe_auth/mf manifest.json', /whitespace/],
    ['https://cdn.example.com/"onload="x', /quotes/],
    ['/mfe/mfe_unknown/mf-manifest.json', /does not proxy/],
    ['x'.repeat(3000), /longer than 2048/],
  ])('rejects the URL %p', (url, problem) => {
    expect(errorsOf({ mfe_auth: url })).toEqual([expect.stringMatching(problem)]);
  });

  it('rejects a URL that is not a string', () => {
    expect(errorsOf({ mfe_auth: { url: '/x' } })).toEqual(['"mfe_auth": the manifest URL must be a string']);
  });

  it('reports every problem, each naming its entry', () => {
    const errors = errorsOf({ mfe_auth: 'javascript:x', 'bad-name': '/x.json', mfe_billing: 5 });
    expect(errors).toHaveLength(3);
    expect(errors.join('\n')).toMatch(/"mfe_auth"/);
    expect(errors.join('\n')).toMatch(/"bad-name"/);
    expect(errors.join('\n')).toMatch(/"mfe_billing"/);
  });

  it('allows any relative path when no proxied containers are given', () => {
    expect(validateRemotesConfig({ mfe_new: '/mfe/mfe_new/mf-manifest.json' }).ok).toBe(true);
  });
});

describe('parseRemotesConfig', () => {
  it('parses valid JSON', () => {
    expect(parseRemotesConfig(JSON.stringify(standard), { proxiedContainers })).toEqual({ ok: true, remotes: standard });
  });

  it('reports invalid JSON', () => {
    const result = parseRemotesConfig('{"mfe_auth": ', { proxiedContainers });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors[0]).toMatch(/is not valid JSON/);
  });
});

describe('remoteOrigins', () => {
  it('lists the distinct origins of absolute URLs only', () => {
    expect(
      remoteOrigins({
        mfe_marketing: '/mfe/mfe_marketing/mf-manifest.json',
        mfe_auth: 'https://cdn.example.com/auth/mf-manifest.json',
        mfe_account: 'https://cdn.example.com/account/mf-manifest.json',
        mfe_billing: 'http://localhost:4004/mf-manifest.json',
      }),
    ).toEqual(['http://localhost:4004', 'https://cdn.example.com']);
  });
});
