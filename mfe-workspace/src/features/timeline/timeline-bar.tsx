import { memo, type KeyboardEvent, type PointerEvent } from 'react';
import type { TimelineBarModel } from './timeline-bar-model';
import { TIMELINE_CLASS } from './timeline-styles';

/** Under this width the title is written beside the bar. */
const TITLE_INSIDE_MIN = 72;

export interface BarHandlers {
  onKeyDown(taskId: number, event: KeyboardEvent<HTMLButtonElement>): void;
  onPointerDown(taskId: number, event: PointerEvent<HTMLButtonElement>): void;
  onClick(taskId: number): void;
  onShowTip(model: TimelineBarModel, element: HTMLElement): void;
  onHideTip(): void;
  onBlur(taskId: number): void;
}

/** Where a bar is drawn on its lane, worked out once per flow and range. */
export interface BarPlace {
  model: TimelineBarModel;
  left: number;
  /** Width of the solid part (start → P50) and of the whole bar (start → P85). */
  solid: number;
  width: number;
  /** The risk's colour. */
  color: string;
}

export interface TimelineBarProps {
  place: BarPlace;
  handlers: BarHandlers;
  /** The id of what describes the bar now (its tooltip, the keyboard hint). */
  describedBy: string | undefined;
  /** Being moved by keyboard: outlined until Enter or Escape. */
  moving: boolean;
}

/** A task's bar: solid from its start to P50, a lighter tail to P85. Drawn again only when its own props change. */
export const TimelineBar = memo(function TimelineBar({ place, handlers, describedBy, moving }: TimelineBarProps) {
  const { model, left, solid, width, color } = place;
  const inside = solid >= TITLE_INSIDE_MIN;
  return (
    <button
      type="button"
      data-task-bar={model.taskId}
      aria-describedby={describedBy}
      onKeyDown={(event) => handlers.onKeyDown(model.taskId, event)}
      onPointerDown={(event) => handlers.onPointerDown(model.taskId, event)}
      onClick={() => handlers.onClick(model.taskId)}
      onMouseEnter={(event) => handlers.onShowTip(model, event.currentTarget)}
      onMouseLeave={handlers.onHideTip}
      onFocus={(event) => handlers.onShowTip(model, event.currentTarget)}
      onBlur={() => handlers.onBlur(model.taskId)}
      className={`${TIMELINE_CLASS.bar}${model.movable ? ` ${TIMELINE_CLASS.movable}` : ''}${moving ? ` ${TIMELINE_CLASS.moving}` : ''}`}
      // The tail is the risk's colour at 30 %.
      style={{ left, width, background: `${color}4d` }}
    >
      {inside ? (
        <span className={TIMELINE_CLASS.solidTitled} style={{ width: solid, background: color }}>
          {model.title}
        </span>
      ) : (
        <span className={TIMELINE_CLASS.solidShort} style={{ width: solid, background: color }}>
          <span className={TIMELINE_CLASS.titleBeside} style={{ left: width + 4 }}>
            {model.title}
          </span>
        </span>
      )}
    </button>
  );
});
