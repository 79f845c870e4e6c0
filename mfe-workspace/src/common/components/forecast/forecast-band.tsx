import { memo } from 'react';
import { useTheme } from '@emotion/react';
import { visuallyHidden } from '@stepwise/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { AssumesUnscoredNote } from './assumes-unscored-note';
import { formatForecastInstant, localDayOf } from './forecast-instant';
import { riskStyle, type ForecastRisk } from './forecast-risk-style';

export interface ForecastBandProps {
  finishP50: string;
  finishP85: string;
  /** Against the due date; null without one. */
  risk: ForecastRisk | null;
  /** An unestimated task before it was counted at a usual time. */
  assumesUnscored?: boolean;
}

/**
 * A finish forecast in a line: the likely (P50) date and the date it is almost certainly done by
 * (P85), "≈ 3 Dec · by 5 Dec", or one date when both fall on the same day; with the risk against the
 * due date in words and a sign. Screen readers hear the whole sentence instead of the short form.
 */
export const ForecastBand = memo(function ForecastBand({ finishP50, finishP85, risk, assumesUnscored = false }: ForecastBandProps) {
  const theme = useTheme();
  const intl = useIntl();
  const now = Date.now();
  const style = riskStyle(theme, risk);
  const p50 = formatForecastInstant(intl, finishP50, now);
  const sameDay = localDayOf(finishP50) === localDayOf(finishP85);
  const short = sameDay
    ? intl.formatMessage({ id: 'work.forecast.single' }, { p50 })
    : intl.formatMessage({ id: 'work.forecast.band' }, { p50, p85: formatForecastInstant(intl, finishP85, now) });
  return (
    <span
      data-forecast={risk ?? 'none'}
      css={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'baseline', gap: `0 ${theme.space.xs}`, fontSize: theme.fontSizes.sm, minWidth: 0 }}
    >
      {/* The dates and the risk words each stay whole; a narrow row wraps between them. */}
      <span css={style.css}>
        <span aria-hidden="true" css={{ whiteSpace: 'nowrap' }}>
          {short}
        </span>
        <span css={visuallyHidden}>
          <FormattedMessage
            id="work.forecast.label"
            values={{ p50: formatForecastInstant(intl, finishP50, now, true), p85: formatForecastInstant(intl, finishP85, now, true) }}
          />
        </span>
        {style.labelId && (
          <>
            <span css={visuallyHidden}>,</span>{' '}
            <span css={{ whiteSpace: 'nowrap' }}>
              <span aria-hidden="true">{style.icon}</span> <FormattedMessage id={style.labelId} />
            </span>
          </>
        )}
      </span>
      {assumesUnscored && <AssumesUnscoredNote />}
    </span>
  );
});
