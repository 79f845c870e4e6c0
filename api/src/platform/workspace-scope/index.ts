/** The workspace scope: who may do what in a workspace, resolved once per request. */
export { default as workspaceScope, requireWorkspaceScope, type ActingForConfig, type WorkspaceRouteConfig } from './workspace-scope-plugin.js';
export {
  parseWorkspaceId,
  requireWorkspacePermission,
  scopeOf,
  workspaceForbidden,
  workspaceNotFound,
  WORKSPACE_NOT_FOUND_MESSAGE,
  type WorkspaceScope,
} from './workspace-scope.js';
export { forbiddenMessage, roleCan, workspacePermissions, type WorkspacePermission } from './permissions.js';
export { findActiveMemberRole } from './membership-repository.js';
export { workspaceOfObject } from './object-workspace.js';
