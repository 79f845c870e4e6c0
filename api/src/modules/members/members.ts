import type { MemberResponse, MemberRole, WorkspaceEventPayloads } from '@stepwise/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import { lockWorkspaceRow } from '../../platform/plan-capacity/index.js';
import type { WorkspaceScope } from '../../platform/workspace-scope/index.js';
import { unassignMemberTasks } from '../tasks/index.js';
import { setMemberStatus } from '../workspaces/index.js';
import { findMemberRecord, listMemberRecords, lockMemberships, updateMemberRole, type MemberRecord } from './member-repository.js';

/** What a change of membership needs: the database, the live channel and the time of the change. */
export interface MembershipChangeDeps {
  db: Database;
  live: FastifyInstance['live'];
  now: Date;
  publicUrl: string;
}

export function toMemberResponse(member: MemberRecord, publicUrl: string): MemberResponse {
  return {
    user_id: member.userId,
    first_name: member.firstName,
    last_name: member.lastName,
    email: member.email,
    role: member.role,
    status: member.status,
    joined_at: member.joinedAt.toISOString(),
    photo_url: member.photoSm === null ? null : `${publicUrl}${member.photoSm}`,
  };
}

export function memberNotFound(): AppError {
  return new AppError(404, 'not_found', 'Member not found');
}

function lastAdmin(): AppError {
  return new AppError(409, 'last_admin', 'The workspace must keep at least one active admin: make another member an admin first');
}

export async function listMembers(db: Database, workspaceId: number, includeFormer: boolean, publicUrl: string): Promise<MemberResponse[]> {
  return (await listMemberRecords(db, workspaceId, includeFormer)).map((member) => toMemberResponse(member, publicUrl));
}

/**
 * Locks the workspace's memberships for the rest of the transaction and returns the active one of
 * `userId` with the number of active admins, or throws 404. Two admins demoting or removing each other
 * at once are thus ordered, and the second sees the first's change: the last admin always stays.
 */
async function lockActiveMember(tx: Database, workspaceId: number, userId: number) {
  await lockWorkspaceRow(tx, workspaceId);
  const memberships = await lockMemberships(tx, workspaceId);
  const target = memberships.find((membership) => membership.userId === userId && membership.status === 'active');
  if (!target) throw memberNotFound();
  const activeAdmins = memberships.filter((membership) => membership.status === 'active' && membership.role === 'admin').length;
  return { target, activeAdmins };
}

/** Changes an active member's role; 409 last_admin when that would leave the workspace without an active admin. */
export async function changeMemberRole(deps: MembershipChangeDeps, scope: WorkspaceScope, userId: number, role: MemberRole): Promise<MemberResponse> {
  return deps.db.transaction(async (tx) => {
    const { target, activeAdmins } = await lockActiveMember(tx, scope.workspaceId, userId);
    if (target.role === 'admin' && role !== 'admin' && activeAdmins <= 1) throw lastAdmin();
    if (target.role !== role) await updateMemberRole(tx, scope.workspaceId, userId, role);
    const member = toMemberResponse((await findMemberRecord(tx, scope.workspaceId, userId))!, deps.publicUrl);
    if (target.role !== role) {
      const payload: WorkspaceEventPayloads['member.updated'] = { member };
      await deps.live.publish(tx, { workspaceId: scope.workspaceId, type: 'member.updated', payload, actorId: scope.userId, at: deps.now });
    }
    return member;
  });
}

/**
 * Ends an active membership (an admin removing anyone, or a member leaving): the member becomes
 * inactive through the membership history, so per-member billing stops counting them from now on,
 * and their open screens stop receiving the workspace's events. 409 last_admin for the last active admin.
 * Their unfinished tasks become unassigned in the same transaction (a task in progress is paused).
 */
export async function removeMember(deps: MembershipChangeDeps, scope: WorkspaceScope, userId: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const { target, activeAdmins } = await lockActiveMember(tx, scope.workspaceId, userId);
    if (target.role === 'admin' && activeAdmins <= 1) throw lastAdmin();
    await setMemberStatus(tx, scope.workspaceId, userId, 'inactive', deps.now);
    await unassignMemberTasks(tx, deps.live, { workspaceId: scope.workspaceId, actorId: scope.userId, userId, now: deps.now });
    const payload: WorkspaceEventPayloads['member.removed'] = { user_id: userId };
    await deps.live.publish(tx, { workspaceId: scope.workspaceId, type: 'member.removed', payload, actorId: scope.userId, at: deps.now });
  });
}
