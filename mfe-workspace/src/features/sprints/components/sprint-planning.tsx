import { useCallback, useMemo, useState } from 'react';
import { useTheme } from '@emotion/react';
import { FormAlert } from '@stepwise/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SprintDetail } from '../sprints-api';
import type { Task } from '../../../common/api/work-types';
import { UndoBar } from '../../../common/components/undo-bar';
import type { WorkLookups } from '../../../common/hooks/use-work-lookups';
import { useSprintPlan } from '../use-sprint-plan';
import { SprintProposalPanel } from './sprint-proposal';
import { TaskPicker } from './task-picker';
import { TitledSection } from '../../../common/components/titled-section';

export interface SprintPlanningProps {
  workspaceId: number;
  sprint: SprintDetail;
  tasks: ReadonlyMap<number, Task>;
  members: WorkLookups['members'];
}

/** Planning a sprint that has not ended: its tasks with a way to remove each (and undo), the picker of tasks to add, and for a future sprint the forecast's proposal. */
export function SprintPlanning({ workspaceId, sprint, tasks, members }: SprintPlanningProps) {
  const theme = useTheme();
  const intl = useIntl();
  const { add, remove, saving, refusal } = useSprintPlan(workspaceId, sprint);
  const [removed, setRemoved] = useState<Task | null>(null);
  const planned = useMemo(() => sprint.task_ids.flatMap((taskId) => tasks.get(taskId) ?? []), [sprint.task_ids, tasks]);
  const candidates = useMemo(() => {
    const inSprint = new Set(sprint.task_ids);
    return [...tasks.values()].filter((task) => task.state !== 'finished' && !inSprint.has(task.id)).sort((a, b) => a.title.localeCompare(b.title));
  }, [sprint.task_ids, tasks]);
  const dismiss = useCallback(() => setRemoved(null), []);

  async function removeTask(task: Task) {
    if (await remove([task.id])) setRemoved(task);
  }

  return (
    <TitledSection title={<FormattedMessage id="work.sprints.planning.title" />}>
      {/* The alert's place is kept so the page does not jump when a refusal shows. */}
      <div css={{ minHeight: '1.5rem' }}>
        {refusal && (
          <FormAlert>
            <FormattedMessage id={refusal} />
          </FormAlert>
        )}
        {removed && (
          <UndoBar
            text={intl.formatMessage({ id: 'work.sprints.planning.removed' }, { title: removed.title })}
            onUndo={() => {
              void add([removed.id]);
              setRemoved(null);
            }}
            onDismiss={dismiss}
          />
        )}
      </div>
      <div css={{ display: 'grid', gap: theme.space.sm }}>
        <h3 css={{ margin: 0, fontSize: theme.fontSizes.md }}>
          <FormattedMessage id="work.sprints.planning.planned" values={{ count: planned.length }} />
        </h3>
        {planned.length > 0 && (
          <ul css={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: theme.space.xs }}>
            {planned.map((task) => (
              <li key={task.id} css={{ display: 'flex', gap: theme.space.sm, alignItems: 'center', justifyContent: 'space-between' }}>
                <span>{task.title}</span>
                <button
                  type="button"
                  onClick={() => void removeTask(task)}
                  disabled={saving}
                  aria-label={intl.formatMessage({ id: 'work.sprints.planning.remove' }, { title: task.title })}
                  css={{
                    font: 'inherit',
                    minHeight: 36,
                    padding: `0 ${theme.space.sm}`,
                    border: `1px solid ${theme.colors.border}`,
                    borderRadius: theme.radii.sm,
                    background: theme.colors.background,
                    color: theme.colors.text,
                    cursor: 'pointer',
                  }}
                >
                  <FormattedMessage id="work.sprints.planning.removeShort" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div css={{ display: 'grid', gap: theme.space.sm }}>
        <h3 css={{ margin: 0, fontSize: theme.fontSizes.md }}>
          <FormattedMessage id="work.sprints.planning.add" />
        </h3>
        <TaskPicker candidates={candidates} onAdd={add} busy={saving} />
      </div>
      {sprint.status === 'future' && (
        <div css={{ display: 'grid', gap: theme.space.sm }}>
          <h3 css={{ margin: 0, fontSize: theme.fontSizes.md }}>
            <FormattedMessage id="work.sprints.proposal.title" />
          </h3>
          <SprintProposalPanel workspaceId={workspaceId} sprintId={sprint.id} tasks={tasks} members={members} onAccept={add} busy={saving} />
        </div>
      )}
    </TitledSection>
  );
}
