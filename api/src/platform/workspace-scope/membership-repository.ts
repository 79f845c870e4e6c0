import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { workspaceMembers, type MemberRole } from '../../db/schema/index.js';

/** The user's role in the workspace if they are an active member of it (a member who left is not). */
export async function findActiveMemberRole(
  db: Database,
  workspaceId: number,
  userId: number,
): Promise<MemberRole | undefined> {
  const [row] = await db
    .select({ role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(
      and(
        eq(workspaceMembers.workspaceId, workspaceId),
        eq(workspaceMembers.userId, userId),
        eq(workspaceMembers.status, 'active'),
      ),
    );
  return row?.role;
}
