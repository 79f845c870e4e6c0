/** @jest-environment node */
import { buildContentSecurityPolicy, toCspOrigin } from './content-security-policy';

function directives(policy: string): Record<string, string> {
  return Object.fromEntries(
    policy.split('; ').map((part) => {
      const [name, ...values] = part.split(' ');
      return [name, values.join(' ')];
    }),
  );
}

describe('buildContentSecurityPolicy', () => {
  it('is strict and same-origin by default', () => {
    expect(buildContentSecurityPolicy()).toBe(
      "default-src 'self'; script-src 'self'; connect-src 'self'; style-src 'self' 'unsafe-inline'; " +
        "img-src 'self' data: blob:; font-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
  });

  it('lets the page load scripts, manifests and assets of remotes deployed on other origins', () => {
    const policy = directives(buildContentSecurityPolicy({ remoteOrigins: ['https://cdn.example.com', 'http://localhost:4004', 'https://cdn.example.com'] }));
    expect(policy['script-src']).toBe("'self' http://localhost:4004 https://cdn.example.com");
    expect(policy['connect-src']).toBe("'self' http://localhost:4004 https://cdn.example.com");
    expect(policy['style-src']).toBe("'self' 'unsafe-inline' http://localhost:4004 https://cdn.example.com");
    expect(policy['img-src']).toBe("'self' data: blob: http://localhost:4004 https://cdn.example.com");
    expect(policy['font-src']).toBe("'self' http://localhost:4004 https://cdn.example.com");
    expect(policy['default-src']).toBe("'self'");
    expect(policy['frame-ancestors']).toBe("'none'");
  });

  it('adds connect and frame origins where asked', () => {
    const policy = directives(
      buildContentSecurityPolicy({ connectOrigins: ['https://api.payments.example'], frameOrigins: ['https://widget.payments.example'] }),
    );
    expect(policy['connect-src']).toBe("'self' https://api.payments.example");
    expect(policy['script-src']).toBe("'self'");
    expect(policy['frame-src']).toBe('https://widget.payments.example');
  });

  it('replaces frame-ancestors none by an allow-list for embeddable pages', () => {
    const policy = directives(buildContentSecurityPolicy({ frameAncestors: ['https://shop.example.org', 'https://partner.example.net:8443'] }));
    expect(policy['frame-ancestors']).toBe('https://partner.example.net:8443 https://shop.example.org');
  });

  it.each([
    'https://evil.example; script-src *',
    "'unsafe-eval'",
    '*',
    'https://*.example.com',
    'javascript:alert(1)',
    'https://cdn.example.com/path',
    'cdn.example.com',
    'https://cdn.example.com extra',
  ])('refuses %s, which is not a plain origin', (origin) => {
    expect(() => buildContentSecurityPolicy({ remoteOrigins: [origin] })).toThrow(/not an http\(s\) origin/);
    expect(() => buildContentSecurityPolicy({ frameAncestors: [origin] })).toThrow(/not an http\(s\) origin/);
  });

  it('normalises origins to lower case', () => {
    expect(toCspOrigin(' HTTPS://CDN.Example.COM ')).toBe('https://cdn.example.com');
    expect(toCspOrigin('http://[::1]:3004')).toBe('http://[::1]:3004');
  });
});
