import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { FormAlert, RouteLink, pathFor } from '@stepwise/shared';
import { AuthCard, AuthCardLinks } from '../../common/components/auth-card';
import { nextPathStorage } from '../../common/browser/next-path-storage';
import { useProviderCallback } from './hooks/use-provider-callback';
import { providerDisplayName } from './provider-name';

/** Where the external provider sends the user back: `?code=&state=` (or `?error=`). */
export default function ProviderLoginPage() {
  const { provider = '' } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const outcome = useProviderCallback({
    provider,
    code: searchParams.get('code'),
    state: searchParams.get('state'),
    error: searchParams.get('error'),
  });
  const name = providerDisplayName(provider);

  useEffect(() => {
    if (outcome.kind !== 'signedIn') return;
    const next = nextPathStorage.take();
    const target = outcome.user.status === 'new' ? pathFor('activate', { query: next ? { next } : undefined }) : (next ?? pathFor('account-workspaces'));
    navigate(target, { replace: true });
  }, [outcome, navigate]);

  return (
    <AuthCard titleId="auth.provider.title" titleValues={{ provider: name }}>
      {outcome.kind === 'failed' ? (
        <>
          <FormAlert>
            <FormattedMessage id={outcome.messageId} values={{ provider: name }} />
          </FormAlert>
          <AuthCardLinks>
            <RouteLink to="login">
              <FormattedMessage id="auth.common.backToLogin" />
            </RouteLink>
          </AuthCardLinks>
        </>
      ) : (
        <p role="status">
          <FormattedMessage id="auth.provider.signingIn" values={{ provider: name }} />
        </p>
      )}
    </AuthCard>
  );
}
