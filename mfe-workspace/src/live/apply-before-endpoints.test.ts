import { createAppStore } from '@stepwise/shared';
import { goalFixture, invitationFixture, memberFixture, projectFixture, sphereFixture, taskFixture } from '../test-utils/work-fixtures';
import { applyWorkspaceEvent } from './apply-workspace-event';

// This file imports no endpoint module: the page's screens have not loaded any of them yet.
describe('live events before any workspace data is cached', () => {
  it.each([
    ['task.created', { task: taskFixture() }],
    ['task.updated', { task: taskFixture() }],
    ['task.deleted', { id: 31, assignee_id: 5 }],
    ['flow.reordered', { user_id: 5, task_ids: [31] }],
    ['member.joined', { member: memberFixture() }],
    ['member.updated', { member: memberFixture() }],
    ['member.removed', { user_id: 5 }],
    ['invitation.changed', { invitation: invitationFixture() }],
    ['sphere.created', { sphere: sphereFixture() }],
    ['sphere.updated', { sphere: sphereFixture() }],
    ['sphere.deleted', { id: 3 }],
    ['goal.created', { goal: goalFixture() }],
    ['goal.updated', { goal: goalFixture() }],
    ['project.created', { project: projectFixture() }],
    ['project.updated', { project: projectFixture() }],
  ])('%s changes nothing and breaks nothing', (type, payload) => {
    const store = createAppStore();
    const before = store.getState().api;
    store.dispatch(applyWorkspaceEvent(7, { seq: 1, type, payload, actor_id: 5, at: '2026-11-21T10:00:00.000Z' }));
    expect(store.getState().api.queries).toEqual(before.queries);
  });
});
