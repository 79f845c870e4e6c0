/**
 * Security headers of HTML documents sent from the public origin.
 */
import type { FastifyInstance } from 'fastify';
import { buildContentSecurityPolicy } from './content-security-policy';

/**
 * Headers for an HTML document with the given policy. `X-Frame-Options: DENY` accompanies
 * `frame-ancestors 'none'` for browsers that ignore the CSP directive; a page that may be framed
 * (an embed route with an allow-list) gets no X-Frame-Options, which cannot express a list.
 */
export function documentSecurityHeaders(contentSecurityPolicy: string): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': contentSecurityPolicy,
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
  };
  if (/(?:^|;\s*)frame-ancestors 'none'(?:;|$)/.test(contentSecurityPolicy)) headers['x-frame-options'] = 'DENY';
  return headers;
}

/**
 * Safety net: any HTML response of `app` that was not given a policy by the document renderer (a
 * remote's standalone page reached through /mfe/…, an error page) gets the strictest default.
 */
export function protectUnmarkedHtml(app: FastifyInstance): void {
  const fallback = documentSecurityHeaders(buildContentSecurityPolicy());
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && /^text\/html\b/i.test(type) && !reply.hasHeader('content-security-policy')) {
      reply.headers(fallback);
    }
    return payload;
  });
}
