import { FormattedMessage } from 'react-intl';
import { FormAlert, RouteLink } from '@stepwise/shared';
import { AuthCardLinks } from '../../../common/components/auth-card';

/** The recovery link cannot be used: ask for a new one. */
export function InvalidRestoreLink() {
  return (
    <>
      <FormAlert>
        <FormattedMessage id="auth.restore.linkInvalid" />
      </FormAlert>
      <AuthCardLinks>
        <RouteLink to="forget">
          <FormattedMessage id="auth.restore.requestNewLink" />
        </RouteLink>
        <RouteLink to="login">
          <FormattedMessage id="auth.common.backToLogin" />
        </RouteLink>
      </AuthCardLinks>
    </>
  );
}
