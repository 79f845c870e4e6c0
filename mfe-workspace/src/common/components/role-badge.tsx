import { useTheme } from '@emotion/react';
import type { MemberRole } from '@stepwise/contracts/rules';
import { FormattedMessage } from 'react-intl';
import { pillStyle } from '../styles/pill';

/** Message ids of the two workspace roles (admin is shown as owner). */
export const ROLE_MESSAGES: Readonly<Record<MemberRole, string>> = {
  admin: 'work.role.admin',
  member: 'work.role.member',
};

/** A member's role as a small badge: "Owner" stands out, "Member" is quiet. */
export function RoleBadge({ role }: { role: MemberRole }) {
  const theme = useTheme();
  const admin = role === 'admin';
  return (
    <span
      css={{
        ...pillStyle(theme),
        border: `1px solid ${admin ? theme.colors.primary : theme.colors.border}`,
        color: admin ? theme.colors.primary : theme.colors.textMuted,
      }}
    >
      <FormattedMessage id={ROLE_MESSAGES[role]} />
    </span>
  );
}
