/** Where a chip can be dropped on the board: one member's day. */
export interface WorkloadCellRef {
  userId: number;
  date: string;
}

/** What a dragged chip carries: the task and the day and member it was picked up from. */
export interface WorkloadChipDrag extends WorkloadCellRef {
  taskId: number;
  title: string;
}

export const cellId = ({ userId, date }: WorkloadCellRef) => `cell:${userId}:${date}`;
/** A task can show on several days: its chip on each is a draggable of its own. */
export const chipId = ({ userId, date, taskId }: WorkloadChipDrag) => `chip:${userId}:${date}:${taskId}`;

const STEPS: Readonly<Record<string, { rows: number; days: number }>> = {
  ArrowLeft: { rows: 0, days: -1 },
  ArrowRight: { rows: 0, days: 1 },
  ArrowUp: { rows: -1, days: 0 },
  ArrowDown: { rows: 1, days: 0 },
};

/** The cell an arrow key leads to from `from` (the day before or after, the member above or below); none at the edge or for another key. */
export function neighbourCell(from: WorkloadCellRef, code: string, userIds: readonly number[], days: readonly string[]): WorkloadCellRef | null {
  const step = STEPS[code];
  if (!step) return null;
  const userId = userIds[userIds.indexOf(from.userId) + step.rows];
  const date = days[days.indexOf(from.date) + step.days];
  return userId === undefined || date === undefined ? null : { userId, date };
}
