import { memo, type KeyboardEvent, type PointerEvent } from 'react';
import { useTheme } from '@emotion/react';
import { riskColor, type TimelineBarModel } from './timeline-bar-model';
import { xOf, type TimelineRange } from './timeline-range';

export const BAR_HEIGHT = 28;
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

export interface TimelineBarProps {
  model: TimelineBarModel;
  range: TimelineRange;
  handlers: BarHandlers;
  /** The id of what describes the bar now (its tooltip, the keyboard hint). */
  describedBy: string | undefined;
  /** Being moved by keyboard: outlined until Enter or Escape. */
  moving: boolean;
}

/** A task's bar: solid from its start to P50, a lighter tail to P85. Drawn again only when its own props change. */
export const TimelineBar = memo(function TimelineBar({ model, range, handlers, describedBy, moving }: TimelineBarProps) {
  const theme = useTheme();
  const left = xOf(range, model.startMs);
  const solid = Math.max(4, xOf(range, model.p50Ms) - left);
  const width = Math.max(solid, xOf(range, model.p85Ms) - left);
  const color = riskColor(theme, model.risk);
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
      css={{
        position: 'absolute',
        top: `calc(50% - ${BAR_HEIGHT / 2}px)`,
        height: BAR_HEIGHT,
        padding: 0,
        border: 'none',
        background: 'none',
        cursor: model.movable ? 'grab' : 'pointer',
        touchAction: model.movable ? 'none' : 'auto',
        font: 'inherit',
        textAlign: 'left',
        borderRadius: theme.radii.sm,
        outline: moving ? `2px dashed ${theme.colors.focus}` : undefined,
        outlineOffset: 2,
        '&:focus-visible': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: 2 },
      }}
      style={{ left, width }}
    >
      <span aria-hidden="true" css={{ position: 'absolute', inset: 0, borderRadius: theme.radii.sm, background: color, opacity: 0.3 }} />
      <span
        css={{
          position: 'absolute',
          top: 0,
          bottom: 0,
          left: 0,
          display: 'flex',
          alignItems: 'center',
          padding: inside ? `0 ${theme.space.xs}` : 0,
          borderRadius: theme.radii.sm,
          background: color,
          color: theme.colors.primaryText,
          fontSize: theme.fontSizes.sm,
          whiteSpace: 'nowrap',
          overflow: inside ? 'hidden' : 'visible',
          textOverflow: 'ellipsis',
        }}
        style={{ width: solid }}
      >
        <span css={inside ? { overflow: 'hidden', textOverflow: 'ellipsis' } : { position: 'absolute', left: width + 4, color: theme.colors.text, pointerEvents: 'none' }}>{model.title}</span>
      </span>
    </button>
  );
});
