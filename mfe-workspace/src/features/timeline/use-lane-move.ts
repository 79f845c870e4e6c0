import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { flowMove, type FlowMove } from '../../common/tasks/flow-move';
import type { TimelineBarModel } from './timeline-bar-model';
import { xOf, type TimelineRange } from './timeline-range';
import type { FlowDraft } from './use-flow-preview';

/** A pointer that travels less than this is a click, not a drag. */
const DRAG_THRESHOLD_PX = 4;

export type MoveEnd = 'committed' | 'cancelled';

export interface LaneMoveOptions {
  userId: number;
  /** The member's unfinished flow in order, the task in progress first. */
  flowIds: readonly number[];
  /** Its queue: what can be moved (the task in progress stays first). */
  queueIds: readonly number[];
  bars: ReadonlyMap<number, TimelineBarModel>;
  range: TimelineRange;
  onDraft(draft: FlowDraft | null, end?: MoveEnd): void;
  onCommit(move: FlowMove): void;
  onOpen(taskId: number): void;
}

interface PointerDrag {
  taskId: number;
  element: HTMLElement;
  startX: number;
  left: number;
  dragging: boolean;
}

/**
 * Moving a task to another place in its member's flow, by pointer (drag the bar along the lane) or
 * keyboard (Alt+arrows, Enter, Escape). Each new place is proposed for a preview; a drag moves the
 * bar by its style alone, so the lane is drawn again only when the place changes.
 */
export function useLaneMove({ userId, flowIds, queueIds, bars, range, onDraft, onCommit, onOpen }: LaneMoveOptions) {
  const [moving, setMoving] = useState<{ taskId: number; to: number } | null>(null);
  const latest = useRef({ queueIds, flowIds, bars, range, moving, onDraft, onCommit, onOpen });
  useEffect(() => {
    latest.current = { queueIds, flowIds, bars, range, moving, onDraft, onCommit, onOpen };
  });
  const drag = useRef<PointerDrag | null>(null);
  const suppressClick = useRef(false);
  const stopDrag = useRef<() => void>(() => {});

  const place = useCallback(
    (taskId: number, to: number, immediate: boolean) => {
      const { queueIds: queue, flowIds: flow, bars: known, onDraft: propose } = latest.current;
      const move = flowMove(queue, queue.indexOf(taskId), to);
      setMoving({ taskId, to });
      if (!move) return propose(null);
      const active = flow.filter((id) => !queue.includes(id));
      propose({ userId, taskId, taskIds: [...active, ...move.order], title: known.get(taskId)?.title ?? '', position: to + 1, count: queue.length, immediate });
    },
    [userId],
  );

  const finish = useCallback((end: MoveEnd, taskId: number, to: number) => {
    const { queueIds: queue, onDraft: propose, onCommit: commit } = latest.current;
    const move = end === 'committed' ? flowMove(queue, queue.indexOf(taskId), to) : null;
    setMoving(null);
    propose(null, move || end === 'cancelled' ? end : undefined);
    if (move) commit(move);
  }, []);

  const onKeyDown = useCallback(
    (taskId: number, event: KeyboardEvent<HTMLButtonElement>) => {
      const { queueIds: queue, bars: known, moving: current } = latest.current;
      const from = known.get(taskId)?.movable ? queue.indexOf(taskId) : -1;
      const at = current?.taskId === taskId ? current.to : from;
      if (event.altKey && from !== -1 && ['ArrowUp', 'ArrowLeft', 'ArrowDown', 'ArrowRight'].includes(event.key)) {
        event.preventDefault();
        const step = event.key === 'ArrowUp' || event.key === 'ArrowLeft' ? -1 : 1;
        const to = Math.max(0, Math.min(queue.length - 1, at + step));
        if (to !== at || current?.taskId !== taskId) place(taskId, to, true);
      } else if (event.key === 'Enter' && current?.taskId === taskId) {
        event.preventDefault();
        finish('committed', taskId, current.to);
      } else if (event.key === 'Escape' && current?.taskId === taskId) {
        event.preventDefault();
        event.stopPropagation();
        finish('cancelled', taskId, current.to);
      }
    },
    [place, finish],
  );

  const onBlur = useCallback(
    (taskId: number) => {
      const current = latest.current.moving;
      if (current?.taskId === taskId && drag.current === null) finish('cancelled', taskId, current.to);
    },
    [finish],
  );

  // Not dnd-kit, unlike the board and the lists: the new place comes from the x of the pointer on the lane's time
  // scale, not from drop targets, and the bar follows by its style alone, so the lane is not drawn on each move.
  const onPointerDown = useCallback(
    (taskId: number, event: PointerEvent<HTMLButtonElement>) => {
      const { queueIds: queue, bars: known, range: shown } = latest.current;
      const bar = known.get(taskId);
      if (event.button !== 0 || !bar?.movable || !queue.includes(taskId)) return;
      const element = event.currentTarget;
      drag.current = { taskId, element, startX: event.clientX, left: xOf(shown, bar.startMs), dragging: false };
      const move = (moveEvent: globalThis.PointerEvent) => {
        const state = drag.current;
        if (!state) return;
        const dx = moveEvent.clientX - state.startX;
        if (!state.dragging && Math.abs(dx) < DRAG_THRESHOLD_PX) return;
        state.dragging = true;
        state.element.style.transform = `translateX(${dx}px)`;
        const { queueIds: order, bars: all, range: current, moving: placed } = latest.current;
        const newLeft = state.left + dx;
        const others = order.filter((id) => id !== state.taskId);
        const to = others.filter((id) => {
          const other = all.get(id);
          return other !== undefined && xOf(current, other.startMs) < newLeft;
        }).length;
        if (placed?.taskId !== state.taskId || placed.to !== to) place(state.taskId, to, false);
      };
      const end = (cancelled: boolean) => {
        const state = drag.current;
        stopDrag.current();
        if (!state) return;
        state.element.style.transform = '';
        drag.current = null;
        if (!state.dragging) return;
        // The click that follows the release is not an opening; none follows when it ends off the bar.
        suppressClick.current = true;
        setTimeout(() => {
          suppressClick.current = false;
        }, 0);
        const placed = latest.current.moving;
        finish(cancelled ? 'cancelled' : 'committed', state.taskId, placed?.taskId === state.taskId ? placed.to : queue.indexOf(state.taskId));
      };
      const up = () => end(false);
      const cancel = () => end(true);
      const key = (keyEvent: globalThis.KeyboardEvent) => {
        if (keyEvent.key !== 'Escape') return;
        keyEvent.preventDefault();
        end(true);
      };
      stopDrag.current = () => {
        window.removeEventListener('pointermove', move);
        window.removeEventListener('pointerup', up);
        window.removeEventListener('pointercancel', cancel);
        window.removeEventListener('keydown', key, true);
      };
      window.addEventListener('pointermove', move);
      window.addEventListener('pointerup', up);
      window.addEventListener('pointercancel', cancel);
      window.addEventListener('keydown', key, true);
    },
    [place, finish],
  );

  useEffect(() => () => stopDrag.current(), []);

  const onClick = useCallback((taskId: number) => {
    if (suppressClick.current) {
      suppressClick.current = false;
      return;
    }
    if (latest.current.moving?.taskId !== taskId) latest.current.onOpen(taskId);
  }, []);

  const handlers = useMemo(() => ({ onKeyDown, onBlur, onPointerDown, onClick }), [onKeyDown, onBlur, onPointerDown, onClick]);
  return { movingTaskId: moving?.taskId ?? null, handlers };
}
