import { useTheme } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ForecastRisk, TimelineBarModel } from './timeline-bar-model';

export interface BarTip {
  model: TimelineBarModel;
  /** The bar's box on screen when it was hovered or focused. */
  rect: { left: number; bottom: number };
}

/** The risk in words: the forecast's own words where it has them. */
const RISK_MESSAGES: Record<ForecastRisk | 'none', string> = {
  on_track: 'work.timeline.risk.on_track',
  at_risk: 'work.forecast.risk.at_risk',
  late: 'work.forecast.risk.late',
  overdue: 'work.forecast.risk.overdue',
  none: 'work.timeline.risk.none',
};

const DATE: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' };
const DATE_TIME: Intl.DateTimeFormatOptions = { ...DATE, hour: '2-digit', minute: '2-digit' };

/** The one tooltip of the timeline: the hovered or focused bar's dates and risk in words. */
export function BarTooltip({ tip, id }: { tip: BarTip; id: string }) {
  const theme = useTheme();
  const intl = useIntl();
  const { model } = tip;
  const rows: Array<[string, string]> = [
    ['work.timeline.tip.start', intl.formatDate(model.startMs, DATE_TIME)],
    ['work.timeline.tip.p50', intl.formatDate(model.p50Ms, DATE_TIME)],
    ['work.timeline.tip.p85', intl.formatDate(model.p85Ms, DATE_TIME)],
  ];
  if (model.dueOn) rows.push(['work.timeline.tip.due', intl.formatDate(`${model.dueOn}T12:00:00`, DATE)]);
  rows.push(['work.timeline.tip.risk', intl.formatMessage({ id: RISK_MESSAGES[model.risk ?? 'none'] })]);
  return (
    <div
      id={id}
      role="tooltip"
      css={{
        position: 'fixed',
        zIndex: 20,
        maxWidth: 'min(20rem, calc(100vw - 1rem))',
        padding: theme.space.sm,
        borderRadius: theme.radii.sm,
        background: theme.colors.text,
        color: theme.colors.background,
        fontSize: theme.fontSizes.sm,
        pointerEvents: 'none',
      }}
      style={{ left: Math.max(8, Math.min(tip.rect.left, window.innerWidth - 328)), top: tip.rect.bottom + 6 }}
    >
      <strong css={{ display: 'block', marginBottom: theme.space.xs }}>{model.title}</strong>
      <dl css={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `2px ${theme.space.sm}`, margin: 0 }}>
        {rows.map(([label, value]) => (
          <div key={label} css={{ display: 'contents' }}>
            <dt>
              <FormattedMessage id={label} />
            </dt>
            <dd css={{ margin: 0 }}>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
