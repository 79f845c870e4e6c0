import { useCallback, useMemo, useState } from 'react';
import { useTheme } from '@emotion/react';
import { useNavigate } from 'react-router';
import { fullName, pathFor, selectAuthUser, toApiError, useAppDispatch, useAppSelector, useToast } from '@stepwise/shared';
import { ConfirmDialog } from '@stepwise/shared/app-kit';
import type { MemberRole } from '@stepwise/contracts/rules';
import { useIntl } from 'react-intl';
import { undoAll } from '../../../common/api/work-thunk';
import { upsertMember, useWorkRemoveMemberMutation, useWorkUpdateMemberMutation } from '../../../common/members/members-api';
import type { Member } from '../../../common/api/work-types';
import { refusalMessageId } from '../../../common/errors/refusal-message';
import { MemberRow } from './member-row';

type Pending = { kind: 'remove'; member: Member } | { kind: 'leave' } | null;

export interface MemberListProps {
  workspaceId: number;
  workspaceName: string;
  members: Member[];
  canManage: boolean;
}

/** The members with their roles; admins change roles and remove members, anyone may leave (each confirmed first). */
export function MemberList({ workspaceId, workspaceName, members, canManage }: MemberListProps) {
  const theme = useTheme();
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const selfId = useAppSelector(selectAuthUser)?.id;
  const [updateMember] = useWorkUpdateMemberMutation();
  const [removeMember, { isLoading: removing }] = useWorkRemoveMemberMutation();
  const [pending, setPending] = useState<Pending>(null);
  const [changingRoleOf, setChangingRoleOf] = useState<number | null>(null);
  const adminCount = useMemo(() => members.filter((member) => member.role === 'admin').length, [members]);

  const changeRole = useCallback(
    async (member: Member, role: MemberRole) => {
      // Shown at once; put back if the server refuses (the last owner, say).
      const patches = dispatch(upsertMember(workspaceId, { ...member, role }));
      setChangingRoleOf(member.user_id);
      const result = await updateMember({ workspaceId, userId: member.user_id, body: { role } });
      setChangingRoleOf(null);
      if ('error' in result) {
        undoAll(patches);
        toast('error', refusalMessageId(toApiError(result.error)));
      } else {
        toast('success', 'work.team.member.roleChanged', { name: fullName(member) });
      }
    },
    [dispatch, toast, updateMember, workspaceId],
  );
  const askRemove = useCallback((member: Member) => setPending({ kind: 'remove', member }), []);
  const askLeave = useCallback(() => setPending({ kind: 'leave' }), []);

  async function confirm() {
    if (!pending || selfId === undefined) return;
    const userId = pending.kind === 'leave' ? selfId : pending.member.user_id;
    const result = await removeMember({ workspaceId, userId });
    setPending(null);
    if ('error' in result) {
      toast('error', refusalMessageId(toApiError(result.error)));
      return;
    }
    if (pending.kind === 'leave') {
      toast('success', 'work.team.leave.done', { workspace: workspaceName });
      navigate(pathFor('account-workspaces'));
    } else {
      toast('success', 'work.team.remove.done', { name: fullName(pending.member) });
    }
  }

  return (
    <>
      <ul
        aria-label={intl.formatMessage({ id: 'work.team.members.title' })}
        css={{ listStyle: 'none', margin: 0, padding: 0, border: `1px solid ${theme.colors.border}`, borderRadius: theme.radii.md }}
      >
        {members.map((member) => (
          <MemberRow
            key={member.user_id}
            member={member}
            isSelf={member.user_id === selfId}
            canManage={canManage}
            isLastAdmin={member.role === 'admin' && adminCount === 1}
            busy={changingRoleOf === member.user_id}
            onRoleChange={changeRole}
            onRemove={askRemove}
            onLeave={askLeave}
          />
        ))}
      </ul>
      <ConfirmDialog
        open={pending !== null}
        tone="danger"
        busy={removing}
        title={intl.formatMessage({ id: pending?.kind === 'leave' ? 'work.team.leave.title' : 'work.team.remove.title' })}
        confirmLabel={intl.formatMessage({ id: pending?.kind === 'leave' ? 'work.team.leave.confirm' : 'work.team.remove.confirm' })}
        cancelLabel={intl.formatMessage({ id: 'work.common.cancel' })}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      >
        <p>
          {pending?.kind === 'remove'
            ? intl.formatMessage({ id: 'work.team.remove.text' }, { name: fullName(pending.member), workspace: workspaceName })
            : intl.formatMessage({ id: 'work.team.leave.text' }, { workspace: workspaceName })}
        </p>
      </ConfirmDialog>
    </>
  );
}
