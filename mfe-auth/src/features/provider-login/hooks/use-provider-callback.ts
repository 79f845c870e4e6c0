import { useEffect, useState } from 'react';
import { signIn, toApiError, useAppDispatch, type AppDispatch, type User } from '@stepwise/shared';
import { providerApi } from '../api/provider-api';
import { providerCallbackErrorMessageId, providerQueryErrorMessageId } from '../provider-error-message';

export type ProviderCallbackOutcome = { kind: 'pending' } | { kind: 'signedIn'; user: User } | { kind: 'failed'; messageId: string };

export interface ProviderCallbackParams {
  provider: string;
  code: string | null;
  state: string | null;
  /** The provider's own error (the user cancelled, …). */
  error: string | null;
}

/**
 * Callbacks already under way, by provider and code. A code is good for one exchange only, so the
 * callback is posted once per code whatever re-runs the effect (React StrictMode runs it twice,
 * a remount runs it again); every run waits on the same outcome.
 */
const callbacks = new Map<string, Promise<ProviderCallbackOutcome>>();

async function completeSignIn(dispatch: AppDispatch, provider: string, code: string, state: string): Promise<ProviderCallbackOutcome> {
  const result = await dispatch(providerApi.endpoints.providerCallback.initiate({ provider, code, state }));
  if ('error' in result) return { kind: 'failed', messageId: providerCallbackErrorMessageId(toApiError(result.error)) };
  const user = await dispatch(signIn(result.data.access_token, provider));
  return user ? { kind: 'signedIn', user } : { kind: 'failed', messageId: 'error.tryLater' };
}

function immediateOutcome({ code, state, error }: ProviderCallbackParams): ProviderCallbackOutcome | null {
  if (error) return { kind: 'failed', messageId: providerQueryErrorMessageId(error) };
  if (!code || !state) return { kind: 'failed', messageId: 'auth.provider.invalidCallback' };
  return null;
}

/** Exchanges the provider's code for a session once and reports how it went. */
export function useProviderCallback(params: ProviderCallbackParams): ProviderCallbackOutcome {
  const dispatch = useAppDispatch();
  const immediate = immediateOutcome(params);
  const [outcome, setOutcome] = useState<ProviderCallbackOutcome>({ kind: 'pending' });
  const { provider, code, state } = params;
  const canExchange = immediate === null;

  useEffect(() => {
    if (!canExchange || !code || !state) return;
    let active = true;
    const key = `${provider}:${code}`;
    let pending = callbacks.get(key);
    if (!pending) {
      pending = completeSignIn(dispatch, provider, code, state);
      callbacks.set(key, pending);
    }
    void pending.then((result) => {
      if (active) setOutcome(result);
    });
    return () => {
      active = false;
    };
  }, [dispatch, provider, code, state, canExchange]);

  return immediate ?? outcome;
}
