import { useEffect, useRef, useState } from 'react';
import { toApiError } from '@stepwise/shared';
import { useAccountCheckDomainMutation, type DomainAvailability } from '../../../common/api/workspaces-api';
import { isWellFormedDomain, normalizeDomain } from '../domain-rules';

/** How long typing must pause before the domain is checked. */
export const DOMAIN_CHECK_DELAY_MS = 400;

export type DomainCheck =
  | { state: 'idle' }
  | { state: 'checking'; domain: string }
  | { state: 'done'; domain: string; result: DomainAvailability }
  | { state: 'failed'; domain: string };

/**
 * Checks a domain's availability as the user types: a well-formed domain is sent to
 * `POST workspaces/domain` once typing pauses for DOMAIN_CHECK_DELAY_MS; an answer for a domain
 * that has changed meanwhile is dropped.
 */
export function useDomainAvailability(value: string | undefined, onResult?: (check: DomainCheck) => void): DomainCheck {
  const [checkDomain] = useAccountCheckDomainMutation();
  const domain = normalizeDomain(value);
  const wellFormed = isWellFormedDomain(domain);
  const [check, setCheck] = useState<DomainCheck>({ state: 'idle' });
  // A notification only: a new callback must not check the same domain again.
  const notify = useRef(onResult);
  useEffect(() => {
    notify.current = onResult;
  });

  useEffect(() => {
    if (!wellFormed) {
      setCheck({ state: 'idle' });
      return;
    }
    setCheck({ state: 'checking', domain });
    let current = true;
    let request: ReturnType<typeof checkDomain> | undefined;
    const timer = window.setTimeout(() => {
      request = checkDomain(domain);
      request.unwrap().then(
        (result) => {
          if (!current) return;
          const next: DomainCheck = { state: 'done', domain, result };
          setCheck(next);
          notify.current?.(next);
        },
        (error: unknown) => {
          if (!current) return;
          console.error('[mfe_account] domain availability check failed', toApiError(error as Parameters<typeof toApiError>[0]));
          setCheck({ state: 'failed', domain });
        },
      );
    }, DOMAIN_CHECK_DELAY_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
      request?.abort();
    };
  }, [domain, wellFormed, checkDomain]);

  return check;
}
