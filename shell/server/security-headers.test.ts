/** @jest-environment node */
import { buildContentSecurityPolicy } from './content-security-policy';
import { documentSecurityHeaders } from './security-headers';

describe('documentSecurityHeaders', () => {
  it('forbids framing twice (CSP and X-Frame-Options) for an ordinary page', () => {
    expect(documentSecurityHeaders(buildContentSecurityPolicy())).toEqual({
      'content-security-policy': buildContentSecurityPolicy(),
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-content-type-options': 'nosniff',
    });
  });

  it('leaves X-Frame-Options out for a page embeddable by an allow-list', () => {
    const headers = documentSecurityHeaders(buildContentSecurityPolicy({ frameAncestors: ['https://shop.example.org'] }));
    expect(headers['x-frame-options']).toBeUndefined();
    expect(headers['content-security-policy']).toContain('frame-ancestors https://shop.example.org');
  });
});
