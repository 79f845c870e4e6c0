import type { Database } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { findUserWorkspace, type MemberWorkspace } from '../workspaces/workspaces.js';

export function workspaceNotFound(): AppError {
  return new AppError(404, 'not_found', 'Workspace not found');
}

/** The workspace if the user is an active member of it; 404 not_found otherwise (as if it did not exist). */
export async function requireWorkspaceMember(db: Database, userId: number, workspaceId: number): Promise<MemberWorkspace> {
  const workspace = await findUserWorkspace(db, userId, workspaceId);
  if (!workspace) throw workspaceNotFound();
  return workspace;
}

/**
 * Paying, subscribing and changing the card are for the workspace's admins: a member who is not one
 * gets 403 forbidden (they can see the workspace, so pretending it does not exist would mislead).
 */
export async function requireWorkspaceAdmin(db: Database, userId: number, workspaceId: number): Promise<MemberWorkspace> {
  const workspace = await requireWorkspaceMember(db, userId, workspaceId);
  if (workspace.role !== 'admin') {
    throw new AppError(403, 'forbidden', 'Only an admin of the workspace may manage its subscription');
  }
  return workspace;
}
