import type { Theme } from '@emotion/react';

/** Height of one row of the task table, in pixels: fixed, so the virtual list needs no measuring. */
export const TASK_ROW_HEIGHT = 52;

/**
 * The task table's columns (title, status, assignee, stage, goal/project, estimate, complexity, due
 * date, forecast), shared by its header and its rows. On a phone only title, status and assignee stay.
 */
export function taskRowGrid(theme: Theme) {
  return {
    display: 'grid',
    gridTemplateColumns: 'minmax(12rem, 3fr) 8.5rem minmax(8rem, 1.2fr) minmax(7rem, 1fr) minmax(8rem, 1.4fr) 5.5rem 6rem 7.5rem 10rem',
    alignItems: 'center',
    columnGap: theme.space.sm,
    padding: `0 ${theme.space.sm}`,
    [theme.breakpoints.mobile]: { gridTemplateColumns: 'minmax(0, 1fr) 7rem 2rem' },
  } as const;
}

/** A column that a phone does not show. */
export function wideOnly(theme: Theme) {
  return { [theme.breakpoints.mobile]: { display: 'none' } } as const;
}

export const cellText = { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
