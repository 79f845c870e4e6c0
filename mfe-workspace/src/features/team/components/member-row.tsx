import { memo, useId } from 'react';
import { useTheme } from '@emotion/react';
import { Button, RouteLink, visuallyHidden, fullName } from '@stepwise/shared';
import { LocalDate } from '@stepwise/shared/app-kit';
import { memberRoles, type MemberRole } from '@stepwise/contracts/rules';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Member } from '../../../common/api/work-types';
import { MemberAvatar } from '../../../common/components/member-avatar';
import { ROLE_MESSAGES, RoleBadge } from '../../../common/components/role-badge';
import { useWorkspaceId } from '../../../common/hooks/use-workspace-id';

export interface MemberRowProps {
  member: Member;
  isSelf: boolean;
  /** The viewer may change roles and remove members. */
  canManage: boolean;
  /** The only active admin: cannot be demoted, and cannot leave. */
  isLastAdmin: boolean;
  busy: boolean;
  onRoleChange: (member: Member, role: MemberRole) => void;
  onRemove: (member: Member) => void;
  onLeave: () => void;
}

/** One member: avatar, name and email, role (a select for admins), when they joined, and what may be done. */
export const MemberRow = memo(function MemberRow({ member, isSelf, canManage, isLastAdmin, busy, onRoleChange, onRemove, onLeave }: MemberRowProps) {
  const theme = useTheme();
  const intl = useIntl();
  const name = fullName(member);
  const roleId = useId();
  const lastAdminNoteId = useId();
  const explainLastAdmin = isLastAdmin && (isSelf || canManage);
  const workspaceId = useWorkspaceId();
  return (
    <li
      aria-label={name}
      css={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: theme.space.md,
        padding: theme.space.md,
        borderBottom: `1px solid ${theme.colors.border}`,
      }}
    >
      <div css={{ flex: '1 1 12rem', minWidth: 0 }}>
        <div css={{ display: 'flex', alignItems: 'center', gap: theme.space.sm, fontWeight: 600, minWidth: 0 }}>
          <RouteLink to="workspace-member" params={{ workspace: workspaceId, member: member.user_id }} css={{ display: 'flex', minWidth: 0, color: 'inherit' }}>
            <MemberAvatar member={member} size="md" withName />
          </RouteLink>
          {isSelf && (
            <span css={{ color: theme.colors.textMuted, fontWeight: 400, flex: 'none' }}>
              <FormattedMessage id="work.team.member.you" />
            </span>
          )}
        </div>
        <div css={{ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm, overflowWrap: 'anywhere' }}>{member.email}</div>
        <div css={{ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }}>
          <FormattedMessage id="work.team.member.joined" values={{ date: <LocalDate value={member.joined_at} /> }} />
        </div>
        {explainLastAdmin && (
          <p id={lastAdminNoteId} css={{ margin: `${theme.space.xs} 0 0`, fontSize: theme.fontSizes.sm, color: theme.colors.textMuted }}>
            <FormattedMessage id={isSelf ? 'work.team.member.lastAdminSelf' : 'work.team.member.lastAdmin'} />
          </p>
        )}
      </div>
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space.sm }}>
        {canManage ? (
          <>
            <label htmlFor={roleId} css={visuallyHidden}>
              <FormattedMessage id="work.team.member.roleOf" values={{ name }} />
            </label>
            <select
              id={roleId}
              value={member.role}
              disabled={isLastAdmin || busy}
              aria-describedby={explainLastAdmin ? lastAdminNoteId : undefined}
              onChange={(event) => onRoleChange(member, event.target.value as MemberRole)}
              css={{
                font: 'inherit',
                minHeight: 44,
                padding: theme.space.sm,
                border: `1px solid ${theme.colors.border}`,
                borderRadius: theme.radii.sm,
                background: theme.colors.background,
              }}
            >
              {memberRoles.map((role) => (
                <option key={role} value={role}>
                  {intl.formatMessage({ id: ROLE_MESSAGES[role] })}
                </option>
              ))}
            </select>
          </>
        ) : (
          <RoleBadge role={member.role} />
        )}
        {isSelf ? (
          <Button variant="secondary" onClick={onLeave} disabled={isLastAdmin} aria-describedby={isLastAdmin ? lastAdminNoteId : undefined}>
            <FormattedMessage id="work.team.member.leave" />
          </Button>
        ) : (
          canManage && (
            <Button
              variant="secondary"
              onClick={() => onRemove(member)}
              disabled={busy}
              aria-label={intl.formatMessage({ id: 'work.team.member.removeOf' }, { name })}
            >
              <FormattedMessage id="work.team.member.remove" />
            </Button>
          )
        )}
      </div>
    </li>
  );
});
