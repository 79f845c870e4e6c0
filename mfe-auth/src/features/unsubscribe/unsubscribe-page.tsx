import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router';
import { FormAlert, RouteLink } from '@stepwise/shared';
import { AuthCard, AuthCardLinks } from '../../common/components/auth-card';
import { UnsubscribeConfirm } from './components/unsubscribe-confirm';

/** The link in every email: `/unsubscribe?email=&hash=`. */
export default function UnsubscribePage() {
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email')?.trim() ?? '';
  const hash = searchParams.get('hash')?.trim() ?? '';

  return (
    <AuthCard titleId="auth.unsubscribe.title">
      {email && hash ? (
        <UnsubscribeConfirm email={email} hash={hash} />
      ) : (
        <FormAlert>
          <FormattedMessage id="auth.unsubscribe.invalidLink" />
        </FormAlert>
      )}
      <AuthCardLinks>
        <RouteLink to="index">
          <FormattedMessage id="auth.common.home" />
        </RouteLink>
      </AuthCardLinks>
    </AuthCard>
  );
}
