import { useState } from 'react';
import { useAppDispatch } from '@stepwise/shared';
import type { LoginCredentials } from '../api/login-api';
import { loginRequest } from '../api/login-request';
import { challengeInError } from './challenge-in-error';
import { solveLazily } from './solve-lazily';

/** A solution that expired or was used meanwhile gets a fresh challenge: a few rounds at most. */
const CHALLENGE_ROUNDS = 3;

/**
 * Sign-in that answers the API's proof of work: when it asks for one (many wrong passwords from this
 * network, and this browser has not signed in to the account before), the challenge is solved and the
 * credentials are sent again with it. `checking` is true meanwhile; `{ unsolvable: true }` when this
 * browser cannot solve it.
 */
export function useChallengedLogin() {
  const dispatch = useAppDispatch();
  const [checking, setChecking] = useState(false);

  async function send(credentials: LoginCredentials) {
    let result = await loginRequest.send(dispatch, credentials);
    try {
      for (let round = 0; round < CHALLENGE_ROUNDS && 'error' in result; round += 1) {
        const challenge = challengeInError(result.error);
        if (!challenge) break;
        setChecking(true);
        const proof = await solveLazily(challenge);
        if (!proof) return { unsolvable: true } as const;
        result = await loginRequest.send(dispatch, { ...credentials, proof_of_work: proof });
      }
    } finally {
      setChecking(false);
    }
    return result;
  }

  return { checking, send };
}
