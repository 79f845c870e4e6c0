import { createAppStore, tokenStorage, type AppStore } from '@stepwise/shared';
import { jsonResponse, mockApi, workspaceFixture } from '@stepwise/shared/testing';
import { invitationAcceptanceApi } from './invitation-acceptance-api';

let store: AppStore;

beforeEach(() => {
  store = createAppStore();
  tokenStorage.set('work-token');
});

afterEach(() => {
  tokenStorage.clear();
  jest.restoreAllMocks();
});

describe('the invitation acceptance client', () => {
  it('previews an invitation by its token and accepts it', async () => {
    const preview = {
      workspace_name: 'Acme',
      inviter_name: 'Anna Petrova',
      email: 'boris@example.com',
      role: 'member',
      status: 'pending',
      expires_at: '2026-11-27T09:00:00.000Z',
    };
    const api = mockApi({
      'GET invitations/preview': () => jsonResponse(200, { data: preview }),
      'POST invitations/accept': () => jsonResponse(200, { data: workspaceFixture() }),
    });
    expect(await store.dispatch(invitationAcceptanceApi.endpoints.workInvitationPreview.initiate('tok/en')).unwrap()).toEqual(preview);
    expect(api.callsTo('GET', 'invitations/preview')[0].query.get('token')).toBe('tok/en');
    expect((await store.dispatch(invitationAcceptanceApi.endpoints.workAcceptInvitation.initiate('tok/en')).unwrap()).id).toBe(42);
    expect(api.callsTo('POST', 'invitations/accept')[0].body).toEqual({ token: 'tok/en' });
    expect(api.unexpected).toEqual([]);
  });
});
