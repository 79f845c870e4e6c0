/**
 * The sign-in proof of work (docs/sign-in-limits.md): when an address has sent too many wrong
 * passwords, a browser that has not signed in to the account before sends its next attempt with a
 * solution of a server-issued challenge. A solution is any string of SOLUTION_PATTERN for which
 * SHA-256 of `proofOfWorkInput(token, solution)` (UTF-8) starts with `difficulty` zero bits.
 * The API checks it with node:crypto, the sign-in page finds it with crypto.subtle: one rule for both.
 */
export const PROOF_OF_WORK_ALGORITHM = 'sha256-leading-zero-bits';

/** A challenge the API issues: valid five minutes, once. */
export const PROOF_OF_WORK_TTL_MS = 5 * 60 * 1000;

/** The hardest challenge the API asks for; a client may refuse anything harder. */
export const PROOF_OF_WORK_MAX_DIFFICULTY = 20;

/** What a solution may be: a short string of lowercase letters and digits (a counter in base 36 will do). */
export const PROOF_OF_WORK_SOLUTION_PATTERN = '^[0-9a-z]{1,32}$';

/** The text whose SHA-256 must start with the challenge's zero bits. */
export function proofOfWorkInput(token: string, solution: string): string {
  return `${token}:${solution}`;
}

/** How many zero bits the digest starts with. */
export function leadingZeroBits(digest: Uint8Array): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

/** Whether a digest solves a challenge of `difficulty` bits. */
export function meetsDifficulty(digest: Uint8Array, difficulty: number): boolean {
  return leadingZeroBits(digest) >= difficulty;
}
