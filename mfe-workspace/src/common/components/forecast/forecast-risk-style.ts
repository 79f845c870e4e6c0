import type { Theme } from '@emotion/react';
import type { FORECAST_RISKS } from '@stepwise/contracts';

export type ForecastRisk = (typeof FORECAST_RISKS)[number];

export interface RiskStyle {
  /** A sign beside the words, so the risk does not rest on colour alone; none when on track. */
  icon: string | null;
  /** The short words shown beside the date; none when on track. */
  labelId: string | null;
  css: Record<string, string | number>;
}

/** How each risk looks: on track stays quiet, at risk is amber, late red, overdue strong red. */
export function riskStyle(theme: Theme, risk: ForecastRisk | null): RiskStyle {
  switch (risk) {
    case 'at_risk':
      return { icon: '⚠', labelId: 'work.forecast.risk.at_risk', css: { color: theme.colors.warning } };
    case 'late':
      return { icon: '!', labelId: 'work.forecast.risk.late', css: { color: theme.colors.danger, fontWeight: 600 } };
    case 'overdue':
      return {
        icon: '‼',
        labelId: 'work.forecast.risk.overdue',
        css: { color: theme.colors.background, background: theme.colors.danger, fontWeight: 600, padding: `0 ${theme.space.xs}`, borderRadius: theme.radii.sm },
      };
    default:
      return { icon: null, labelId: null, css: { color: theme.colors.textMuted } };
  }
}
