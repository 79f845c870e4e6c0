import { useEffect, useState } from 'react';
import { useTheme } from '@emotion/react';
import { useIntl } from 'react-intl';
import { LOADING_BAR_THROTTLE_MS, loadingBarProgress } from './loading-bar-timing';
import { usePendingLoads } from './pending-loads';

/** A thin progress bar at the top while a page part loads for longer than the throttle. */
export function LoadingBar() {
  const theme = useTheme();
  const intl = useIntl();
  const loading = usePendingLoads() > 0;
  const [visibleSince, setVisibleSince] = useState<number | null>(null);
  const [now, setNow] = useState(0);

  useEffect(() => {
    if (!loading) {
      setVisibleSince(null);
      return;
    }
    const show = window.setTimeout(() => setVisibleSince(performance.now()), LOADING_BAR_THROTTLE_MS);
    return () => window.clearTimeout(show);
  }, [loading]);

  useEffect(() => {
    if (visibleSince === null) return;
    const tick = window.setInterval(() => setNow(performance.now()), 100);
    return () => window.clearInterval(tick);
  }, [visibleSince]);

  if (visibleSince === null) return null;
  const progress = loadingBarProgress(Math.max(0, now - visibleSince));
  return (
    <div
      role="progressbar"
      aria-label={intl.formatMessage({ id: 'shell.progress' })}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress * 100)}
      data-testid="loading-bar"
      css={{
        position: 'fixed',
        top: 0,
        left: 0,
        height: 3,
        width: `${Math.max(progress, 0.05) * 100}%`,
        background: theme.colors.primary,
        transition: 'width 100ms linear',
        zIndex: 100,
      }}
    />
  );
}
