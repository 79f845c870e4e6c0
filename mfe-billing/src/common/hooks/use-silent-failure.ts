import { useEffect } from 'react';

/**
 * Failures the user is not told about (spec §8: plans, a subscription, the cards): they are only
 * logged, once per failure.
 */
export function useSilentFailure(error: unknown, what: string) {
  useEffect(() => {
    if (error) console.error(`[mfe_billing] ${what} failed`, error);
  }, [error, what]);
}
