import type { MouseEvent } from 'react';
import { useTheme } from '@emotion/react';
import { RouteLink } from '@stepwise/shared';
import { useOpenTask } from '../hooks/use-open-task';

/**
 * A task's title, linking to its page; a plain click opens it in the side panel over the current
 * page instead (a new tab or window still gets the page).
 */
export function TaskTitleLink({ workspaceId, taskId, title }: { workspaceId: number; taskId: number; title: string }) {
  const theme = useTheme();
  const openTask = useOpenTask();
  function open(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    openTask(taskId);
  }
  return (
    <RouteLink
      to="workspace-task"
      params={{ workspace: workspaceId, task: taskId }}
      onClick={open}
      css={{
        // A finger-sized target on a phone, however short the title.
        display: 'inline-flex',
        alignItems: 'center',
        minHeight: 44,
        minWidth: 44,
        color: theme.colors.text,
        fontWeight: 600,
        overflowWrap: 'anywhere',
        textDecoration: 'none',
        '&:hover': { textDecoration: 'underline' },
      }}
    >
      {title}
    </RouteLink>
  );
}
