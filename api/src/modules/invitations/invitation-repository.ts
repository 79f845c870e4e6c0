import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { users, workspaceInvitations, workspaces, type MemberRole, type WorkspaceInvitationRow } from '../../db/schema/index.js';

export type { WorkspaceInvitationRow };

export interface NewInvitation {
  workspaceId: number;
  email: string;
  role: MemberRole;
  tokenHash: string;
  invitedBy: number;
  now: Date;
  expiresAt: Date;
}

export async function insertInvitation(tx: Database, input: NewInvitation): Promise<WorkspaceInvitationRow> {
  const [row] = await tx
    .insert(workspaceInvitations)
    .values({
      workspaceId: input.workspaceId,
      email: input.email,
      role: input.role,
      tokenHash: input.tokenHash,
      invitedBy: input.invitedBy,
      createdAt: input.now,
      sentAt: input.now,
      expiresAt: input.expiresAt,
    })
    .returning();
  return row!;
}

export interface InvitationResend {
  role: MemberRole;
  tokenHash: string;
  invitedBy: number;
  sentAt: Date;
  expiresAt: Date;
}

/** A new link for a pending invitation: the old token stops working. */
export async function updateInvitationSend(tx: Database, id: number, send: InvitationResend): Promise<WorkspaceInvitationRow> {
  const [row] = await tx.update(workspaceInvitations).set(send).where(eq(workspaceInvitations.id, id)).returning();
  return row!;
}

/** The workspace's pending invitation of an address (expired or not), locked for the transaction. */
export async function lockPendingInvitationOf(tx: Database, workspaceId: number, email: string): Promise<WorkspaceInvitationRow | undefined> {
  const [row] = await tx
    .select()
    .from(workspaceInvitations)
    .where(and(eq(workspaceInvitations.workspaceId, workspaceId), eq(workspaceInvitations.email, email), eq(workspaceInvitations.status, 'pending')))
    .for('update');
  return row;
}

/** One invitation of the workspace, locked for the transaction. */
export async function lockWorkspaceInvitation(tx: Database, workspaceId: number, id: number): Promise<WorkspaceInvitationRow | undefined> {
  const [row] = await tx
    .select()
    .from(workspaceInvitations)
    .where(and(eq(workspaceInvitations.workspaceId, workspaceId), eq(workspaceInvitations.id, id)))
    .for('update');
  return row;
}

/** The invitation of a token's hash, locked for the transaction when `lock`. */
export async function findInvitationByTokenHash(db: Database, tokenHash: string, lock = false): Promise<WorkspaceInvitationRow | undefined> {
  const query = db.select().from(workspaceInvitations).where(eq(workspaceInvitations.tokenHash, tokenHash));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Every invitation of the workspace, newest first (the service orders them by shown status). */
export async function listWorkspaceInvitations(db: Database, workspaceId: number): Promise<WorkspaceInvitationRow[]> {
  return db
    .select()
    .from(workspaceInvitations)
    .where(eq(workspaceInvitations.workspaceId, workspaceId))
    .orderBy(desc(workspaceInvitations.createdAt), desc(workspaceInvitations.id));
}

export async function markInvitationRevoked(tx: Database, id: number, now: Date): Promise<WorkspaceInvitationRow> {
  const [row] = await tx.update(workspaceInvitations).set({ status: 'revoked', revokedAt: now }).where(eq(workspaceInvitations.id, id)).returning();
  return row!;
}

export async function markInvitationAccepted(tx: Database, id: number, userId: number, now: Date): Promise<WorkspaceInvitationRow> {
  const [row] = await tx
    .update(workspaceInvitations)
    .set({ status: 'accepted', acceptedBy: userId, acceptedAt: now })
    .where(eq(workspaceInvitations.id, id))
    .returning();
  return row!;
}

/** The workspace's name and a user's full name ("" when the user is gone), for the email and the preview. */
export async function findInvitationNames(
  db: Database,
  workspaceId: number,
  inviterId: number | null,
): Promise<{ workspaceName: string; inviterName: string | null }> {
  const [workspace] = await db.select({ name: workspaces.name }).from(workspaces).where(eq(workspaces.id, workspaceId));
  const [inviter] =
    inviterId === null
      ? []
      : await db
          .select({ name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})` })
          .from(users)
          .where(eq(users.id, inviterId));
  return { workspaceName: workspace?.name ?? '', inviterName: inviter?.name ?? null };
}
