import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router';
import { NotFoundView, toApiError, LoadError, LoadingStatus, useCountdown } from '@stepwise/shared';
import { useAccountWorkspaceQuery } from '../../common/api/workspaces-api';
import { redirectTo } from '../../common/browser/redirect-to';
import { workspaceAddress, type WorkspaceAddress } from '../../common/workspace/workspace-address';

/** Seconds shown before the redirect to the new workspace. */
export const REDIRECT_SECONDS = 5;

function Countdown({ address, onGo }: { address: WorkspaceAddress; onGo: () => void }) {
  const { secondsLeft } = useCountdown(REDIRECT_SECONDS);
  const gone = useRef(false);
  useEffect(() => {
    if (secondsLeft > 0 || gone.current) return;
    gone.current = true;
    onGo();
  }, [secondsLeft, onGo]);
  const goNow = <FormattedMessage id="account.workspaceCreated.goNow" />;
  return (
    <>
      <p role="status" aria-live="polite">
        {secondsLeft > 0 ? (
          <FormattedMessage id="account.workspaceCreated.countdown" values={{ seconds: secondsLeft }} />
        ) : (
          <FormattedMessage id="account.workspaceCreated.redirecting" />
        )}
      </p>
      <p>
        {address.kind === 'internal' ? (
          <Link to={address.path} replace>
            {goNow}
          </Link>
        ) : (
          <a
            href={address.url}
            onClick={(event) => {
              event.preventDefault();
              gone.current = true;
              onGo();
            }}
          >
            {goNow}
          </a>
        )}
      </p>
    </>
  );
}

/** workspaceCreated: the new workspace is ready; a countdown, then off to the workspace. */
export default function WorkspaceCreatedPage() {
  const theme = useTheme();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const workspaceId = /^\d+$/.test(id) ? Number(id) : null;
  const { data: workspace, error, isLoading, refetch } = useAccountWorkspaceQuery(workspaceId ?? 0, { skip: workspaceId === null });
  const address = useMemo(() => (workspace ? workspaceAddress(workspace) : null), [workspace]);
  const go = useCallback(() => {
    if (!address) return;
    if (address.kind === 'external') redirectTo(address.url);
    else navigate(address.path, { replace: true });
  }, [address, navigate]);

  if (workspaceId === null || (error && toApiError(error).status === 404)) return <NotFoundView />;
  return (
    <section css={{ padding: `${theme.space.lg} 0`, textAlign: 'center' }}>
      {isLoading && <LoadingStatus />}
      {error && !workspace && <LoadError error={error} onRetry={() => void refetch()} />}
      {workspace && address && (
        <>
          <p css={{ fontSize: theme.fontSizes.xxl, margin: 0, color: theme.colors.success }} aria-hidden="true">
            ✓
          </p>
          <h1 css={{ fontSize: theme.fontSizes.xl }}>
            <FormattedMessage id="account.workspaceCreated.title" values={{ name: workspace.name }} />
          </h1>
          <Countdown address={address} onGo={go} />
        </>
      )}
    </section>
  );
}
