import { billingTarget } from './billing-target';

describe('billingTarget', () => {
  it('is the plan page being shown', () => {
    expect(billingTarget('12', [{ id: 3, role: 'admin' }])).toEqual({ route: 'account-workspaces-workspace-plan', params: { workspace: '12' } });
  });

  it('else the plan page of the first workspace the user owns, else of the first one', () => {
    expect(
      billingTarget(undefined, [
        { id: 3, role: 'member' },
        { id: 5, role: 'admin' },
      ]),
    ).toEqual({ route: 'account-workspaces-workspace-plan', params: { workspace: '5' } });
    expect(billingTarget(undefined, [{ id: 3, role: 'member' }])).toEqual({ route: 'account-workspaces-workspace-plan', params: { workspace: '3' } });
  });

  it('without workspaces (or before they load), the workspace list', () => {
    expect(billingTarget(undefined, [])).toEqual({ route: 'account-workspaces' });
    expect(billingTarget(undefined, undefined)).toEqual({ route: 'account-workspaces' });
  });
});
