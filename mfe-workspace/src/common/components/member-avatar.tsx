import { Avatar, type AvatarProps } from '@stepwise/shared';
import type { Member } from '../../api/work-types';

export interface MemberAvatarProps {
  member: Pick<Member, 'user_id' | 'first_name' | 'last_name' | 'email' | 'photo_url'>;
  size?: AvatarProps['size'];
  /** Decorative when the name is shown next to it (the default). */
  label?: string;
}

/** A workspace member's avatar: their photo, or the product's initials and colour for their user id. */
export function MemberAvatar({ member, size = 'md', label }: MemberAvatarProps) {
  const user = { id: member.user_id, first_name: member.first_name, last_name: member.last_name, email: member.email, photo_sm: member.photo_url, photo_lg: member.photo_url };
  return <Avatar user={user} size={size} label={label} />;
}

/** "First Last", or the email when the member has no name. */
export function memberName(member: Pick<Member, 'first_name' | 'last_name' | 'email'>): string {
  return `${member.first_name} ${member.last_name}`.trim() || member.email;
}
