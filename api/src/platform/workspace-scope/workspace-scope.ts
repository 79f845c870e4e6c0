import { parseId } from '@stepwise/contracts';
import type { Database } from '../../db/database.js';
import type { MemberRole } from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';
import { findActiveMemberRole, findActiveMemberRoleAndLiveSeq } from './membership-repository.js';
import { forbiddenMessage, roleCan, type WorkspacePermission } from './permissions.js';

/** The workspace a request acts in, as the signed-in member sees it. */
export interface WorkspaceScope {
  workspaceId: number;
  userId: number;
  role: MemberRole;
  can(permission: WorkspacePermission): boolean;
  /** The workspace's latest live event number, read with the membership (only when asked for: `withLiveSeq`). */
  liveSeq?: number;
}

export const WORKSPACE_NOT_FOUND_MESSAGE = 'Workspace not found';

/**
 * 404 not_found: the answer for a workspace that does not exist and for one the user is not a member of
 * alike, so that a stranger learns nothing about which workspaces exist.
 */
export function workspaceNotFound(message = WORKSPACE_NOT_FOUND_MESSAGE): AppError {
  return new AppError(404, 'not_found', message);
}

/** 403 forbidden: the member can see the workspace (so pretending it does not exist would mislead) but not do this. */
export function workspaceForbidden(permission: WorkspacePermission): AppError {
  return new AppError(403, 'forbidden', forbiddenMessage(permission));
}

/** A workspace id as a path carries it: digits within the id range, else undefined (answered like a missing workspace). */
export function parseWorkspaceId(value: unknown): number | undefined {
  return parseId(value);
}

export function scopeOf(workspaceId: number, userId: number, role: MemberRole): WorkspaceScope {
  return { workspaceId, userId, role, can: (permission) => roleCan(role, permission) };
}

export interface ScopeOptions {
  /** The message of the 404 (e.g. "Subscription not found" when the workspace came from a subscription). */
  notFoundMessage?: string;
  /** Also read the workspace's latest live event number (a read answers it as X-Live-Seq). */
  withLiveSeq?: boolean;
}

/**
 * The one membership rule of every workspace action: 404 unless the user is an active member of the
 * workspace, 403 unless their role grants the permission. The plugin applies it to routes that declare
 * `config.workspace`; a service calls it directly when the workspace id comes in the body.
 */
export async function requireWorkspacePermission(
  db: Database,
  userId: number,
  workspaceId: number | null | undefined,
  permission: WorkspacePermission,
  options: ScopeOptions = {},
): Promise<WorkspaceScope> {
  const membership =
    workspaceId == null
      ? undefined
      : options.withLiveSeq
        ? await findActiveMemberRoleAndLiveSeq(db, workspaceId, userId)
        : await findActiveMemberRole(db, workspaceId, userId).then((role) => role && { role, liveSeq: undefined });
  if (workspaceId == null || !membership) throw workspaceNotFound(options.notFoundMessage);
  const scope = scopeOf(workspaceId, userId, membership.role);
  if (!scope.can(permission)) throw workspaceForbidden(permission);
  return membership.liveSeq === undefined ? scope : { ...scope, liveSeq: membership.liveSeq };
}
