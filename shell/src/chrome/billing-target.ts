import type { RouteName, RouteParams } from '@stepwise/shared';
import type { MenuWorkspace } from './menu-workspaces-api';

export interface BillingTarget {
  route: RouteName;
  params?: RouteParams;
}

/**
 * Where the account menu's "Billing" goes (spec §2: the account area's subscription management is
 * workspaces/{workspace}/plan): the plan page being shown, else that of the first workspace the
 * user owns, else of the first one they belong to; with no workspace, the workspace list, which
 * offers to create one.
 */
export function billingTarget(currentWorkspace: string | undefined, workspaces: ReadonlyArray<Pick<MenuWorkspace, 'id' | 'role'>> | undefined): BillingTarget {
  const id = currentWorkspace ?? String((workspaces?.find((workspace) => workspace.role === 'admin') ?? workspaces?.[0])?.id ?? '');
  return id ? { route: 'account-workspaces-workspace-plan', params: { workspace: id } } : { route: 'account-workspaces' };
}
