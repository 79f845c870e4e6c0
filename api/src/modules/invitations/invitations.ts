import {
  INVITATION_RESEND_COOLDOWN_SECONDS,
  INVITATION_TTL_DAYS,
  type InvitationPreviewResponse,
  type InvitationResponse,
  type InvitationStatus,
  type MemberRole,
  type UserLang,
  type WorkspaceEventPayloads,
  type WorkspaceResponse,
} from '@stepwise/contracts';
import { addMs } from '../../clock.js';
import type { Database } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import { isUniqueViolation } from '../../platform/database-errors/unique-violation.js';
import { workspaceInvitationMail } from '../../platform/mail/templates/index.js';
import { assertPlanCapacity } from '../../platform/plan-capacity/index.js';
import type { WorkspaceScope } from '../../platform/workspace-scope/index.js';
import type { Mailer } from '../../plugins/app/mailer.js';
import { randomToken, sha256Hex } from '../../platform/crypto/crypto.js';
import { findMemberRecord, findMemberRecordByEmail, rejoinMembership, toMemberResponse, type MembershipChangeDeps } from '../members/index.js';
import { findUserByEmail, normalizeEmail } from '../users/index.js';
import { addMember, findUserWorkspace, setMemberStatus, workspaceView } from '../workspaces/index.js';
import {
  findInvitationByTokenHash,
  findInvitationNames,
  insertInvitation,
  listWorkspaceInvitations,
  lockPendingInvitationOf,
  lockWorkspaceInvitation,
  markInvitationAccepted,
  markInvitationRevoked,
  updateInvitationSend,
  type WorkspaceInvitationRow,
} from './invitation-repository.js';

const TTL_MS = INVITATION_TTL_DAYS * 24 * 60 * 60_000;
const COOLDOWN_MS = INVITATION_RESEND_COOLDOWN_SECONDS * 1000;

export interface InvitationDeps extends MembershipChangeDeps {
  mailer: Mailer;
}

/** Who sends an invitation, and the language of the email when the address has no account. */
export interface Inviter {
  scope: WorkspaceScope;
  /** The request's Accept-Language if it has one, else the inviter's own language. */
  fallbackLang: UserLang;
}

/** `expired` is what a pending invitation past its expiry is shown as. */
export function shownStatus(row: WorkspaceInvitationRow, now: Date): InvitationStatus {
  return row.status === 'pending' && row.expiresAt.getTime() <= now.getTime() ? 'expired' : row.status;
}

export function toInvitationResponse(row: WorkspaceInvitationRow, now: Date): InvitationResponse {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    status: shownStatus(row, now),
    invited_by: row.invitedBy,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
  };
}

export function invitationNotFound(): AppError {
  return new AppError(404, 'not_found', 'Invitation not found');
}

function invitationUsed(): AppError {
  return new AppError(409, 'invitation_used', 'This invitation has already been accepted');
}

function invitationRevoked(): AppError {
  return new AppError(409, 'invitation_revoked', 'This invitation was revoked');
}

function invitationExpired(): AppError {
  return new AppError(410, 'invitation_expired', 'This invitation has expired: ask an admin of the workspace to send it again');
}

function alreadyMember(): AppError {
  return new AppError(409, 'already_member', 'This person is already a member of the workspace');
}

/** 429 resend_cooldown: how long until the next send, in the body and in Retry-After. */
function resendCooldown(sentAt: Date, now: Date): AppError {
  const availableAt = addMs(sentAt, COOLDOWN_MS);
  const seconds = Math.max(1, Math.ceil((availableAt.getTime() - now.getTime()) / 1000));
  return new AppError(429, 'resend_cooldown', `The invitation can be sent again in ${seconds} s`, undefined, {
    details: { resend_available_in: seconds, resend_available_at: availableAt.toISOString() },
    headers: { 'retry-after': String(seconds) },
  });
}

function assertCooldownOver(row: WorkspaceInvitationRow, now: Date): void {
  if (now.getTime() < row.sentAt.getTime() + COOLDOWN_MS) throw resendCooldown(row.sentAt, now);
}

