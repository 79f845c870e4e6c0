import type { ReactNode, Ref } from 'react';
import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router';
import { useWorkspaceLiveSync } from '../../live/use-workspace-live-sync';

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
 * workspace (`/w/:workspace/…`) it keeps the cache in step with the workspace's live events.
 */
export function WorkPage({ titleId, actions, headingRef, children }: WorkPageProps) {
  const theme = useTheme();
  const { workspace } = useParams();
  useWorkspaceLiveSync(workspace === undefined ? null : Number(workspace));
  return (
    <section css={{ padding: `${theme.space.lg} 0`, display: 'grid', gap: theme.space.md, alignContent: 'start' }}>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.md, alignItems: 'center', justifyContent: 'space-between' }}>
        <h1 ref={headingRef} tabIndex={-1} css={{ margin: 0, outline: 'none' }}>
          <FormattedMessage id={titleId} />
        </h1>
        {actions}
      </div>
      {children}
    </section>
  );
}
