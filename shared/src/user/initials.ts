import type { User } from '../auth/user';

type InitialsSource = Partial<Pick<User, 'id' | 'first_name' | 'last_name' | 'email'>> | null | undefined;

function firstLetter(text: string | null | undefined): string {
  return Array.from((text ?? '').trim())[0] ?? '';
}

/**
 * Avatar initials: the first letters of the first and last name; without names, the first two
 * letters of the email; with no user id at all, '?'.
 */
export function userInitials(user: InitialsSource): string {
  if (!user || user.id === undefined || user.id === null) return '?';
  const fromNames = firstLetter(user.first_name) + firstLetter(user.last_name);
  if (fromNames) return fromNames.toUpperCase();
  const fromEmail = Array.from((user.email ?? '').trim())
    .slice(0, 2)
    .join('');
  return fromEmail ? fromEmail.toUpperCase() : '?';
}

/** The no-photo avatar style: the user id modulo 6, plus 1 (styles 1–6). */
export function avatarStyleIndex(id: number | null | undefined): number {
  if (id === null || id === undefined || !Number.isFinite(id)) return 1;
  return (((Math.trunc(id) % 6) + 6) % 6) + 1;
}

export const AVATAR_SIZES = ['sm', 'md', 'chat', 'lg', 'xmd'] as const;
export type AvatarSize = (typeof AVATAR_SIZES)[number];

/** sm, md and chat show the small photo; lg and xmd show the large one. */
export function avatarPhoto(user: Pick<User, 'photo_sm' | 'photo_lg'> | null | undefined, size: AvatarSize): string | null {
  if (!user) return null;
  return size === 'lg' || size === 'xmd' ? user.photo_lg : user.photo_sm;
}

export function fullName(user: Pick<User, 'first_name' | 'last_name' | 'email'>): string {
  const name = `${user.first_name ?? ''} ${user.last_name ?? ''}`.trim();
  return name || user.email;
}
