import type { MemberRole } from '../../db/schema/index.js';

/**
 * What a member may do in a workspace. Admins manage members, spheres and stages, the workspace's
 * settings and its subscription; every active member views the workspace and manages tasks, goals and
 * projects.
 */
export const workspacePermissions = [
  'workspace.view',
  'workspace.manage',
  'members.manage',
  'spheres.manage',
  'subscription.manage',
  'tasks.manage',
  'goals.manage',
  'projects.manage',
] as const;

export type WorkspacePermission = (typeof workspacePermissions)[number];

const memberPermissions: readonly WorkspacePermission[] = ['workspace.view', 'tasks.manage', 'goals.manage', 'projects.manage'];

const permissionsByRole: Record<MemberRole, ReadonlySet<WorkspacePermission>> = {
  admin: new Set(workspacePermissions),
  member: new Set(memberPermissions),
};

export function roleCan(role: MemberRole, permission: WorkspacePermission): boolean {
  return permissionsByRole[role].has(permission);
}

/** The message of the 403 a member gets for an action of the given permission. */
export function forbiddenMessage(permission: WorkspacePermission): string {
  switch (permission) {
    case 'subscription.manage':
      return 'Only an admin of the workspace may manage its subscription';
    case 'members.manage':
      return 'Only an admin of the workspace may manage its members';
    case 'spheres.manage':
      return 'Only an admin of the workspace may manage its spheres and stages';
    case 'workspace.manage':
      return 'Only an admin of the workspace may change its settings';
    default:
      return 'You may not do this in this workspace';
  }
}
