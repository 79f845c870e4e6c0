import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { users, workspaceMembers, type MemberRole, type MemberStatus } from '../../db/schema/index.js';

/** A membership with what the member list shows of the user. */
export interface MemberRecord {
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
  role: MemberRole;
  status: MemberStatus;
  joinedAt: Date;
  photoSm: string | null;
}

const memberColumns = {
  userId: workspaceMembers.userId,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: workspaceMembers.role,
  status: workspaceMembers.status,
  joinedAt: workspaceMembers.joinedAt,
  photoSm: users.photoSm,
};

function selectMembers(db: Database) {
  return db.select(memberColumns).from(workspaceMembers).innerJoin(users, eq(users.id, workspaceMembers.userId)).$dynamic();
}

/** The workspace's members (active ones, or everyone who ever was one): active first, then by name. */
export async function listMemberRecords(db: Database, workspaceId: number, includeFormer: boolean): Promise<MemberRecord[]> {
  const inWorkspace = eq(workspaceMembers.workspaceId, workspaceId);
  return selectMembers(db)
    .where(includeFormer ? inWorkspace : and(inWorkspace, eq(workspaceMembers.status, 'active')))
    .orderBy(
      sql`case when ${workspaceMembers.status} = 'active' then 0 else 1 end`,
      sql`lower(${users.firstName})`,
      sql`lower(${users.lastName})`,
      asc(workspaceMembers.userId),
    );
}

/** One membership of the workspace, whatever its status. */
export async function findMemberRecord(db: Database, workspaceId: number, userId: number): Promise<MemberRecord | undefined> {
  const [member] = await selectMembers(db).where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
  return member;
}

/** One membership of the workspace by the user's email (any case), whatever its status. */
export async function findMemberRecordByEmail(db: Database, workspaceId: number, email: string): Promise<MemberRecord | undefined> {
  const [member] = await selectMembers(db).where(and(eq(workspaceMembers.workspaceId, workspaceId), sql`lower(${users.email}) = ${email.toLowerCase()}`));
  return member;
}

/**
 * Locks every membership row of the workspace until the transaction ends and returns their roles and
 * statuses. The caller holds the workspace row lock already (lockWorkspaceRow), so the order of locks
 * is the same in every membership change: workspace row, then membership rows.
 */
export async function lockMemberships(tx: Database, workspaceId: number): Promise<Array<{ userId: number; role: MemberRole; status: MemberStatus }>> {
  return tx
    .select({ userId: workspaceMembers.userId, role: workspaceMembers.role, status: workspaceMembers.status })
    .from(workspaceMembers)
    .where(eq(workspaceMembers.workspaceId, workspaceId))
    .orderBy(asc(workspaceMembers.userId))
    .for('update');
}

/** Sets a member's role (role changes are not part of the status history billing reads). */
export async function updateMemberRole(tx: Database, workspaceId: number, userId: number, role: MemberRole): Promise<void> {
  await tx
    .update(workspaceMembers)
    .set({ role })
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
}

/** A former member who comes back: the role they are invited with and the date they joined again. */
export async function rejoinMembership(tx: Database, workspaceId: number, userId: number, role: MemberRole, joinedAt: Date): Promise<void> {
  await tx
    .update(workspaceMembers)
    .set({ role, joinedAt })
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
}