/** Emails the link in the same transaction (the outbox sends it once the transaction commits). */
async function emailInvitation(tx: Database, deps: InvitationDeps, row: WorkspaceInvitationRow, token: string, fallbackLang: UserLang): Promise<void> {
  const { workspaceName, inviterName } = await findInvitationNames(tx, row.workspaceId, row.invitedBy);
  const account = await findUserByEmail(tx, row.email);
  await deps.mailer.enqueue(tx, workspaceInvitationMail, {
    to: row.email,
    // Someone with an account reads mail in the language they chose.
    lang: account?.lang ?? fallbackLang,
    data: { token, workspaceName, inviterName: inviterName ?? '', role: row.role, expiresAt: row.expiresAt },
  });
}

async function announce(tx: Database, deps: InvitationDeps, row: WorkspaceInvitationRow, actorId: number): Promise<InvitationResponse> {
  const invitation = toInvitationResponse(row, deps.now);
  const payload: WorkspaceEventPayloads['invitation.changed'] = { invitation };
  await deps.live.publish(tx, { workspaceId: row.workspaceId, type: 'invitation.changed', payload, actorId, at: deps.now });
  return invitation;
}

/** A fresh link: the token for the email and what the row keeps of it. */
function newLink(now: Date) {
  const token = randomToken();
  return { token, tokenHash: sha256Hex(token), sentAt: now, expiresAt: addMs(now, TTL_MS) };
}

async function inviteOnce(deps: InvitationDeps, inviter: Inviter, email: string, role: MemberRole) {
  const { scope } = inviter;
  return deps.db.transaction(async (tx) => {
    const member = await findMemberRecordByEmail(tx, scope.workspaceId, email);
    if (member?.status === 'active') throw alreadyMember();
    const pending = await lockPendingInvitationOf(tx, scope.workspaceId, email);
    if (pending) assertCooldownOver(pending, deps.now);
    const { token, ...link } = newLink(deps.now);
    const row = pending
      ? await updateInvitationSend(tx, pending.id, { role, invitedBy: scope.userId, ...link })
      : await insertInvitation(tx, {
          workspaceId: scope.workspaceId,
          email,
          role,
          invitedBy: scope.userId,
          tokenHash: link.tokenHash,
          now: deps.now,
          expiresAt: link.expiresAt,
        });
    await emailInvitation(tx, deps, row, token, inviter.fallbackLang);
    return { invitation: await announce(tx, deps, row, scope.userId), created: !pending };
  });
}

/**
 * Invites an address to the workspace with a role and emails the link. An address that already has a
 * pending invitation (expired or not) gets that one again, with the new role, a new link and a new
 * expiry (`created: false`), within the resend cooldown 429 resend_cooldown. 409 already_member for an
 * active member's address.
 */
export async function createInvitation(deps: InvitationDeps, inviter: Inviter, rawEmail: string, role: MemberRole) {
  const email = normalizeEmail(rawEmail);
  try {
    return await inviteOnce(deps, inviter, email, role);
  } catch (error) {
    // The same address was invited by another request at the same moment: that invitation now exists,
    // and this request is a re-send of it (refused within the cooldown).
    if (isUniqueViolation(error)) return inviteOnce(deps, inviter, email, role);
    throw error;
  }
}

const statusOrder: Record<InvitationStatus, number> = { pending: 0, expired: 1, accepted: 2, revoked: 3 };

/** Pending first, then expired, accepted and revoked; newest first within each. */
export async function listInvitations(db: Database, workspaceId: number, now: Date): Promise<InvitationResponse[]> {
  const rows = (await listWorkspaceInvitations(db, workspaceId)).map((row) => toInvitationResponse(row, now));
  return rows.sort((a, b) => statusOrder[a.status] - statusOrder[b.status]);
}

async function lockOpenInvitation(tx: Database, workspaceId: number, id: number): Promise<WorkspaceInvitationRow> {
  const row = await lockWorkspaceInvitation(tx, workspaceId, id);
  if (!row) throw invitationNotFound();
  if (row.status === 'accepted') throw invitationUsed();
  return row;
}

