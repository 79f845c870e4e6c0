import type { GoalResponse, InvitationResponse, MemberResponse, ProjectResponse, SphereResponse, TaskResponse } from '@stepwise/contracts';

/** Objects of the workspace contract as the API answers them, for tests; each takes what differs. */

export function taskFixture(overrides: Partial<TaskResponse> = {}): TaskResponse {
  return {
    id: 31,
    workspace_id: 7,
    title: 'Write the release notes',
    description: '',
    status: 'open',
    state: 'open',
    sphere_id: 3,
    stage_id: 11,
    goal_id: null,
    project_id: null,
    assignee_id: 5,
    creator_id: 5,
    estimate_minutes: 120,
    complexity: 2,
    due_on: null,
    blocked_by: [],
    waiting_for: [],
    spent_minutes: 0,
    started_at: null,
    finished_at: null,
    flow_rank: 'a1',
    stage_rank: 'a1',
    created_at: '2026-11-20T09:00:00.000Z',
    updated_at: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

export function memberFixture(overrides: Partial<MemberResponse> = {}): MemberResponse {
  return {
    user_id: 5,
    first_name: 'Anna',
    last_name: 'Petrova',
    email: 'anna@example.com',
    role: 'admin',
    status: 'active',
    joined_at: '2026-11-01T09:00:00.000Z',
    photo_url: null,
    ...overrides,
  };
}

export function invitationFixture(overrides: Partial<InvitationResponse> = {}): InvitationResponse {
  return {
    id: 4,
    email: 'boris@example.com',
    role: 'member',
    status: 'pending',
    invited_by: 5,
    created_at: '2026-11-20T09:00:00.000Z',
    sent_at: '2026-11-20T09:00:00.000Z',
    expires_at: '2026-11-27T09:00:00.000Z',
    ...overrides,
  };
}

export function sphereFixture(overrides: Partial<SphereResponse> = {}): SphereResponse {
  return {
    id: 3,
    workspace_id: 7,
    name: 'General',
    stages: [
      { id: 11, name: 'To do', state: 'open', position: 0 },
      { id: 12, name: 'In progress', state: 'in_progress', position: 1 },
      { id: 13, name: 'Paused', state: 'paused', position: 2 },
      { id: 14, name: 'Done', state: 'finished', position: 3 },
    ],
    task_count: 0,
    ...overrides,
  };
}

export function goalFixture(overrides: Partial<GoalResponse> = {}): GoalResponse {
  return {
    id: 21,
    workspace_id: 7,
    title: 'Launch in spring',
    description: '',
    due_on: '2027-03-01',
    owner_id: 5,
    archived: false,
    task_count: 0,
    finished_count: 0,
    created_at: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

export function projectFixture(overrides: Partial<ProjectResponse> = {}): ProjectResponse {
  return {
    id: 41,
    workspace_id: 7,
    name: 'Website',
    key: 'WEB',
    archived: false,
    task_count: 0,
    finished_count: 0,
    created_at: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}
