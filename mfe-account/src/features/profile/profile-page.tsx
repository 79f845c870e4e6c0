import type { ReactNode } from 'react';
import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { panelStyle, selectAuthUser, useAppSelector, LoadError, LoadingStatus } from '@stepwise/shared';
import { useGetMeQuery } from '@stepwise/shared/api';
import { AccountPage } from '../../common/components/account-page';
import { DetailsForm } from './components/details-form';
import { PasswordForm } from './components/password-form';
import { PhotoUpload } from './components/photo-upload';

function ProfileSection({ titleId, children }: { titleId: string; children: ReactNode }) {
  const theme = useTheme();
  return (
    <section css={{ ...panelStyle(theme), display: 'grid', gap: theme.space.md }}>
      <h2 css={{ margin: 0, fontSize: theme.fontSizes.lg }}>
        <FormattedMessage id={titleId} />
      </h2>
      {children}
    </section>
  );
}

/** account-profile: photo, name, interface language and password. */
export default function ProfilePage() {
  const theme = useTheme();
  const authUser = useAppSelector(selectAuthUser);
  // The signed-in user (what the header shows, updated with every save); users/me when there is
  // none yet, as when the remote runs alone.
  const { data: me, error, isLoading, refetch } = useGetMeQuery(undefined, { skip: authUser !== null });
  const user = authUser ?? me;
  return (
    <AccountPage titleId="account.profile.title">
      {!user && isLoading && <LoadingStatus messageId="account.profile.loading" />}
      {!user && error && <LoadError error={error} onRetry={() => void refetch()} />}
      {user && (
        <>
          <ProfileSection titleId="account.profile.photo.title">
            <PhotoUpload user={user} />
          </ProfileSection>
          <ProfileSection titleId="account.profile.details.title">
            <p css={{ margin: 0, color: theme.colors.textMuted }}>
              <FormattedMessage id="account.profile.email" values={{ email: <strong css={{ color: theme.colors.text }}>{user.email}</strong> }} />
            </p>
            <DetailsForm user={user} />
          </ProfileSection>
          <ProfileSection titleId="account.profile.password.title">
            <PasswordForm user={user} />
          </ProfileSection>
        </>
      )}
    </AccountPage>
  );
}
