import type { Theme } from '@emotion/react';

/** Hidden on screen, read by screen readers. */
export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** A link that looks like the kit's button of that variant (navigation, so it stays a link). */
export function buttonLinkStyle(theme: Theme, variant: 'primary' | 'secondary' = 'primary') {
  const primary = variant === 'primary';
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: '44px',
    fontWeight: 600,
    padding: `${theme.space.sm} ${theme.space.lg}`,
    borderRadius: theme.radii.sm,
    border: primary ? 0 : `1px solid ${theme.colors.border}`,
    background: primary ? theme.colors.primary : theme.colors.background,
    color: primary ? theme.colors.primaryText : theme.colors.text,
    textDecoration: 'none',
    '&:hover': primary ? { background: theme.colors.primaryHover } : { filter: 'brightness(0.92)' },
  } as const;
}

/** A bordered block of a page or of a list (a workspace, a card, the current plan, the order summary). */
export function panelStyle(theme: Theme) {
  return {
    minWidth: 0,
    padding: theme.space.md,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.md,
    background: theme.colors.background,
  } as const;
}
