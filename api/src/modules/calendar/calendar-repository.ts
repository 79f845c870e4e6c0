import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { workspaceCalendars } from '../../db/schema/index.js';

export interface StoredCalendar {
  country: string | null;
  holidays: string[];
  workingDays: string[];
}

export async function findCalendar(db: Database, workspaceId: number): Promise<StoredCalendar | undefined> {
  const [row] = await db
    .select({ country: workspaceCalendars.country, holidays: workspaceCalendars.holidays, workingDays: workspaceCalendars.workingDays })
    .from(workspaceCalendars)
    .where(eq(workspaceCalendars.workspaceId, workspaceId));
  return row;
}

export async function upsertCalendar(tx: Database, workspaceId: number, calendar: StoredCalendar): Promise<void> {
  await tx
    .insert(workspaceCalendars)
    .values({ workspaceId, ...calendar })
    .onConflictDoUpdate({ target: workspaceCalendars.workspaceId, set: calendar });
}
