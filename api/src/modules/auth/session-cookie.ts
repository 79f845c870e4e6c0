import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS_TOKEN_TTL_MS } from '@stepwise/contracts';

/**
 * The access token's cookie (spec §9: `sw_token`, 30 days). Only the shell server reads it, to render
 * the first page of a visitor with a session; the API itself never accepts it as authentication (the
 * Bearer header only), so it carries no cross-site request risk. Scripts cannot read it (HttpOnly).
 */
export const SESSION_COOKIE_NAME = 'sw_token';

/** What every cookie of the API is: out of scripts' reach, not sent cross-site, Secure once the product is on https. */
export function protectedCookieOptions(request: FastifyRequest, publicUrl: string) {
  const secure = request.protocol === 'https' || publicUrl.startsWith('https://');
  return { httpOnly: true, sameSite: 'lax' as const, secure };
}

function cookieOptions(request: FastifyRequest, publicUrl: string) {
  return { path: '/', ...protectedCookieOptions(request, publicUrl) };
}

/** Sets the cookie to the token an auth response hands out. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, publicUrl: string): void {
  reply.setCookie(SESSION_COOKIE_NAME, token, { ...cookieOptions(request, publicUrl), maxAge: ACCESS_TOKEN_TTL_MS / 1000 });
}

/** Removes the cookie (sign-out). */
export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply, publicUrl: string): void {
  reply.clearCookie(SESSION_COOKIE_NAME, cookieOptions(request, publicUrl));
}
