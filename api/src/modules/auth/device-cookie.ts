import { randomBytes } from 'node:crypto';
import { hmacHex, safeEqual } from '../../platform/crypto/crypto.js';

/**
 * The device cookie (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): it names the
 * accounts this browser signed in to with their password. Each entry is signed with the app secret
 * over the device's random id, the account, when it was signed and the account's password hash, so
 * it cannot be made up, moved to another browser's cookie, or outlive a password change.
 * Value: `1.<device id>.<user id>-<signed at, s>-<tag>[.<entry>…]`, most recent first.
 */
export const DEVICE_COOKIE_NAME = 'sw_device';
/** Only the sign-in routes read it. */
export const DEVICE_COOKIE_PATH = '/api/auth';
/** An entry is trusted for a year after the sign-in that wrote it. */
export const DEVICE_TRUST_TTL_MS = 365 * 24 * 60 * 60 * 1000;
/** Accounts remembered per browser (a shared computer, a few colleagues); the least recent goes first. */
export const DEVICE_ACCOUNTS_MAX = 5;

const VERSION = '1';
const DEVICE_ID_PATTERN = /^[0-9a-f]{32}$/;
const ENTRY_PATTERN = /^([1-9][0-9]{0,9})-([0-9]{1,12})-([0-9a-f]{32})$/;

export interface DeviceEntry {
  userId: number;
  /** Seconds since the epoch. */
  signedAt: number;
  tag: string;
}

export interface DeviceCookie {
  deviceId: string;
  entries: DeviceEntry[];
}

export function newDeviceId(): string {
  return randomBytes(16).toString('hex');
}

/** The signature of one entry; any change of the password hash (a new password) changes it. */
export function entryTag(secret: string, deviceId: string, userId: number, signedAt: number, passwordHash: string): string {
  return hmacHex(secret, `device|${VERSION}|${deviceId}|${userId}|${signedAt}|${passwordHash}`).slice(0, 32);
}

/** The cookie's parts, or null when it is absent or not of this shape (its entries are not checked here). */
export function parseDeviceCookie(value: string | undefined): DeviceCookie | null {
  const [version, deviceId, ...rawEntries] = (value ?? '').split('.');
  if (version !== VERSION || !deviceId || !DEVICE_ID_PATTERN.test(deviceId)) return null;
  const entries = rawEntries.slice(0, DEVICE_ACCOUNTS_MAX).flatMap((raw) => {
    const parts = ENTRY_PATTERN.exec(raw);
    return parts ? [{ userId: Number(parts[1]), signedAt: Number(parts[2]), tag: parts[3] }] : [];
  });
  return { deviceId, entries };
}

export function serializeDeviceCookie({ deviceId, entries }: DeviceCookie): string {
  return [VERSION, deviceId, ...entries.map((entry) => `${entry.userId}-${entry.signedAt}-${entry.tag}`)].join('.');
}

/** The entry for `userId` when it is genuine for the account's current password and not older than the trust period. */
export function validEntry(secret: string, cookie: DeviceCookie, account: { id: number; passwordHash: string }, now: Date): DeviceEntry | null {
  const entry = cookie.entries.find((candidate) => candidate.userId === account.id);
  if (!entry) return null;
  const expected = entryTag(secret, cookie.deviceId, account.id, entry.signedAt, account.passwordHash);
  if (!safeEqual(entry.tag, expected)) return null;
  const age = now.getTime() - entry.signedAt * 1000;
  return age >= 0 && age <= DEVICE_TRUST_TTL_MS ? entry : null;
}

/** The cookie after a sign-in to `account`: its entry first and fresh, the others kept, at most DEVICE_ACCOUNTS_MAX. */
export function withSignIn(secret: string, cookie: DeviceCookie | null, account: { id: number; passwordHash: string }, now: Date): DeviceCookie {
  const deviceId = cookie?.deviceId ?? newDeviceId();
  const signedAt = Math.floor(now.getTime() / 1000);
  const entry = { userId: account.id, signedAt, tag: entryTag(secret, deviceId, account.id, signedAt, account.passwordHash) };
  const others = (cookie?.entries ?? []).filter((other) => other.userId !== account.id);
  return { deviceId, entries: [entry, ...others].slice(0, DEVICE_ACCOUNTS_MAX) };
}
