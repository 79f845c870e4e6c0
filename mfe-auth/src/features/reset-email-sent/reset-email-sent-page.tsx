import { FormattedMessage } from 'react-intl';
import { RouteLink, useAppSelector } from '@stepwise/shared';
import { AuthCard, AuthCardLinks } from '../../common/components/auth-card';

export default function ResetEmailSentPage() {
  const email = useAppSelector((state) => state.auth.resetEmail);
  return (
    <AuthCard titleId="auth.resetEmailSent.title">
      <p role="status">
        {email ? (
          <FormattedMessage id="auth.resetEmailSent.sentTo" values={{ email: <strong>{email}</strong> }} />
        ) : (
          <FormattedMessage id="auth.resetEmailSent.sent" />
        )}
      </p>
      <p>
        <FormattedMessage id="auth.resetEmailSent.noEmail" />
      </p>
      <AuthCardLinks>
        <RouteLink to="login">
          <FormattedMessage id="auth.common.backToLogin" />
        </RouteLink>
        <RouteLink to="forget">
          <FormattedMessage id="auth.resetEmailSent.sendAgain" />
        </RouteLink>
      </AuthCardLinks>
    </AuthCard>
  );
}
