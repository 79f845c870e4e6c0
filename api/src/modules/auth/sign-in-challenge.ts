import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { PROOF_OF_WORK_ALGORITHM, PROOF_OF_WORK_TTL_MS, type ProofOfWorkRejection, type ProofOfWorkSolution } from '@stepwise/contracts';
import { AppError } from '../../errors/app-error.js';
import { windowTally } from '../../rate-limits.js';
import { checkProof, difficultyFor, issueChallenge } from './proof-of-work-challenge.js';

/**
 * Past the per-address limit of wrong passwords, a sign-in from a browser that has not signed in to
 * the account before must carry a solved challenge. The right password is never refused for the
 * address: it costs the visitor a moment of hashing, and costs a guesser that much for every guess.
 */
export interface SignInChallenge {
  /** Returns when this address needs no proof or `proof` is a fresh, unused solution; else 429 proof_of_work_required. */
  assertSolved(request: FastifyRequest, proof: ProofOfWorkSolution | undefined): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    signInChallenge: SignInChallenge;
  }
}

export default fp(
  async (app) => {
    const limit = app.config.rateLimits.passwordFailuresPerIp.max;
    const usedProofs = windowTally(app, 'proof-of-work-used', PROOF_OF_WORK_TTL_MS);

    function challengeRequired(request: FastifyRequest, failures: number, rejected: ProofOfWorkRejection | undefined): AppError {
      const challenge = issueChallenge(app.config.appSecret, request.ip, difficultyFor(failures, limit), app.clock.now());
      const why = rejected ? `the proof sent was not accepted (${rejected}); ` : '';
      return new AppError(
        429,
        'proof_of_work_required',
        `Too many wrong passwords from this address: ${why}solve the challenge and send it with the next attempt`,
        undefined,
        {
          details: {
            proof_of_work: {
              token: challenge.token,
              algorithm: PROOF_OF_WORK_ALGORITHM,
              difficulty: challenge.difficulty,
              expires_in: challenge.expiresInSeconds,
            },
            ...(rejected && { proof_of_work_rejected: rejected }),
          },
        },
      );
    }

    app.decorate<SignInChallenge>('signInChallenge', {
      async assertSolved(request, proof) {
        const failures = await app.passwordAttempts.addressFailures(request);
        if (failures < limit) return;
        if (!proof) throw challengeRequired(request, failures, undefined);
        const check = checkProof(app.config.appSecret, request.ip, proof, app.clock.now());
        if (!check.valid) throw challengeRequired(request, failures, check.reason);
        if ((await usedProofs.add(request, check.nonce)) > 1) throw challengeRequired(request, failures, 'used');
      },
    });
  },
  { name: 'sign-in-challenge', dependencies: ['rate-limit', 'password-attempts'] },
);
