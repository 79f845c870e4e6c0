/** Kept so code outside the identity modules compiles until it imports the module's index instead. */
export { findUserWorkspace, type MemberWorkspace } from '../modules/workspaces/index.js';
export type { WorkspaceSubscriptionResponse } from '@stepwise/contracts';
