import { Avatar } from '@stepwise/shared';
import type { Member } from '../../api';

/** A member's name as the product writes it. */
export function memberName(member: Pick<Member, 'first_name' | 'last_name' | 'email'>): string {
  const name = `${member.first_name} ${member.last_name}`.trim();
  return name || member.email;
}

/** A member's avatar (their initials and colour by user id, as everywhere in the product). */
export function MemberAvatar({ member, size = 'sm', label }: { member: Member; size?: 'sm' | 'chat' | 'md'; label?: string }) {
  return <Avatar user={{ id: member.user_id, first_name: member.first_name, last_name: member.last_name, email: member.email, photo_sm: member.photo_url, photo_lg: member.photo_url }} size={size} label={label} />;
}
