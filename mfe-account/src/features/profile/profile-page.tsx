import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { FormAlert, RouteLink, toApiError, useGetMeQuery } from '@stepwise/shared';
import { ProfileDetails } from './profile-details';

export default function ProfilePage() {
  const theme = useTheme();
  const { data: user, error, isLoading } = useGetMeQuery();
  return (
    <section css={{ padding: `${theme.space.lg} 0` }}>
      <h1 css={{ marginTop: 0 }}>
        <FormattedMessage id="account.profile.title" />
      </h1>
      {isLoading && (
        <p role="status">
          <FormattedMessage id="account.profile.loading" />
        </p>
      )}
      {error && (
        <FormAlert>
          <FormattedMessage id={toApiError(error).status === 401 ? 'account.profile.signInRequired' : 'error.tryLater'} />{' '}
          <RouteLink to="login">
            <FormattedMessage id="account.profile.signIn" />
          </RouteLink>
        </FormAlert>
      )}
      {user && <ProfileDetails user={user} />}
    </section>
  );
}
