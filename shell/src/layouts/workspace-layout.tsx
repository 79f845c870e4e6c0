import { useTheme } from '@emotion/react';
import { Outlet, useLocation } from 'react-router';
import { matchRoute } from '@stepwise/shared';
import { SkipLink } from '../chrome/skip-link';
import { LiveStatusNote } from '../workspace/live-status-note';
import { WorkspaceDrawer } from '../workspace/workspace-drawer';
import { WorkspaceSidebar } from '../workspace/workspace-sidebar';
import { MainContent } from './main-content';

/**
 * Inside a workspace (`/w/:workspace/…`): the sidebar with the workspace switcher, the sections and
 * the user menu (a drawer on a phone), the live channel's "reconnecting" line, and the page.
 */
export function WorkspaceLayout() {
  const theme = useTheme();
  const location = useLocation();
  const workspaceId = matchRoute(location.pathname)?.params.workspace ?? '';
  return (
    <div css={{ minHeight: '100vh', display: 'flex', [theme.breakpoints.mobile]: { flexDirection: 'column' } }}>
      <SkipLink />
      <aside
        css={{
          flex: '0 0 16rem',
          position: 'sticky',
          top: 0,
          height: '100vh',
          background: theme.colors.surface,
          borderRight: `1px solid ${theme.colors.border}`,
          [theme.breakpoints.mobile]: { display: 'none' },
        }}
      >
        {workspaceId && <WorkspaceSidebar workspaceId={workspaceId} />}
      </aside>
      {workspaceId && <WorkspaceDrawer workspaceId={workspaceId} />}
      <div css={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <LiveStatusNote />
        <MainContent>
          <Outlet />
        </MainContent>
      </div>
    </div>
  );
}
