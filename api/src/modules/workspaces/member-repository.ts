import { and, asc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { workspaceMemberEvents, workspaceMembers, type MemberRole, type MemberStatus } from '../../db/schema/index.js';
import { peakActiveMembers, type MemberStatusEvent } from './peak-active-members.js';

/*
 * Every write to a membership's status goes through this module, which records the change in
 * workspace_member_events in the same transaction: the history per-member billing is computed from.
 */

export interface NewMember {
  workspaceId: number;
  userId: number;
  role: MemberRole;
  now: Date;
}

/** Adds an active member (a new membership; a former member comes back with setMemberStatus). */
export async function addMember(db: Database, { workspaceId, userId, role, now }: NewMember): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(workspaceMembers).values({ workspaceId, userId, role, status: 'active', joinedAt: now });
    await tx.insert(workspaceMemberEvents).values({ workspaceId, userId, status: 'active', at: now });
  });
}

export type StatusChange = 'changed' | 'unchanged' | 'not_member';

/** Activates or deactivates a membership; an actual change is recorded as an event at `now`. */
export async function setMemberStatus(db: Database, workspaceId: number, userId: number, status: MemberStatus, now: Date): Promise<StatusChange> {
  return db.transaction(async (tx) => {
    const membership = and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId));
    // The row lock of the update orders concurrent changes of one membership, so their events do too.
    const [updated] = await tx
      .update(workspaceMembers)
      .set({ status })
      .where(and(membership, ne(workspaceMembers.status, status)))
      .returning({ userId: workspaceMembers.userId });
    if (!updated) {
      const [existing] = await tx.select({ userId: workspaceMembers.userId }).from(workspaceMembers).where(membership);
      return existing ? 'unchanged' : 'not_member';
    }
    await tx.insert(workspaceMemberEvents).values({ workspaceId, userId, status, at: now });
    return 'changed';
  });
}

/**
 * peakActiveMembers over a workspace's stored history. Reads only what the period needs: each member's
 * last event before periodStart (the starting state) and the events inside the period.
 */
export async function peakActiveMembersInPeriod(db: Database, workspaceId: number, periodStart: Date, periodEnd: Date): Promise<number> {
  const columns = {
    id: workspaceMemberEvents.id,
    userId: workspaceMemberEvents.userId,
    status: workspaceMemberEvents.status,
    at: workspaceMemberEvents.at,
  };
  const [before, during] = await Promise.all([
    db
      .selectDistinctOn([workspaceMemberEvents.userId], columns)
      .from(workspaceMemberEvents)
      .where(and(eq(workspaceMemberEvents.workspaceId, workspaceId), lt(workspaceMemberEvents.at, periodStart)))
      .orderBy(workspaceMemberEvents.userId, sql`${workspaceMemberEvents.at} desc`, sql`${workspaceMemberEvents.id} desc`),
    db
      .select(columns)
      .from(workspaceMemberEvents)
      .where(and(eq(workspaceMemberEvents.workspaceId, workspaceId), gte(workspaceMemberEvents.at, periodStart), lt(workspaceMemberEvents.at, periodEnd)))
      .orderBy(asc(workspaceMemberEvents.at), asc(workspaceMemberEvents.id)),
  ]);
  const events: MemberStatusEvent[] = [...before, ...during];
  return peakActiveMembers(events, periodStart, periodEnd);
}

/** Members active in the workspace now. */
export async function countActiveMembers(db: Database, workspaceId: number): Promise<number> {
  const [row] = await db
    .select({ active: sql<number>`count(*)`.mapWith(Number) })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.status, 'active')));
  return row?.active ?? 0;
}
