import type { Theme } from '@emotion/react';

/** A link that looks like the primary button (start free, create a workspace). */
export const primaryLinkStyle = (theme: Theme) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '44px',
  background: theme.colors.primary,
  color: theme.colors.primaryText,
  padding: `${theme.space.sm} ${theme.space.lg}`,
  borderRadius: theme.radii.sm,
  textDecoration: 'none',
  fontWeight: 600,
  '&:hover': { background: theme.colors.primaryHover },
});

/** A quieter, outlined companion of the primary link. */
export const secondaryLinkStyle = (theme: Theme) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '44px',
  color: theme.colors.text,
  padding: `${theme.space.sm} ${theme.space.lg}`,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.sm,
  textDecoration: 'none',
  fontWeight: 600,
  '&:hover': { background: theme.colors.surface },
});
