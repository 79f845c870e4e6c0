import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.js';
import { workspaceMembers, workspaces } from '../../db/schema/index.js';
import { createDefaultSphere } from '../spheres/index.js';
import { addMember } from './member-repository.js';
import type { MemberWorkspace, NewWorkspace } from './workspaces.js';

const ACTIVE_MEMBERS = 'active_members';
/** workspace_members again, for counting a workspace's active members beside the user's own membership. */
const activeMembers = alias(workspaceMembers, ACTIVE_MEMBERS);

/** The workspaces the user is an active member of, with their role and each workspace's active member count. */
function memberWorkspaces(db: Database, userId: number) {
  return db
    .select({
      id: workspaces.id,
      name: workspaces.name,
      domain: workspaces.domain,
      role: workspaceMembers.role,
      // Drizzle names an alias without its table inside sql``, hence the explicit `<table> as <alias>`.
      memberCount: sql<number>`(
        select count(*) from ${workspaceMembers} as ${sql.identifier(ACTIVE_MEMBERS)}
        where ${activeMembers.workspaceId} = ${workspaces.id} and ${activeMembers.status} = 'active'
      )`.mapWith(Number),
      createdAt: workspaces.createdAt,
    })
    .from(workspaces)
    .innerJoin(
      workspaceMembers,
      and(eq(workspaceMembers.workspaceId, workspaces.id), eq(workspaceMembers.userId, userId), eq(workspaceMembers.status, 'active')),
    )
    .$dynamic();
}

/** Newest first. A member who left (inactive) no longer sees the workspace. */
export async function listUserWorkspaces(db: Database, userId: number): Promise<MemberWorkspace[]> {
  return memberWorkspaces(db, userId).orderBy(desc(workspaces.createdAt), desc(workspaces.id));
}

/** The workspace if the user is an active member of it. */
export async function findUserWorkspace(db: Database, userId: number, workspaceId: number): Promise<MemberWorkspace | undefined> {
  const [workspace] = await memberWorkspaces(db, userId).where(eq(workspaces.id, workspaceId));
  return workspace;
}

/** Which of the given (normalised) domains are taken. */
export async function takenDomains(db: Database, domains: string[]): Promise<Set<string>> {
  if (domains.length === 0) return new Set();
  const rows = await db
    .select({ domain: workspaces.domain })
    .from(workspaces)
    .where(inArray(sql`lower(${workspaces.domain})`, domains));
  return new Set(rows.map((row) => row.domain.toLowerCase()));
}

/**
 * Creates the workspace with its creator as its active admin and its first sphere (named in the
 * creator's language), all in one transaction. A domain taken meanwhile fails on the unique index
 * (SQLSTATE 23505) and leaves nothing behind.
 */
export async function insertWorkspace(db: Database, input: NewWorkspace, creatorId: number, now: Date): Promise<MemberWorkspace> {
  return db.transaction(async (tx) => {
    const [workspace] = await tx
      .insert(workspaces)
      .values({
        name: input.name,
        domain: input.domain,
        department: input.department,
        customDepartment: input.department === 'other' ? (input.customDepartment ?? null) : null,
        teamSize: input.teamSize,
        creatorRole: input.creatorRole,
        planCode: input.plan ?? null,
        createdAt: now,
      })
      .returning({ id: workspaces.id });
    await addMember(tx, { workspaceId: workspace!.id, userId: creatorId, role: 'admin', now });
    await createDefaultSphere(tx, workspace!.id, input.creatorLang);
    const created = await findUserWorkspace(tx, creatorId, workspace!.id);
    return created!;
  });
}

/** A workspace by id with its active member count; the role is the caller's to add. */
export async function findWorkspaceById(db: Database, workspaceId: number): Promise<Omit<MemberWorkspace, 'role'> | undefined> {
  const [workspace] = await db
    .select({
      id: workspaces.id,
      name: workspaces.name,
      domain: workspaces.domain,
      memberCount: sql<number>`(
        select count(*) from ${workspaceMembers}
        where ${workspaceMembers.workspaceId} = ${workspaces.id} and ${workspaceMembers.status} = 'active'
      )`.mapWith(Number),
      createdAt: workspaces.createdAt,
    })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId));
  return workspace;
}
