import { hash } from '@node-rs/argon2';
import { ARGON2_OPTIONS, argon2Hasher, type PasswordHasher } from '../../src/modules/auth/passwords.js';

/**
 * argon2id at the smallest cost argon2 accepts (8 KiB, one pass) instead of the production 19 MiB and
 * two passes: the same hash format and the same verify, without a tenth of a second of CPU per sign-up
 * and sign-in. Every test app gets one unless it asks for the production hasher
 * (test/auth/password-hashing.test.ts proves the production parameters).
 */
export function cheapPasswordHasher(): PasswordHasher {
  return {
    hash: (password) => hash(password, { ...ARGON2_OPTIONS, memoryCost: 8, timeCost: 1 }),
    verify: (passwordHash, password) => argon2Hasher.verify(passwordHash, password),
  };
}
