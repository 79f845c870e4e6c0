import { useTheme } from '@emotion/react';
import { fullName } from '@stepwise/shared';
import { FormattedMessage } from 'react-intl';
import { useWorkTaskQuery } from '../../../common/tasks/task-queries';
import type { TimeEntry } from '../time-api';
import { EstimateDisplay } from '../../../common/components/estimate-display';
import { useTeam } from '../../../common/hooks/use-team';
import { EntryActions } from './entry-actions';
import { EntrySpan } from './entry-span';

export interface TimeEntryListProps {
  workspaceId: number;
  entries: TimeEntry[];
  /** Name each entry's task (a list of several tasks' entries). */
  showTask?: boolean;
  /** Whose entries these are is obvious (one member's week): the member is not named. */
  hideMember?: boolean;
}

function TaskName({ taskId }: { taskId: number }) {
  const { data: task } = useWorkTaskQuery(taskId);
  return task ? <>{task.title}</> : <FormattedMessage id="work.timer.task" values={{ id: taskId }} />;
}

/**
 * Time entries, latest first: who, when, how long, the note and where it came from. The member
 * edits and deletes their own closed entries, an admin anyone's; a running one changes by its task's pause.
 */
export function TimeEntryList({ workspaceId, entries, showTask = false, hideMember = false }: TimeEntryListProps) {
  const theme = useTheme();
  const { members, selfId, isAdmin } = useTeam();
  const sorted = [...entries].sort((a, b) => b.started_at.localeCompare(a.started_at));
  return (
    <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space.xs }}>
      {sorted.map((entry) => {
        const member = members?.find((candidate) => candidate.user_id === entry.user_id);
        const editable = entry.ended_at !== null && (entry.user_id === selfId || isAdmin);
        return (
          <li
            key={entry.id}
            css={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: theme.space.sm,
              padding: `${theme.space.xs} 0`,
              borderBottom: `1px solid ${theme.colors.border}`,
            }}
          >
            <div css={{ display: 'grid', gap: 2, minWidth: 0 }}>
              <span>
                {showTask && (
                  <strong css={{ marginRight: theme.space.sm }}>
                    <TaskName taskId={entry.task_id} />
                  </strong>
                )}
                <EntrySpan entry={entry} /> · <EstimateDisplay minutes={entry.minutes} />
              </span>
              <span css={{ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }}>
                {!hideMember && member && <>{fullName(member)} · </>}
                <FormattedMessage id={entry.source === 'timer' ? 'work.time.source.timer' : 'work.time.source.manual'} />
                {entry.note && <> · {entry.note}</>}
              </span>
            </div>
            {editable && <EntryActions workspaceId={workspaceId} entry={entry} />}
          </li>
        );
      })}
    </ul>
  );
}
