import type { Theme } from '@emotion/react';

export interface InlineControlState {
  /** Holds a chosen value (a filter in use): the border takes the primary colour. */
  active?: boolean;
  /** Holds a value that cannot be saved: the border turns red. */
  invalid?: boolean;
}

/** The box of a select or input that stands outside a form (filters, pickers, inline editors): 44 px tall for touch. */
export function inlineControlStyle(theme: Theme, { active = false, invalid = false }: InlineControlState = {}) {
  const border = invalid ? theme.colors.danger : active ? theme.colors.primary : theme.colors.border;
  return {
    font: 'inherit',
    minHeight: 44,
    minWidth: 0,
    padding: `0 ${theme.space.sm}`,
    border: `1px solid ${border}`,
    borderRadius: theme.radii.sm,
    background: theme.colors.background,
    color: theme.colors.text,
  } as const;
}
