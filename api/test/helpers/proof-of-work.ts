import { createHash } from 'node:crypto';
import { meetsDifficulty, proofOfWorkInput, type ProofOfWorkChallenge, type ProofOfWorkSolution } from '@stepwise/contracts';

/** Finds a solution the way the sign-in page does (counting up in base 36), with node:crypto. */
export function solveChallenge(challenge: Pick<ProofOfWorkChallenge, 'token' | 'difficulty'>): ProofOfWorkSolution {
  for (let counter = 0; ; counter += 1) {
    const solution = counter.toString(36);
    const digest = createHash('sha256').update(proofOfWorkInput(challenge.token, solution)).digest();
    if (meetsDifficulty(digest, challenge.difficulty)) return { token: challenge.token, solution };
  }
}

/** A solution that does not meet the challenge's difficulty. */
export function wrongSolution(challenge: Pick<ProofOfWorkChallenge, 'token' | 'difficulty'>): ProofOfWorkSolution {
  for (let counter = 0; ; counter += 1) {
    const solution = counter.toString(36);
    const digest = createHash('sha256').update(proofOfWorkInput(challenge.token, solution)).digest();
    if (!meetsDifficulty(digest, challenge.difficulty)) return { token: challenge.token, solution };
  }
}
