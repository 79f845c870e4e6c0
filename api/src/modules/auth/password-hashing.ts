import fp from 'fastify-plugin';
import { argon2Hasher, createDummyPasswordHash, type PasswordHasher } from './passwords.js';

declare module 'fastify' {
  interface FastifyInstance {
    passwords: PasswordHasher;
    /** Checked instead of a real hash when an account is missing or has no password (see login). */
    dummyPasswordHash: string;
  }
}

export interface PasswordHashingOptions {
  /** Replaces argon2 (tests spy on it). */
  passwordHasher?: PasswordHasher;
}

/** The app's password hasher (`app.passwords`) and the hash a check of a missing password runs against. */
export default fp<PasswordHashingOptions>(
  async (app, { passwordHasher = argon2Hasher }) => {
    app.decorate('passwords', passwordHasher);
    app.decorate('dummyPasswordHash', await createDummyPasswordHash(passwordHasher));
  },
  { name: 'password-hashing' },
);
