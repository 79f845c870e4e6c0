import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { User } from '../users/index.js';
import { failureCounter } from '../../rate-limits.js';
import {
  DEVICE_COOKIE_NAME,
  DEVICE_COOKIE_PATH,
  DEVICE_TRUST_TTL_MS,
  parseDeviceCookie,
  serializeDeviceCookie,
  validEntry,
  withSignIn,
} from './device-cookie.js';
import { protectedCookieOptions } from './session-cookie.js';

/** A browser that signed in to the account before, with the password the account has now. */
export interface TrustedDevice {
  /** Keys the device's own wrong passwords for this account, since the sign-in that wrote its entry. */
  key: string;
  userId: number;
}

/**
 * Browsers that signed in to an account before (device-cookie.ts). Such a browser is not held back
 * by other people's wrong passwords from its address; its own wrong passwords for the account are
 * limited per device, and past that limit it is treated as any other browser until the window ends.
 */
export interface TrustedDevices {
  /** This request's device, when it is trusted for `user` now; null otherwise. */
  recognise(request: FastifyRequest, user: User | undefined): Promise<TrustedDevice | null>;
  /** Counts a wrong password from a trusted device. */
  recordFailure(request: FastifyRequest, device: TrustedDevice): Promise<void>;
  /** Marks this browser as signed in to `user` with its password (sets the cookie). */
  remember(request: FastifyRequest, reply: FastifyReply, user: User): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    trustedDevices: TrustedDevices;
  }
}

export default fp(
  async (app) => {
    const secret = app.config.appSecret;
    const perDevice = failureCounter(app, 'password-failures-device', app.config.rateLimits.passwordFailuresPerDevice);
    const cookieOf = (request: FastifyRequest) => parseDeviceCookie(request.cookies[DEVICE_COOKIE_NAME]);

    app.decorate<TrustedDevices>('trustedDevices', {
      async recognise(request, user) {
        const cookie = cookieOf(request);
        if (!cookie || !user?.passwordHash) return null;
        const entry = validEntry(secret, cookie, { id: user.id, passwordHash: user.passwordHash }, app.clock.now());
        if (!entry) return null;
        const device = { key: `${cookie.deviceId}|${user.id}|${entry.signedAt}`, userId: user.id };
        return (await perDevice.retryAfter(request, device.key)) > 0 ? null : device;
      },
      async recordFailure(request, device) {
        const failures = await perDevice.add(request, device.key);
        if (failures >= app.config.rateLimits.passwordFailuresPerDevice.max) {
          request.log.info({ userId: device.userId }, 'a device is no longer trusted for an account after its wrong passwords');
        }
      },
      remember(request, reply, user) {
        if (!user.passwordHash) return;
        const cookie = withSignIn(secret, cookieOf(request), { id: user.id, passwordHash: user.passwordHash }, app.clock.now());
        reply.setCookie(DEVICE_COOKIE_NAME, serializeDeviceCookie(cookie), {
          ...protectedCookieOptions(request, app.config.publicUrl),
          path: DEVICE_COOKIE_PATH,
          maxAge: DEVICE_TRUST_TTL_MS / 1000,
        });
      },
    });
  },
  { name: 'trusted-devices', dependencies: ['rate-limit'] },
);
