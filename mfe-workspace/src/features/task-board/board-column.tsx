import { memo, useId, useState } from 'react';
import { useTheme } from '@emotion/react';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { FormattedMessage } from 'react-intl';
import { Button } from '@stepwise/shared';
import type { WorkLookups } from '../../common/hooks/use-work-lookups';
import { BoardCard, type BoardCardProps } from './board-card';
import type { BoardColumn as Column } from './board-columns';

export interface BoardColumnProps extends Pick<BoardCardProps, 'forecast' | 'onCardKeyDown' | 'moveChoices' | 'hintId'> {
  column: Column;
  members: WorkLookups['members'];
  /** Labels of some cards by task id (see BoardCard's note). */
  notes?: ReadonlyMap<number, string>;
}

/**
 * Cards a column shows at first, and how many more each "Show more" adds: a stage of thousands of
 * finished tasks stays light, and a drag does not make thousands of cards follow the pointer.
 */
export const COLUMN_PAGE = 50;

/** One stage of the board: its name and count, and its cards in order (they scroll within the column). */
export const BoardColumnView = memo(function BoardColumnView({ column, members, notes, forecast, onCardKeyDown, moveChoices, hintId }: BoardColumnProps) {
  const theme = useTheme();
  const headingId = useId();
  const { setNodeRef, isOver } = useDroppable({ id: `stage-${column.stage.id}`, data: { type: 'stage', stageId: column.stage.id } });
  const [shown, setShown] = useState(COLUMN_PAGE);
  const visible = column.tasks.length > shown ? column.tasks.slice(0, shown) : column.tasks;
  const ids = visible.map((task) => task.id);
  return (
    <section
      aria-labelledby={headingId}
      data-stage={column.stage.id}
      css={{
        display: 'flex',
        flexDirection: 'column',
        flex: '0 0 18rem',
        minWidth: 0,
        maxHeight: 'max(24rem, calc(100dvh - 12rem))',
        background: isOver ? '#e8edff' : theme.colors.surface,
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radii.md,
        scrollSnapAlign: 'start',
        [theme.breakpoints.mobile]: { flexBasis: 'min(85vw, 20rem)' },
      }}
    >
      <h2
        id={headingId}
        css={{ display: 'flex', justifyContent: 'space-between', gap: theme.space.sm, margin: 0, padding: theme.space.sm, fontSize: theme.fontSizes.md }}
      >
        <span>{column.stage.name}</span>
        <span css={{ color: theme.colors.textMuted, fontWeight: 500, whiteSpace: 'nowrap' }}>
          <FormattedMessage id="work.taskBoard.column.count" values={{ count: column.tasks.length }} />
        </span>
      </h2>
      <SortableContext id={`stage-${column.stage.id}`} items={ids} strategy={verticalListSortingStrategy}>
        <ul
          ref={setNodeRef}
          css={{
            display: 'grid',
            gap: theme.space.sm,
            alignContent: 'start',
            flex: 1,
            minHeight: '4rem',
            margin: 0,
            padding: theme.space.sm,
            paddingTop: 0,
            overflowY: 'auto',
          }}
        >
          {visible.map((task) => (
            <BoardCard
              key={task.id}
              task={task}
              assignee={task.assignee_id === null ? undefined : members.get(task.assignee_id)}
              forecast={forecast}
              onCardKeyDown={onCardKeyDown}
              moveChoices={moveChoices}
              hintId={hintId}
              note={notes?.get(task.id)}
            />
          ))}
          {visible.length < column.tasks.length && (
            <li css={{ listStyle: 'none' }}>
              <Button variant="secondary" onClick={() => setShown((count) => count + COLUMN_PAGE)} css={{ width: '100%' }}>
                <FormattedMessage id="work.taskBoard.column.showMore" values={{ count: column.tasks.length - visible.length }} />
              </Button>
            </li>
          )}
          {column.tasks.length === 0 && (
            <li css={{ listStyle: 'none', padding: theme.space.sm, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm, textAlign: 'center' }}>
              <FormattedMessage id="work.taskBoard.column.empty" />
            </li>
          )}
        </ul>
      </SortableContext>
    </section>
  );
});
