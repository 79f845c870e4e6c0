import type { ProofOfWorkChallenge, ProofOfWorkSolution } from '@stepwise/contracts';

/** The solver loads only when a challenge comes: most sign-ins never need it. Null when it cannot solve here. */
export async function solveLazily(challenge: ProofOfWorkChallenge): Promise<ProofOfWorkSolution | null> {
  try {
    const { solveChallenge } = await import('./solve-challenge');
    return await solveChallenge(challenge);
  } catch (error) {
    console.warn('[mfe-auth] the sign-in challenge was not solved', error);
    return null;
  }
}
