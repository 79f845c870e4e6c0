import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { randomToken } from '../../platform/crypto/crypto.js';

/** OWASP's argon2id recommendation: 19 MiB of memory, 2 passes, 1 lane. */
export const ARGON2_OPTIONS = {
  // `Algorithm` is an ambient const enum, which isolatedModules cannot read: 2 is Argon2id.
  algorithm: 2 as Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password and for a hash that is not a valid argon2 string. */
  verify(passwordHash: string, password: string): Promise<boolean>;
}

export const argon2Hasher: PasswordHasher = {
  hash: (password) => hash(password, ARGON2_OPTIONS),
  verify: async (passwordHash, password) => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  },
};

/**
 * A hash of a random password nobody knows. Checking a password against it when the account does not
 * exist (or has no password) costs as much as a real check, so response times do not reveal accounts.
 */
export function createDummyPasswordHash(hasher: PasswordHasher): Promise<string> {
  return hasher.hash(randomToken());
}
