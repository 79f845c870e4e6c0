import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { User } from '../users/index.js';
import { rateLimited } from '../../errors/app-error.js';
import { signInPausedMail } from '../../platform/mail/templates/index.js';
import { failureCounter, windowTally } from '../../rate-limits.js';

/**
 * Wrong passwords, wherever a password is checked (sign-in, the profile's current password). Failures
 * are counted per (account email, client IP) and per client IP, never per account alone: whoever
 * guesses is paused, and the account's owner, from any other address, still signs in. The per-IP
 * count refuses nothing by itself: past its limit, sign-in from a browser new to the account asks for
 * a proof of work (sign-in-challenge.ts), so one office's typos never lock the office out.
 */
export interface PasswordAttempts {
  /** 429 rate_limited (with Retry-After) when this client may not try a password for `email` now. */
  assertAllowed(request: FastifyRequest, email: string): Promise<void>;
  /**
   * Counts a wrong password for `email` (normalized). When it pauses this client for an existing
   * account, the owner is told by email, once per pause window.
   */
  recordFailure(request: FastifyRequest, email: string, owner: User | undefined): Promise<void>;
  /** Wrong passwords sent from this client's address in the current window, over all accounts. */
  addressFailures(request: FastifyRequest): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    passwordAttempts: PasswordAttempts;
  }
}

export default fp(
  async (app) => {
    const perEmailAndIpLimit = app.config.rateLimits.passwordFailuresPerEmailAndIp;
    const perEmailAndIp = failureCounter(app, 'password-failures', perEmailAndIpLimit);
    const perIp = windowTally(app, 'password-failures-ip', app.config.rateLimits.passwordFailuresPerIp.timeWindowMs);
    // One notice per account and pause window, however many addresses get paused meanwhile.
    const notices = failureCounter(app, 'password-paused-notice', { max: 1, timeWindowMs: perEmailAndIpLimit.timeWindowMs });
    const pairKey = (request: FastifyRequest, email: string) => `${email}|${request.ip}`;

    function notifyOwner(request: FastifyRequest, email: string, owner: User): void {
      // After the answer: the attacker must not learn from the timing that the account exists.
      setImmediate(() => {
        const minutes = Math.ceil(perEmailAndIpLimit.timeWindowMs / 60_000);
        notices
          .add(request, email)
          .then(async (count) => {
            const ownerNotified = count === 1;
            if (ownerNotified) {
              await app.mailer.enqueue(app.db, signInPausedMail, {
                to: owner.email,
                lang: owner.lang,
                data: { firstName: owner.firstName, ip: request.ip, minutes },
              });
            }
            request.log.info({ userId: owner.id, ip: request.ip, ownerNotified }, 'sign-in paused for an address after wrong passwords');
          })
          .catch((error: unknown) => request.log.error({ err: error, userId: owner.id }, 'sign-in paused email failed'));
      });
    }

    app.decorate<PasswordAttempts>('passwordAttempts', {
      async assertAllowed(request, email) {
        const seconds = await perEmailAndIp.retryAfter(request, pairKey(request, email));
        if (seconds > 0) throw rateLimited(seconds);
      },
      async recordFailure(request, email, owner) {
        const [failures] = await Promise.all([perEmailAndIp.add(request, pairKey(request, email)), perIp.add(request, request.ip)]);
        if (owner && failures >= perEmailAndIpLimit.max) notifyOwner(request, email, owner);
      },
      addressFailures: (request) => perIp.count(request, request.ip),
    });
  },
  { name: 'password-attempts', dependencies: ['rate-limit', 'mailer'] },
);
