import { useCallback, useState, type KeyboardEvent, type RefObject } from 'react';

export interface GridPosition {
  row: number;
  col: number;
}

/** Where a key moves from `at` in a grid of `rows` × `cols`; null for a key that does not move. */
export function nextPosition(key: string, ctrl: boolean, at: GridPosition, rows: number, cols: number): GridPosition | null {
  const clamp = (value: number, size: number) => Math.max(0, Math.min(size - 1, value));
  switch (key) {
    case 'ArrowLeft':
      return { row: at.row, col: clamp(at.col - 1, cols) };
    case 'ArrowRight':
      return { row: at.row, col: clamp(at.col + 1, cols) };
    case 'ArrowUp':
      return { row: clamp(at.row - 1, rows), col: at.col };
    case 'ArrowDown':
      return { row: clamp(at.row + 1, rows), col: at.col };
    case 'Home':
      return ctrl ? { row: 0, col: 0 } : { row: at.row, col: 0 };
    case 'End':
      return ctrl ? { row: rows - 1, col: cols - 1 } : { row: at.row, col: cols - 1 };
    default:
      return null;
  }
}

/**
 * One Tab stop for a grid of cells (roving tabindex): the arrow keys, Home and End (with Ctrl: the
 * first and last cell) move it and the focus. Cells carry `data-row` and `data-col` and call
 * `activate` when they get the focus (a click included).
 */
export function useGridNavigation(gridRef: RefObject<HTMLElement | null>, rows: number, cols: number, start: GridPosition) {
  const [active, setActive] = useState(start);
  const current = { row: Math.min(active.row, rows - 1), col: Math.min(active.col, cols - 1) };
  const activate = useCallback((row: number, col: number) => setActive((was) => (was.row === row && was.col === col ? was : { row, col })), []);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const next = nextPosition(event.key, event.ctrlKey || event.metaKey, current, rows, cols);
    if (!next) return;
    event.preventDefault();
    setActive(next);
    gridRef.current?.querySelector<HTMLElement>(`[data-row="${next.row}"][data-col="${next.col}"]`)?.focus();
  }

  return { active: current, activate, onKeyDown };
}
