import type { Theme } from '@emotion/react';
import type { DayLook } from './day-look';

const SHADE = '#e6e9ed';
const HOLIDAY = '#fde4e1';
const DAY_OFF = '#dbe4ff';

/** The fill of a day cell (and of its legend swatch) by how the day looks. */
export function dayLookStyle(theme: Theme, look: DayLook) {
  switch (look) {
    case 'workday':
    case 'shortened':
      return { background: theme.colors.background };
    case 'weekend':
    case 'transfer':
      return { background: SHADE };
    case 'holiday':
      return { background: HOLIDAY };
    case 'workingWeekend':
      return { background: theme.colors.background, boxShadow: `inset 0 3px 0 ${theme.colors.primary}` };
    case 'dayOff':
      return { background: `repeating-linear-gradient(135deg, ${DAY_OFF} 0 4px, ${theme.colors.background} 4px 8px)` };
    case 'noHours':
      return { background: theme.colors.surface };
  }
}

/** The sign in a cell beside its fill (hidden from screen readers: the cell's name says it). */
export const DAY_LOOK_MARK: Partial<Record<DayLook, string>> = {
  holiday: '★',
  transfer: '⇄',
  noHours: '—',
};
