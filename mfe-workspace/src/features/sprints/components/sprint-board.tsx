import { useMemo } from 'react';
import { useTheme } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Task } from '../../../common/api/work-types';
import type { WorkLookups } from '../../../common/hooks/use-work-lookups';
import { boardColumns, TaskBoard, useBoardMove } from '../../task-board';

export interface SprintBoardProps {
  workspaceId: number;
  tasks: readonly Task[];
  carriedOver: readonly number[];
  lookups: WorkLookups;
}

/** The sprint's tasks on the board by stage (the workspace board's columns and moves), one board per sphere; carried-over cards say so. */
export function SprintBoard({ workspaceId, tasks, carriedOver, lookups }: SprintBoardProps) {
  const theme = useTheme();
  const intl = useIntl();
  const { pending, move } = useBoardMove(workspaceId);
  const notes = useMemo(() => {
    const label = intl.formatMessage({ id: 'work.sprints.carriedOver' });
    return new Map(carriedOver.map((taskId) => [taskId, label]));
  }, [carriedOver, intl]);
  const boards = useMemo(
    () =>
      lookups.spheres
        .map((sphere) => ({
          sphere,
          columns: boardColumns(
            sphere.stages,
            tasks.filter((task) => lookups.stages.get(task.stage_id)?.sphere.id === sphere.id),
            pending,
          ),
        }))
        .filter((board) => board.columns.some((column) => column.tasks.length > 0)),
    [lookups, tasks, pending],
  );
  if (tasks.length === 0) {
    return (
      <p css={{ margin: 0, color: theme.colors.textMuted }}>
        <FormattedMessage id="work.sprints.board.empty" />
      </p>
    );
  }
  return (
    <>
      {boards.map(({ sphere, columns }) => (
        <section
          key={sphere.id}
          aria-label={intl.formatMessage({ id: 'work.sprints.board.sphere' }, { sphere: sphere.name })}
          css={{ display: 'grid', gap: theme.space.sm, minWidth: 0 }}
        >
          {boards.length > 1 && <h3 css={{ margin: 0, fontSize: theme.fontSizes.md }}>{sphere.name}</h3>}
          <TaskBoard columns={columns} lookups={lookups} onMove={move} notes={notes} />
        </section>
      ))}
    </>
  );
}
