import { useEffect } from 'react';
import type { RemoteName } from '../routes/route-types';

/**
 * Failures the user is not told about (spec §8: plans, a workspace subscription, the cards): they
 * are only logged, once per failure, under the name of the remote that met them.
 */
export function useSilentFailure(remote: RemoteName, error: unknown, what: string) {
  useEffect(() => {
    if (error) console.error(`[${remote}] ${what} failed`, error);
  }, [remote, error, what]);
}
