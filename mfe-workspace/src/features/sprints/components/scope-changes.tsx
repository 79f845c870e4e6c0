import { useTheme } from '@emotion/react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import type { SprintDetail } from '../sprints-api';
import type { Task } from '../../../common/api/work-types';
import type { WorkLookups } from '../../../common/hooks/use-work-lookups';

export interface ScopeChangesProps {
  changes: SprintDetail['scope_changes'];
  tasks: ReadonlyMap<number, Task>;
  members: WorkLookups['members'];
  headingId: string;
}

/** The tasks added to or removed from the sprint after it started: which, by whom, when; newest first. */
export function ScopeChanges({ changes, tasks, members, headingId }: ScopeChangesProps) {
  const theme = useTheme();
  return (
    <section aria-labelledby={headingId} css={{ display: 'grid', gap: theme.space.sm }}>
      <h2 id={headingId} css={{ margin: 0, fontSize: theme.fontSizes.lg }}>
        <FormattedMessage id="work.sprints.scope.title" />
      </h2>
      {changes.length === 0 ? (
        <p css={{ margin: 0, color: theme.colors.textMuted }}>
          <FormattedMessage id="work.sprints.scope.none" />
        </p>
      ) : (
        <ul css={{ margin: 0, paddingLeft: '1.25rem', display: 'grid', gap: theme.space.xs }}>
          {[...changes].reverse().map((change) => {
            const actor = change.actor_id === null ? undefined : members.get(change.actor_id);
            return (
              <li key={`${change.task_id}-${change.kind}-${change.at}`} data-scope-change={change.kind}>
                <FormattedMessage
                  id={change.kind === 'added' ? 'work.sprints.scope.added' : 'work.sprints.scope.removed'}
                  values={{
                    title: tasks.get(change.task_id)?.title ?? `#${change.task_id}`,
                    who: actor ? `${actor.first_name} ${actor.last_name}` : '',
                    hasWho: actor ? 'yes' : 'no',
                  }}
                />{' '}
                <time dateTime={change.at} css={{ color: theme.colors.textMuted }}>
                  <FormattedDate value={change.at} day="numeric" month="short" hour="2-digit" minute="2-digit" />
                </time>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
