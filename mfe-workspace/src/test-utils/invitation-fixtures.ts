import { workspaceFixture } from '@stepwise/shared/testing';
import type { InvitationPreview, JoinedWorkspace } from '../common/api/work-types';

/** The user's workspace as `GET workspaces` lists it (role, member count, subscription). */
export function joinedWorkspaceFixture(overrides: Partial<JoinedWorkspace> = {}): JoinedWorkspace {
  return workspaceFixture(overrides) as JoinedWorkspace;
}

/** What `GET invitations/preview` answers for a pending invitation. */
export function invitationPreviewFixture(overrides: Partial<InvitationPreview> = {}): InvitationPreview {
  return {
    workspace_name: 'Acme',
    inviter_name: 'Anna Ivanova',
    email: 'boris@example.com',
    role: 'member',
    status: 'pending',
    expires_at: '2026-02-08T10:00:00Z',
    ...overrides,
  };
}
