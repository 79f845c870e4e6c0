import { workspaceFixture } from '@stepwise/shared/testing';
import type { Goal, Invitation, InvitationPreview, JoinedWorkspace, Member, Project, Sphere } from '../api/work-types';

/** Contract-typed answers of the workspace's members, invitations, goals, projects and spheres, for component tests. */

export function memberFixture(overrides: Partial<Member> = {}): Member {
  return {
    user_id: 7,
    first_name: 'Anna',
    last_name: 'Ivanova',
    email: 'anna@example.com',
    role: 'admin',
    status: 'active',
    joined_at: '2026-01-10T09:00:00Z',
    photo_url: null,
    ...overrides,
  };
}

export function joinedWorkspaceFixture(overrides: Partial<JoinedWorkspace> = {}): JoinedWorkspace {
  return workspaceFixture(overrides) as JoinedWorkspace;
}

export function invitationFixture(overrides: Partial<Invitation> = {}): Invitation {
  return {
    id: 501,
    email: 'boris@example.com',
    role: 'member',
    status: 'pending',
    invited_by: 7,
    created_at: '2026-02-01T10:00:00Z',
    sent_at: '2026-02-01T10:00:00Z',
    expires_at: '2026-02-08T10:00:00Z',
    ...overrides,
  };
}

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

export function goalFixture(overrides: Partial<Goal> = {}): Goal {
  return {
    id: 11,
    workspace_id: 42,
    title: 'Launch the beta',
    description: '',
    due_on: '2026-06-30',
    owner_id: 7,
    archived: false,
    task_count: 8,
    finished_count: 3,
    created_at: '2026-01-15T09:00:00Z',
    ...overrides,
  };
}

export function projectFixture(overrides: Partial<Project> = {}): Project {
  return {
    id: 21,
    workspace_id: 42,
    name: 'Website',
    key: 'WEB',
    archived: false,
    task_count: 4,
    finished_count: 1,
    created_at: '2026-01-15T09:00:00Z',
    ...overrides,
  };
}

export function sphereFixture(overrides: Partial<Sphere> = {}): Sphere {
  return {
    id: 31,
    workspace_id: 42,
    name: 'General',
    task_count: 0,
    stages: [
      { id: 301, name: 'To do', state: 'open', position: 0 },
      { id: 302, name: 'In progress', state: 'in_progress', position: 1 },
      { id: 303, name: 'Paused', state: 'paused', position: 2 },
      { id: 304, name: 'Done', state: 'finished', position: 3 },
    ],
    ...overrides,
  };
}
