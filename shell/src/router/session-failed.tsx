import { useState } from 'react';
import { useTheme } from '@emotion/react';
import { ErrorPanel, loadCurrentUser, useAppDispatch } from '@stepwise/shared';

/** The stored session's user could not be loaded (not a 401): say so and offer a retry; the token is kept. */
export function SessionFailed() {
  const theme = useTheme();
  const dispatch = useAppDispatch();
  const [retrying, setRetrying] = useState(false);
  async function retry() {
    if (retrying) return;
    setRetrying(true);
    await dispatch(loadCurrentUser());
    setRetrying(false);
  }
  return (
    <section css={{ padding: `${theme.space.lg} 0`, maxWidth: '40rem' }} data-testid="session-failed">
      <ErrorPanel titleId="shell.session.failedTitle" onRetry={() => void retry()} />
    </section>
  );
}
