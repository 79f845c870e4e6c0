import { useTheme } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import { pathFor } from '@stepwise/shared';
import { sidebarItemStyle, sidebarListStyle } from './sidebar-styles';
import { WORKSPACE_SECTIONS } from './workspace-sections';

/** Links to the workspace's sections; the one shown is marked current. */
export function WorkspaceSectionsNav({ workspaceId }: { workspaceId: string }) {
  const theme = useTheme();
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: 'shell.workspace.sections' })}>
      <ul css={sidebarListStyle}>
        {WORKSPACE_SECTIONS.map((section) => (
          <li key={section.route}>
            <NavLink to={pathFor(section.route, { params: { workspace: workspaceId } })} end={section.end} css={sidebarItemStyle(theme)}>
              <FormattedMessage id={section.label} />
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
