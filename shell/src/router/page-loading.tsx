import { useEffect } from 'react';
import { useTheme } from '@emotion/react';
import { useIntl } from 'react-intl';
import { Skeleton, SkeletonLines } from '@stepwise/shared';
import { beginPendingLoad } from '../platform/pending-loads';

/**
 * Placeholder while a screen loads (its code, or the signed-in user): the page's shape at once, a
 * heading and panels in skeleton, inside the layout's frame; it also drives the top loading bar.
 */
export function PageLoading() {
  const theme = useTheme();
  const intl = useIntl();
  useEffect(() => beginPendingLoad(), []);
  return (
    <div
      role="status"
      aria-live="polite"
      aria-label={intl.formatMessage({ id: 'shell.loading' })}
      data-testid="page-skeleton"
      css={{ minHeight: '40vh', display: 'grid', gap: theme.space.md, alignContent: 'start', padding: `${theme.space.lg} 0` }}
    >
      <Skeleton width="16rem" height="2rem" />
      <SkeletonLines lines={3} />
      <SkeletonLines lines={2} />
    </div>
  );
}
