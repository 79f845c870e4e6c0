import type { ProofOfWorkChallenge, ProofOfWorkSolution } from '@stepwise/contracts';
import { meetsDifficulty, PROOF_OF_WORK_ALGORITHM, PROOF_OF_WORK_MAX_DIFFICULTY, proofOfWorkInput } from '@stepwise/contracts/rules';

/** Digests asked of crypto.subtle at once: enough to keep it busy, few enough to let the page breathe between batches. */
const BATCH = 256;

/** Thrown when this browser cannot solve the challenge (no crypto.subtle outside https, an unknown or too hard challenge). */
export class ChallengeUnsolvable extends Error {
  constructor(reason: string) {
    super(`The sign-in challenge cannot be solved here: ${reason}`);
    this.name = 'ChallengeUnsolvable';
  }
}

/**
 * Finds a solution of the API's sign-in challenge (the rule is in the contracts: auth/proof-of-work.ts),
 * counting up in base 36. crypto.subtle hashes off the main thread, and every batch is awaited, so the
 * page stays responsive while it works (well under a second for the first challenges an address gets).
 */
export async function solveChallenge(
  challenge: ProofOfWorkChallenge,
  subtle: SubtleCrypto | null = globalThis.crypto?.subtle ?? null,
): Promise<ProofOfWorkSolution> {
  if (!subtle) throw new ChallengeUnsolvable('crypto.subtle is not available (the page is not served over https)');
  if (challenge.algorithm !== PROOF_OF_WORK_ALGORITHM) throw new ChallengeUnsolvable(`unknown algorithm ${challenge.algorithm}`);
  if (challenge.difficulty > PROOF_OF_WORK_MAX_DIFFICULTY)
    throw new ChallengeUnsolvable(`difficulty ${challenge.difficulty} is above ${PROOF_OF_WORK_MAX_DIFFICULTY}`);
  const encoder = new TextEncoder();
  for (let start = 0; ; start += BATCH) {
    const solutions = Array.from({ length: BATCH }, (_, index) => (start + index).toString(36));
    const digests = await Promise.all(solutions.map((solution) => subtle.digest('SHA-256', encoder.encode(proofOfWorkInput(challenge.token, solution)))));
    const found = digests.findIndex((digest) => meetsDifficulty(new Uint8Array(digest), challenge.difficulty));
    if (found >= 0) return { token: challenge.token, solution: solutions[found]! };
  }
}
