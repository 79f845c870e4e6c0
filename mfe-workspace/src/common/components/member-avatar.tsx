import { memo } from 'react';
import { Avatar, fullName } from '@stepwise/shared';
import type { Member } from '../api/work-types';

export interface MemberAvatarProps {
  member: Member;
  size?: 'sm' | 'chat' | 'md';
  /** Shows the name beside the avatar (otherwise the avatar is labelled with it). */
  withName?: boolean;
}

/** A workspace member's avatar (the product's initials and colour rules), optionally with the name. */
export const MemberAvatar = memo(function MemberAvatar({ member, size = 'sm', withName = false }: MemberAvatarProps) {
  const user = {
    id: member.user_id,
    first_name: member.first_name,
    last_name: member.last_name,
    email: member.email,
    photo_sm: member.photo_url,
    photo_lg: member.photo_url,
  };
  const name = fullName(user);
  if (!withName) return <Avatar user={user} size={size} label={name} />;
  return (
    <span css={{ display: 'flex', alignItems: 'center', gap: '0.375rem', minWidth: 0, maxWidth: '100%' }}>
      <Avatar user={user} size={size} />
      <span data-member-name="" css={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {name}
      </span>
    </span>
  );
});
