import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';

/** In place of a date for a flow task without an estimate: the forecast cannot place it. */
export function NoEstimateForecast() {
  const theme = useTheme();
  return (
    <span data-forecast="no-estimate" css={{ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm, whiteSpace: 'nowrap' }}>
      <FormattedMessage id="work.forecast.noEstimate" />
    </span>
  );
}
