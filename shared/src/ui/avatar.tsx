import { useTheme } from '@emotion/react';
import type { User } from '../auth/user';
import { avatarPhoto, avatarStyleIndex, userInitials, type AvatarSize } from '../user/initials';

const PIXELS: Record<AvatarSize, number> = { sm: 24, chat: 32, md: 40, xmd: 64, lg: 96 };

/** Six no-photo styles, picked by avatarStyleIndex; every pair keeps AA contrast. */
const NO_PHOTO_STYLES: Record<number, { background: string; color: string }> = {
  1: { background: '#dbe4ff', color: '#1d39c4' },
  2: { background: '#d3f9d8', color: '#1f6f32' },
  3: { background: '#fff3bf', color: '#7a5200' },
  4: { background: '#ffe3e3', color: '#a61e1e' },
  5: { background: '#f3d9fa', color: '#7a1f8f' },
  6: { background: '#c5f6fa', color: '#0b6470' },
};

export interface AvatarProps {
  user: Partial<User> | null | undefined;
  size?: AvatarSize;
  /** Decorative when the name is shown next to it (the default). */
  label?: string;
}

export function Avatar({ user, size = 'md', label }: AvatarProps) {
  const theme = useTheme();
  const pixels = PIXELS[size];
  const photo = user ? avatarPhoto({ photo_sm: user.photo_sm ?? null, photo_lg: user.photo_lg ?? null }, size) : null;
  const common = { width: pixels, height: pixels, borderRadius: theme.radii.round, flex: 'none' as const };
  if (photo) return <img src={photo} alt={label ?? ''} width={pixels} height={pixels} css={{ ...common, objectFit: 'cover' }} />;
  const style = NO_PHOTO_STYLES[avatarStyleIndex(user?.id)];
  return (
    <span
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      data-avatar-style={avatarStyleIndex(user?.id)}
      css={{ ...common, display: 'inline-grid', placeItems: 'center', fontSize: pixels * 0.4, fontWeight: 700, ...style }}
    >
      {userInitials(user as Parameters<typeof userInitials>[0])}
    </span>
  );
}
