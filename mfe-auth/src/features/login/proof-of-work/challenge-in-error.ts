import type { ProofOfWorkChallenge } from '@stepwise/contracts';

/** The challenge of a `429 proof_of_work_required` answer to sign-in (RTK Query's error, before toApiError drops it). */
export function challengeInError(error: unknown): ProofOfWorkChallenge | null {
  if (typeof error !== 'object' || error === null) return null;
  const data = (error as { data?: unknown }).data;
  if (typeof data !== 'object' || data === null || (data as { code?: unknown }).code !== 'proof_of_work_required') return null;
  const challenge = (data as { proof_of_work?: Partial<ProofOfWorkChallenge> }).proof_of_work;
  if (typeof challenge?.token !== 'string' || typeof challenge.difficulty !== 'number' || typeof challenge.algorithm !== 'string') return null;
  return challenge as ProofOfWorkChallenge;
}
