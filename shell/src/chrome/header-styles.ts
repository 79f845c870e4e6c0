import type { Theme } from '@emotion/react';

/** Header links and buttons: at least 44 × 44 px, the size of a fingertip. */
export const navLinkStyle = (theme: Theme) => ({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  minWidth: '44px',
  color: theme.colors.text,
  textDecoration: 'none',
  padding: theme.space.sm,
  borderRadius: theme.radii.sm,
  background: 'none',
  border: 0,
  font: 'inherit',
  cursor: 'pointer',
  '&:hover': { color: theme.colors.primary },
});

export const dropdownPanelStyle = (theme: Theme) => ({
  position: 'absolute' as const,
  top: '100%',
  zIndex: 20,
  minWidth: '14rem',
  padding: theme.space.sm,
  background: theme.colors.background,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  boxShadow: '0 8px 24px rgb(0 0 0 / 0.12)',
});

export const menuListStyle = { listStyle: 'none', margin: 0, padding: 0, display: 'grid' } as const;

export const primaryActionStyle = (theme: Theme) => ({
  ...navLinkStyle(theme),
  background: theme.colors.primary,
  color: theme.colors.primaryText,
  padding: `${theme.space.sm} ${theme.space.md}`,
  fontWeight: 600,
  '&:hover': { background: theme.colors.primaryHover, color: theme.colors.primaryText },
});
