import { useEffect, useState } from 'react';
import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router';
import { Button, FormAlert, toApiError, useAppDispatch } from '@stepwise/shared';
import { nextPathStorage } from '../../../common/browser/next-path-storage';
import { redirectTo } from '../../../common/browser/redirect-to';
import { providerRedirectRequest } from '../api/provider-redirect-request';
import { providerDisplayName } from '../provider-name';

export interface ProviderSignInButtonProps {
  provider: string;
  /** "Sign in with {provider}" or "Sign up with {provider}". */
  labelId: string;
}

/** Starts external sign-in: asks the API for the provider's page and goes there. */
export function ProviderSignInButton({ provider, labelId }: ProviderSignInButtonProps) {
  const theme = useTheme();
  const location = useLocation();
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const [errorId, setErrorId] = useState<string | null>(null);
  const name = providerDisplayName(provider);

  // Back from the provider, the browser may restore this page as it was left: busy. Make it usable again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setBusy(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  async function start() {
    if (busy) return;
    setBusy(true);
    setErrorId(null);
    const result = await providerRedirectRequest.send(dispatch, provider);
    if ('error' in result) {
      setBusy(false);
      setErrorId(toApiError(result.error).status === 'network' ? 'error.offline' : 'auth.provider.unavailable');
      return;
    }
    nextPathStorage.remember(new URLSearchParams(location.search).get('next'));
    // Stays busy: the page is being left.
    redirectTo(result.data.url);
  }

  return (
    <div css={{ display: 'grid', marginBottom: theme.space.md }}>
      {errorId && (
        <FormAlert>
          <FormattedMessage id={errorId} values={{ provider: name }} />
        </FormAlert>
      )}
      <Button variant="secondary" onClick={start} onFocus={providerRedirectRequest.preload} busy={busy}>
        <FormattedMessage id={busy ? 'auth.provider.redirecting' : labelId} values={{ provider: name }} />
      </Button>
    </div>
  );
}
