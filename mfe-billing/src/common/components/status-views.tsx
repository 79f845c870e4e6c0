import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { Button, FormAlert } from '@stepwise/shared';

/** While a page's data loads: a polite status line. */
export function LoadingStatus() {
  return (
    <p role="status">
      <FormattedMessage id="billing.loading" />
    </p>
  );
}

/** A page's data could not be loaded: the generic texts of spec §8 and a retry. */
export function LoadError({ onRetry }: { onRetry?: () => void }) {
  const theme = useTheme();
  return (
    <FormAlert>
      <p css={{ margin: 0, fontWeight: 600 }}>
        <FormattedMessage id="error.generic" />
      </p>
      <p css={{ margin: `${theme.space.xs} 0 ${onRetry ? theme.space.sm : 0}` }}>
        <FormattedMessage id="error.tryLater" />
      </p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          <FormattedMessage id="billing.retry" />
        </Button>
      )}
    </FormAlert>
  );
}
