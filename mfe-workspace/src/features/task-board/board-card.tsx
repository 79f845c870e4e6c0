import { memo, useCallback, type KeyboardEvent } from 'react';
import { useTheme } from '@emotion/react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { TaskCard } from '../../common/components/task-card';
import { pillStyle } from '../../common/styles/pill';
import type { Member, Task } from '../../common/api/work-types';
import type { ForecastIndex } from '../../common/hooks/use-forecast-index';
import { MoveMenu, type MoveChoice } from './move-menu';

export interface BoardCardProps {
  task: Task;
  assignee?: Member;
  forecast: ForecastIndex;
  /** Stable: the board's handler of a key on any card. */
  onCardKeyDown: (event: KeyboardEvent<HTMLAnchorElement>, taskId: number) => void;
  /** Stable: the "Move to…" choices of any card, read when its menu opens. */
  moveChoices: (taskId: number) => MoveChoice[];
  hintId: string;
  /** A short label on the card (e.g. "Carried over" on a sprint's board). */
  note?: string;
}

export const BOARD_KEY_SHORTCUTS = 'Shift+ArrowLeft Shift+ArrowRight Shift+ArrowUp Shift+ArrowDown';

/** A card of the board that can be dragged (pointer or touch) and moved with keys or its menu. Memoized. */
export const BoardCard = memo(function BoardCard({ task, assignee, forecast, onCardKeyDown, moveChoices, hintId, note }: BoardCardProps) {
  const theme = useTheme();
  const { setNodeRef, listeners, transform, transition, isDragging } = useSortable({ id: task.id, data: { type: 'task', stageId: task.stage_id } });
  const onLinkKeyDown = useCallback((event: KeyboardEvent<HTMLAnchorElement>) => onCardKeyDown(event, task.id), [onCardKeyDown, task.id]);
  const choices = useCallback(() => moveChoices(task.id), [moveChoices, task.id]);
  return (
    // Only the pointer listeners: the keyboard path is the card's own (shortcuts and its menu).
    <li
      ref={setNodeRef}
      {...listeners}
      style={{ transform: CSS.Translate.toString(transform), transition, opacity: isDragging ? 0.4 : 1 }}
      css={{ listStyle: 'none', touchAction: 'manipulation' }}
    >
      <TaskCard
        task={task}
        assignee={assignee}
        forecast={forecast}
        onLinkKeyDown={onLinkKeyDown}
        describedBy={hintId}
        keyShortcuts={BOARD_KEY_SHORTCUTS}
        actions={
          <>
            {note && <span css={{ ...pillStyle(theme), background: theme.colors.surface, border: `1px solid ${theme.colors.border}` }}>{note}</span>}
            <MoveMenu taskTitle={task.title} choices={choices} />
          </>
        }
      />
    </li>
  );
});
