import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { daysOff } from '../../db/schema/index.js';

export type DayOffRow = typeof daysOff.$inferSelect;

export async function selectDaysOff(db: Database, workspaceId: number, userId?: number): Promise<DayOffRow[]> {
  return db
    .select()
    .from(daysOff)
    .where(and(eq(daysOff.workspaceId, workspaceId), userId === undefined ? undefined : eq(daysOff.userId, userId)))
    .orderBy(asc(daysOff.fromDay), asc(daysOff.id));
}

export async function insertDayOff(tx: Database, values: Omit<DayOffRow, 'id'>): Promise<DayOffRow> {
  const [row] = await tx.insert(daysOff).values(values).returning();
  return row!;
}

/** Deletes a member's day off; undefined when there is no such day off of theirs. */
export async function deleteDayOff(tx: Database, workspaceId: number, userId: number, dayOffId: number): Promise<DayOffRow | undefined> {
  const [row] = await tx
    .delete(daysOff)
    .where(and(eq(daysOff.id, dayOffId), eq(daysOff.workspaceId, workspaceId), eq(daysOff.userId, userId)))
    .returning();
  return row;
}
