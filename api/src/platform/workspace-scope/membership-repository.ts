import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { workspaceEventCounters, workspaceMembers, type MemberRole } from '../../db/schema/index.js';

/** The user's role in the workspace if they are an active member of it (a member who left is not). */
export async function findActiveMemberRole(db: Database, workspaceId: number, userId: number): Promise<MemberRole | undefined> {
  const [row] = await db
    .select({ role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId), eq(workspaceMembers.status, 'active')));
  return row?.role;
}

/**
 * The role as findActiveMemberRole answers it, and in the same statement the workspace's latest live
 * event number (0 before its first): a read that answers it (X-Live-Seq) costs no extra round trip, and
 * the number is read before the read's own data.
 */
export async function findActiveMemberRoleAndLiveSeq(
  db: Database,
  workspaceId: number,
  userId: number,
): Promise<{ role: MemberRole; liveSeq: number } | undefined> {
  const [row] = await db
    .select({
      role: workspaceMembers.role,
      liveSeq:
        sql<number>`coalesce((select ${workspaceEventCounters.lastSeq} from ${workspaceEventCounters} where ${workspaceEventCounters.workspaceId} = ${workspaceId}), 0)`.mapWith(
          Number,
        ),
    })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId), eq(workspaceMembers.status, 'active')));
  return row;
}
