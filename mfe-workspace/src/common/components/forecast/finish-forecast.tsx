import { memo } from 'react';
import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { localToday } from '../../time/local-today';
import { finishRisk } from './finish-risk';
import { ForecastBand } from './forecast-band';
import { ForecastPlaceholder } from './forecast-placeholder';

export interface FinishForecastProps {
  /** The forecast's finish of the goal or project; none when no open task of it has a date. */
  finish: { finish_p50: string; finish_p85: string } | undefined;
  /** The goal's due day (`YYYY-MM-DD`); projects have none. */
  dueOn?: string | null;
  ready: boolean;
  failed: boolean;
}

/** "Predicted finish ≈ 3 Dec · by 5 Dec" of a goal or project (its last task), with its risk when it has a due day. */
export const FinishForecast = memo(function FinishForecast({ finish, dueOn = null, ready, failed }: FinishForecastProps) {
  const theme = useTheme();
  if (failed || (ready && !finish)) return null;
  return (
    <span
      css={{
        display: 'inline-flex',
        flexWrap: 'wrap',
        alignItems: 'baseline',
        gap: theme.space.xs,
        fontSize: theme.fontSizes.sm,
        color: theme.colors.textMuted,
      }}
    >
      <span>
        <FormattedMessage id="work.forecast.finish" />
      </span>
      {finish ? (
        <ForecastBand
          finishP50={finish.finish_p50}
          finishP85={finish.finish_p85}
          risk={dueOn === null ? null : finishRisk(dueOn, finish.finish_p50, finish.finish_p85, localToday())}
        />
      ) : (
        <ForecastPlaceholder />
      )}
    </span>
  );
});
