import type { FastifyReply } from 'fastify';

export interface PagePolicy {
  /** Who may frame the page: `'none'` or a source list. */
  frameAncestors: string;
  /** Where forms may post and redirect after posting, besides 'self'. */
  formActions?: readonly string[];
  /** Frames the page may contain. */
  frameSources?: readonly string[];
}

/** A strict CSP: same-origin scripts, styles and requests only, nothing inline, no eval. */
export function contentSecurityPolicy(policy: PagePolicy): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "base-uri 'none'",
    `form-action ${["'self'", ...(policy.formActions ?? [])].join(' ')}`,
    `frame-ancestors ${policy.frameAncestors}`,
    ...(policy.frameSources && policy.frameSources.length > 0 ? [`frame-src ${policy.frameSources.join(' ')}`] : []),
  ].join('; ');
}

export function sendPage(reply: FastifyReply, status: number, html: string, policy: PagePolicy): FastifyReply {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', contentSecurityPolicy(policy))
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'strict-origin-when-cross-origin')
    .send(html);
}
