import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { memberSchedules, users, workspaceMembers, workspaceSchedules, type WeekIntervalsJson } from '../../db/schema/index.js';

export interface StoredSchedule {
  timeZone: string;
  week: WeekIntervalsJson;
}

export async function findWorkspaceSchedule(db: Database, workspaceId: number): Promise<StoredSchedule | undefined> {
  const [row] = await db
    .select({ timeZone: workspaceSchedules.timeZone, week: workspaceSchedules.week })
    .from(workspaceSchedules)
    .where(eq(workspaceSchedules.workspaceId, workspaceId));
  return row;
}

export async function upsertWorkspaceSchedule(tx: Database, workspaceId: number, schedule: StoredSchedule): Promise<void> {
  await tx
    .insert(workspaceSchedules)
    .values({ workspaceId, ...schedule })
    .onConflictDoUpdate({ target: workspaceSchedules.workspaceId, set: schedule });
}

/** The members' own schedules (members without a row follow the workspace default). */
export async function selectMemberSchedules(db: Database, workspaceId: number): Promise<Map<number, StoredSchedule>> {
  const rows = await db
    .select({ userId: memberSchedules.userId, timeZone: memberSchedules.timeZone, week: memberSchedules.week })
    .from(memberSchedules)
    .where(eq(memberSchedules.workspaceId, workspaceId));
  return new Map(rows.map((row) => [row.userId, { timeZone: row.timeZone, week: row.week }]));
}

export async function findMemberSchedule(db: Database, workspaceId: number, userId: number): Promise<StoredSchedule | undefined> {
  const [row] = await db
    .select({ timeZone: memberSchedules.timeZone, week: memberSchedules.week })
    .from(memberSchedules)
    .where(and(eq(memberSchedules.workspaceId, workspaceId), eq(memberSchedules.userId, userId)));
  return row;
}

export async function upsertMemberSchedule(tx: Database, workspaceId: number, userId: number, schedule: StoredSchedule): Promise<void> {
  await tx
    .insert(memberSchedules)
    .values({ workspaceId, userId, ...schedule })
    .onConflictDoUpdate({ target: [memberSchedules.workspaceId, memberSchedules.userId], set: schedule });
}

/** The language of the workspace's creator (its first admin): it picks the default zone and calendar. */
export async function creatorLangOf(db: Database, workspaceId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ lang: users.lang })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.role, 'admin')))
    .orderBy(asc(workspaceMembers.joinedAt), asc(workspaceMembers.userId))
    .limit(1);
  return row?.lang;
}

/** The workspace's active members' ids, oldest membership first. */
export async function selectActiveMemberIds(db: Database, workspaceId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: workspaceMembers.userId })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.status, 'active')))
    .orderBy(asc(workspaceMembers.joinedAt), asc(workspaceMembers.userId));
  return rows.map((row) => row.userId);
}
