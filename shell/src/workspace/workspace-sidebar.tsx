import { useTheme } from '@emotion/react';
import { Logo } from '../chrome/logo';
import { WorkspaceSectionsNav } from './workspace-sections-nav';
import { WorkspaceSwitcher } from './workspace-switcher';
import { WorkspaceUserMenu } from './workspace-user-menu';

/** What the sidebar holds, on a wide screen beside the page and on a phone in the drawer. */
export function WorkspaceSidebar({ workspaceId }: { workspaceId: string }) {
  const theme = useTheme();
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space.md, height: '100%', padding: theme.space.md }}>
      <Logo />
      <WorkspaceSwitcher workspaceId={workspaceId} />
      <div css={{ flex: 1, overflowY: 'auto' }}>
        <WorkspaceSectionsNav workspaceId={workspaceId} />
      </div>
      <WorkspaceUserMenu />
    </div>
  );
}
