import { createAppStore, tokenStorage, type AppStore } from '@stepwise/shared';
import { jsonResponse, mockApi } from '@stepwise/shared/testing';
import { invitationFixture } from '../../test-utils/work-fixtures';
import { read, settled } from '../../test-utils/work-server';
import { invitationsApi } from './invitations-api';

let store: AppStore;

beforeEach(() => {
  store = createAppStore();
  tokenStorage.set('work-token');
});

afterEach(() => {
  tokenStorage.clear();
  jest.restoreAllMocks();
});

describe('the invitations client', () => {
  it('lists, invites, resends and revokes, keeping the cached list current', async () => {
    const invitation = invitationFixture();
    const api = mockApi({
      'GET workspaces/7/invitations': () => jsonResponse(200, { data: [] }),
      'POST workspaces/7/invitations': () => jsonResponse(201, { data: invitation }),
      'POST workspaces/7/invitations/4/resend': () => jsonResponse(200, { data: { ...invitation, sent_at: '2026-11-20T10:00:00.000Z' } }),
      'DELETE workspaces/7/invitations/4': () => jsonResponse(204),
    });
    await store.dispatch(invitationsApi.endpoints.workInvitations.initiate(7)).unwrap();
    await store.dispatch(invitationsApi.endpoints.workInvite.initiate({ workspaceId: 7, body: { email: 'boris@example.com', role: 'member' } })).unwrap();
    expect(api.callsTo('POST', 'workspaces/7/invitations')[0].body).toEqual({ email: 'boris@example.com', role: 'member' });
    expect(read.invitations(store)?.map((item) => item.id)).toEqual([4]);

    await store.dispatch(invitationsApi.endpoints.workResendInvitation.initiate({ workspaceId: 7, invitationId: 4 })).unwrap();
    expect(read.invitations(store)?.[0].sent_at).toBe('2026-11-20T10:00:00.000Z');
    await store.dispatch(invitationsApi.endpoints.workRevokeInvitation.initiate({ workspaceId: 7, invitationId: 4 })).unwrap();
    await settled(store);
    expect(api.callsTo('GET', 'workspaces/7/invitations')).toHaveLength(2);
    expect(api.unexpected).toEqual([]);
  });
});
