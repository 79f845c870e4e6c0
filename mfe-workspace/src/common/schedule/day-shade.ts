import { useTheme } from '@emotion/react';
import type { CalendarDay } from '@stepwise/contracts';

export type ShadeKind = 'weekend' | 'holiday' | 'dayOff';

/** Why a day is not worked, as the legend groups it; null for a working day. */
export function shadeKindOf(day: CalendarDay): ShadeKind | null {
  if (day.working) return null;
  if (day.reason === 'day_off') return 'dayOff';
  if (day.reason === 'holiday' || day.reason === 'workspace_holiday' || day.reason === 'transfer') return 'holiday';
  return 'weekend';
}

/** The fill of each kind: a plain tint, stripes and a cross-hatch, told apart without colour. */
export function useShadeFills(): Record<ShadeKind, string> {
  const theme = useTheme();
  const line = theme.colors.border;
  return {
    weekend: theme.colors.surface,
    holiday: `repeating-linear-gradient(135deg, ${theme.colors.surface} 0 4px, ${line} 4px 5px)`,
    dayOff: `repeating-linear-gradient(45deg, transparent 0 4px, ${line} 4px 5px), repeating-linear-gradient(135deg, ${theme.colors.surface} 0 4px, ${line} 4px 5px)`,
  };
}
