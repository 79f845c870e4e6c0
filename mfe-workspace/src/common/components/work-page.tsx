import type { ReactNode, Ref } from 'react';
import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router';
import { QuickCreateButton, QuickCreateProvider } from '../../features/quick-create';
import { TaskPanelHost } from '../../features/task-panel';
import { RunningTimer } from '../../features/time-tracking';
import { useWorkspaceLiveSync } from '../../live/use-workspace-live-sync';
import { TransitionDialogsProvider } from './transition-dialogs-provider';

export interface WorkPageProps {
  titleId: string;
  /** Beside the title (e.g. "New task"). */
  actions?: ReactNode;
  /** The heading, for moving focus to it after a change that removes what had focus. */
  headingRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
}

/**
 * A page of the workspace app: its title (the page's one h1), its actions and its content. Inside a
 * workspace (`/w/:workspace/…`) it keeps the cache in step with the workspace's live events, offers
 * quick create (button and shortcut), the member's running timer, and shows a task opened from any row in the side panel.
 */
export function WorkPage({ titleId, actions, headingRef, children }: WorkPageProps) {
  const theme = useTheme();
  const { workspace } = useParams();
  const workspaceId = workspace === undefined ? null : Number(workspace);
  useWorkspaceLiveSync(workspaceId);
  const page = (
    <section css={{ padding: `${theme.space.lg} 0`, display: 'grid', gap: theme.space.md, alignContent: 'start', minWidth: 0 }}>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.md, alignItems: 'center', justifyContent: 'space-between' }}>
        <h1 ref={headingRef} tabIndex={-1} css={{ margin: 0, outline: 'none' }}>
          <FormattedMessage id={titleId} />
        </h1>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm }}>
          {workspaceId !== null && <RunningTimer workspaceId={workspaceId} />}
          {actions}
          {workspaceId !== null && <QuickCreateButton />}
        </div>
      </div>
      {children}
    </section>
  );
  if (workspaceId === null) return page;
  return (
    <QuickCreateProvider workspaceId={workspaceId}>
      <TransitionDialogsProvider>
        {page}
        <TaskPanelHost />
      </TransitionDialogsProvider>
    </QuickCreateProvider>
  );
}
