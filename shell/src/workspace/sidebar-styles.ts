import type { Theme } from '@emotion/react';

/** A row of the sidebar: a link or a button the full width, at least 44 px high. */
export const sidebarItemStyle = (theme: Theme) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space.sm,
  width: '100%',
  minHeight: '44px',
  padding: `0 ${theme.space.sm}`,
  borderRadius: theme.radii.sm,
  color: theme.colors.text,
  textDecoration: 'none',
  background: 'none',
  border: 0,
  font: 'inherit',
  textAlign: 'left' as const,
  cursor: 'pointer',
  '&:hover': { background: theme.colors.background },
  '&[aria-current="page"]': { background: theme.colors.background, fontWeight: 600, boxShadow: `inset 3px 0 0 ${theme.colors.primary}` },
});

export const sidebarListStyle = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '2px' } as const;
