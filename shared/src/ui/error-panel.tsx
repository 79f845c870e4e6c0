import { useEffect, type ReactNode } from 'react';
import { useTheme } from '@emotion/react';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { FormattedMessage } from 'react-intl';
import { toApiError, type ApiError } from '../api/api-error';
import { retryAfterSeconds } from '../api/retry-after';
import { useCountdown } from '../clock/use-countdown';
import { Button } from './button';

export interface ErrorPanelProps {
  /** What failed, if known: it decides the explanation (offline, too many requests with the wait, server trouble). */
  error?: FetchBaseQueryError | SerializedError | ApiError;
  onRetry?: () => void;
  /** The headline; the generic text of spec §8 unless the screen knows better (e.g. "the card was declined"). */
  titleId?: string;
  titleValues?: Record<string, ReactNode>;
  /** Instead of the explanation chosen from the error. */
  textId?: string;
  /** More ways out beside the retry (links, buttons). */
  actions?: ReactNode;
}

function isApiError(error: ErrorPanelProps['error']): error is ApiError {
  return (
    typeof error === 'object' && error !== null && 'code' in error && 'message' in error && 'status' in error && typeof (error as ApiError).code === 'string'
  );
}

/** The explanation under the headline, by what failed. */
export function errorExplanationId(error: ApiError | null, secondsLeft: number): string {
  if (error?.status === 'network') return 'error.offline';
  if (error?.status === 429) return secondsLeft > 0 ? 'error.retryIn' : 'error.tooManyRequests';
  return 'error.tryLater';
}

/**
 * The one failure panel of the product (account pages, checkout, the plan page, the session):
 * a danger-coloured box with an icon, what happened, what to do, and a retry that waits out a 429's
 * Retry-After, counting down.
 */
export function ErrorPanel({ error, onRetry, titleId = 'error.generic', titleValues, textId, actions }: ErrorPanelProps) {
  const theme = useTheme();
  const apiError = error === undefined ? null : isApiError(error) ? error : toApiError(error);
  const wait = apiError?.status === 429 ? retryAfterSeconds(apiError) : null;
  const { secondsLeft, start } = useCountdown(wait ?? 0);
  useEffect(() => {
    if (wait !== null) start(wait);
  }, [wait, start, apiError]);
  const waiting = secondsLeft > 0;
  return (
    <div
      role="alert"
      data-testid="error-panel"
      css={{
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        gap: theme.space.sm,
        padding: theme.space.md,
        border: `1px solid ${theme.colors.danger}`,
        borderLeftWidth: '4px',
        borderRadius: theme.radii.md,
        background: theme.colors.background,
      }}
    >
      <span
        aria-hidden="true"
        css={{
          display: 'inline-grid',
          placeItems: 'center',
          width: '1.5rem',
          height: '1.5rem',
          borderRadius: theme.radii.round,
          background: theme.colors.danger,
          color: theme.colors.background,
          fontWeight: 700,
        }}
      >
        !
      </span>
      <div css={{ display: 'grid', gap: theme.space.sm, minWidth: 0 }}>
        <p css={{ margin: 0, fontWeight: 600, color: theme.colors.danger }}>
          <FormattedMessage id={titleId} values={titleValues} />
        </p>
        <p css={{ margin: 0 }}>
          <FormattedMessage id={textId ?? errorExplanationId(apiError, secondsLeft)} values={{ seconds: secondsLeft }} />
        </p>
        {(onRetry || actions) && (
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, alignItems: 'center' }}>
            {onRetry && (
              <Button variant="secondary" onClick={onRetry} disabled={waiting}>
                <FormattedMessage id="status.retry" />
              </Button>
            )}
            {actions}
          </div>
        )}
      </div>
    </div>
  );
}

/** A page's data could not be loaded: the error panel, with a retry when it can help. */
export function LoadError({ onRetry, error }: { onRetry?: () => void; error?: ErrorPanelProps['error'] }) {
  return <ErrorPanel onRetry={onRetry} error={error} />;
}
