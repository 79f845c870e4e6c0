import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';

/** Why a date may move: an unestimated task earlier in the flow was counted at the member's usual time. */
export function AssumesUnscoredNote() {
  const theme = useTheme();
  return (
    <span css={{ color: theme.colors.textMuted, fontStyle: 'italic' }}>
      <FormattedMessage id="work.forecast.assumesUnscored" />
    </span>
  );
}
