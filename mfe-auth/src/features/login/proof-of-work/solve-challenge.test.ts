/** @jest-environment node */
import { createHash, webcrypto } from 'node:crypto';
import { leadingZeroBits, PROOF_OF_WORK_ALGORITHM, proofOfWorkInput } from '@stepwise/contracts/rules';
import { ChallengeUnsolvable, solveChallenge } from './solve-challenge';

const challenge = {
  token: '1.0123456789abcdef0123456789abcdef.1700000000.10.fedcba9876543210fedcba9876543210',
  algorithm: PROOF_OF_WORK_ALGORITHM,
  difficulty: 10,
  expires_in: 300,
} as const;

describe('solveChallenge (crypto.subtle)', () => {
  it('finds a solution whose SHA-256, as the API computes it, starts with the asked zero bits', async () => {
    const { token, solution } = await solveChallenge(challenge, webcrypto.subtle as SubtleCrypto);
    expect(token).toBe(challenge.token);
    expect(solution).toMatch(/^[0-9a-z]{1,32}$/);
    const digest = createHash('sha256').update(proofOfWorkInput(token, solution)).digest();
    expect(leadingZeroBits(digest)).toBeGreaterThanOrEqual(10);
  });

  it('refuses what it cannot do: no crypto.subtle (plain http), an unknown algorithm, more work than the contract allows', async () => {
    await expect(solveChallenge(challenge, null)).rejects.toBeInstanceOf(ChallengeUnsolvable);
    await expect(solveChallenge({ ...challenge, algorithm: 'md5' as typeof PROOF_OF_WORK_ALGORITHM }, webcrypto.subtle as SubtleCrypto)).rejects.toThrow(
      /unknown algorithm/,
    );
    await expect(solveChallenge({ ...challenge, difficulty: 64 }, webcrypto.subtle as SubtleCrypto)).rejects.toThrow(/difficulty 64/);
  });
});
