import type { Theme } from '@emotion/react';

/** A small rounded label (a role, a status) that never wraps; its colours are the caller's. */
export function pillStyle(theme: Theme) {
  return {
    display: 'inline-block',
    padding: `0 ${theme.space.sm}`,
    borderRadius: theme.radii.round,
    fontSize: theme.fontSizes.sm,
    fontWeight: 600,
    whiteSpace: 'nowrap',
  } as const;
}
