import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import type { User } from '@stepwise/shared';

export function ProfileDetails({ user }: { user: User }) {
  const theme = useTheme();
  const row = { display: 'grid', gridTemplateColumns: '12rem 1fr', gap: theme.space.md, padding: `${theme.space.sm} 0`, borderBottom: `1px solid ${theme.colors.border}` };
  return (
    <dl css={{ margin: 0 }}>
      <div css={row}>
        <dt>
          <FormattedMessage id="account.profile.name" />
        </dt>
        <dd css={{ margin: 0 }}>
          {user.first_name} {user.last_name}
        </dd>
      </div>
      <div css={row}>
        <dt>
          <FormattedMessage id="account.profile.email" />
        </dt>
        <dd css={{ margin: 0 }}>{user.email}</dd>
      </div>
      <div css={row}>
        <dt>
          <FormattedMessage id="account.profile.language" />
        </dt>
        <dd css={{ margin: 0 }}>
          <FormattedMessage id={`account.profile.language.${user.lang}`} />
        </dd>
      </div>
    </dl>
  );
}