/** Revokes a pending (or expired) invitation: its link stops working. Revoking twice changes nothing. */
export async function revokeInvitation(deps: InvitationDeps, scope: WorkspaceScope, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await lockOpenInvitation(tx, scope.workspaceId, id);
    if (row.status === 'revoked') return;
    await announce(tx, deps, await markInvitationRevoked(tx, row.id, deps.now), scope.userId);
  });
}

/** Emails a pending (or expired) invitation again with a new link and a new expiry; the old link stops working. */
export async function resendInvitation(deps: InvitationDeps, inviter: Inviter, id: number): Promise<InvitationResponse> {
  const { scope } = inviter;
  return deps.db.transaction(async (tx) => {
    const row = await lockOpenInvitation(tx, scope.workspaceId, id);
    if (row.status === 'revoked') throw invitationRevoked();
    assertCooldownOver(row, deps.now);
    const { token, ...link } = newLink(deps.now);
    const sent = await updateInvitationSend(tx, row.id, { role: row.role, invitedBy: scope.userId, ...link });
    await emailInvitation(tx, deps, sent, token, inviter.fallbackLang);
    return announce(tx, deps, sent, scope.userId);
  });
}

/** What the acceptance page shows before sign-in; 404 for a token that matches no invitation. */
export async function previewInvitation(db: Database, token: string, now: Date): Promise<InvitationPreviewResponse['data']> {
  const row = await findInvitationByTokenHash(db, sha256Hex(token));
  if (!row) throw invitationNotFound();
  const { workspaceName, inviterName } = await findInvitationNames(db, row.workspaceId, row.invitedBy);
  return {
    workspace_name: workspaceName,
    inviter_name: inviterName,
    email: row.email,
    role: row.role,
    status: shownStatus(row, now),
    expires_at: row.expiresAt.toISOString(),
  };
}

/**
 * The signed-in user joins the invitation's workspace with its role, and the link is used up. A
 * member already gets the workspace (and the link is used up too); a former member comes back through
 * the membership history. A new membership must fit the plan (409 plan_limit, nothing written: the
 * link still works after an upgrade). The accepting account need not have the invited address: the
 * link, sent to that address, is the proof.
 */
export async function acceptInvitation(deps: InvitationDeps, userId: number, token: string): Promise<WorkspaceResponse> {
  return deps.db.transaction(async (tx) => {
    const row = await findInvitationByTokenHash(tx, sha256Hex(token), true);
    if (!row) throw invitationNotFound();
    const { workspaceId } = row;
    if (row.status === 'revoked') throw invitationRevoked();
    if (row.status === 'accepted') {
      // The same user again (a double click, a retry after a lost answer): the same answer.
      const joined = row.acceptedBy === userId ? await findUserWorkspace(tx, userId, workspaceId) : undefined;
      if (!joined) throw invitationUsed();
      return workspaceView(tx, joined);
    }
    if (shownStatus(row, deps.now) === 'expired') throw invitationExpired();

    const membership = await findMemberRecord(tx, workspaceId, userId);
    if (membership?.status !== 'active') {
      await assertPlanCapacity(tx, workspaceId, 'members');
      if (membership) {
        await setMemberStatus(tx, workspaceId, userId, 'active', deps.now);
        await rejoinMembership(tx, workspaceId, userId, row.role, deps.now);
      } else {
        await addMember(tx, { workspaceId, userId, role: row.role, now: deps.now });
      }
      const member = toMemberResponse((await findMemberRecord(tx, workspaceId, userId))!, deps.publicUrl);
      const payload: WorkspaceEventPayloads['member.joined'] = { member };
      await deps.live.publish(tx, { workspaceId, type: 'member.joined', payload, actorId: userId, at: deps.now });
    }
    await announce(tx, deps, await markInvitationAccepted(tx, row.id, userId, deps.now), userId);
    const workspace = await findUserWorkspace(tx, userId, workspaceId);
    return workspaceView(tx, workspace!);
  });
}
