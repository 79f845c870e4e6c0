import { createHash, randomBytes } from 'node:crypto';
import {
  meetsDifficulty,
  PROOF_OF_WORK_MAX_DIFFICULTY,
  PROOF_OF_WORK_TTL_MS,
  proofOfWorkInput,
  type ProofOfWorkRejection,
  type ProofOfWorkSolution,
} from '@stepwise/contracts';
import { hmacHex, safeEqual } from '../../platform/crypto/crypto.js';

/**
 * The challenge tokens of the sign-in proof of work: `1.<nonce>.<issued at, s>.<difficulty>.<mac>`,
 * signed with the app secret for one client address, so the API keeps nothing until one is used.
 */
const VERSION = '1';
const TOKEN_PATTERN = /^1\.([0-9a-f]{32})\.([0-9]{1,12})\.([0-9]{1,2})\.([0-9a-f]{32})$/;

/** At the per-address limit a browser does about 2^14 hashes (well under a second); each further limit's worth of failures doubles it. */
export const BASE_DIFFICULTY = 14;
export const DIFFICULTY_CAP = 18;

/** Zero bits asked of an address with `failures` wrong passwords in the window, where `limit` starts the challenges. */
export function difficultyFor(failures: number, limit: number): number {
  const beyond = Math.floor((failures - limit) / Math.max(1, limit));
  return Math.min(DIFFICULTY_CAP, BASE_DIFFICULTY + Math.max(0, beyond));
}

function mac(secret: string, nonce: string, issuedAt: string, difficulty: string, address: string): string {
  return hmacHex(secret, `proof-of-work|${VERSION}|${nonce}|${issuedAt}|${difficulty}|${address}`).slice(0, 32);
}

export interface IssuedChallenge {
  token: string;
  difficulty: number;
  expiresInSeconds: number;
}

export function issueChallenge(secret: string, address: string, difficulty: number, now: Date): IssuedChallenge {
  const nonce = randomBytes(16).toString('hex');
  const issuedAt = String(Math.floor(now.getTime() / 1000));
  const bits = String(Math.min(difficulty, PROOF_OF_WORK_MAX_DIFFICULTY));
  return {
    token: [VERSION, nonce, issuedAt, bits, mac(secret, nonce, issuedAt, bits, address)].join('.'),
    difficulty: Number(bits),
    expiresInSeconds: PROOF_OF_WORK_TTL_MS / 1000,
  };
}

export type ProofCheck = { valid: true; nonce: string } | { valid: false; reason: ProofOfWorkRejection };

/** Whether `proof` solves a challenge this API issued to `address` that has not expired (single use is the caller's). */
export function checkProof(secret: string, address: string, proof: ProofOfWorkSolution, now: Date): ProofCheck {
  const parts = TOKEN_PATTERN.exec(proof.token);
  if (!parts) return { valid: false, reason: 'wrong' };
  const [, nonce, issuedAt, difficulty, signature] = parts;
  if (!safeEqual(signature, mac(secret, nonce, issuedAt, difficulty, address))) return { valid: false, reason: 'wrong' };
  if (now.getTime() - Number(issuedAt) * 1000 > PROOF_OF_WORK_TTL_MS) return { valid: false, reason: 'expired' };
  const digest = createHash('sha256').update(proofOfWorkInput(proof.token, proof.solution)).digest();
  if (!meetsDifficulty(digest, Number(difficulty))) return { valid: false, reason: 'wrong' };
  return { valid: true, nonce };
}
