import type { LiveEvent, WorkspaceEvent, WorkspaceEventPayloads, WorkspaceEventType } from '@stepwise/contracts';
import { createAppStore } from '@stepwise/shared';
import { goalFixture, invitationFixture, memberFixture, projectFixture, sphereFixture, taskFixture } from '../test-utils/work-fixtures';
import { applyWorkspaceEvent } from './apply-workspace-event';

function event<Type extends WorkspaceEventType>(type: Type, payload: WorkspaceEventPayloads[Type]): LiveEvent<Type> {
  return { seq: 1, type, payload, actor_id: 5, at: '2026-11-21T10:00:00.000Z' };
}

const EVENTS: WorkspaceEvent[] = [
  event('task.created', { task: taskFixture() }),
  event('task.updated', { task: taskFixture() }),
  event('task.deleted', { id: 31, assignee_id: 5 }),
  event('flow.reordered', { user_id: 5, task_ids: [31] }),
  event('member.joined', { member: memberFixture() }),
  event('member.updated', { member: memberFixture() }),
  event('member.removed', { user_id: 5 }),
  event('invitation.changed', { invitation: invitationFixture() }),
  event('sphere.created', { sphere: sphereFixture() }),
  event('sphere.updated', { sphere: sphereFixture() }),
  event('sphere.deleted', { id: 3 }),
  event('goal.created', { goal: goalFixture() }),
  event('goal.updated', { goal: goalFixture() }),
  event('project.created', { project: projectFixture() }),
  event('project.updated', { project: projectFixture() }),
];

// This file imports no endpoint module: the page's screens have not loaded any of them yet.
describe('live events before any workspace data is cached', () => {
  it.each(EVENTS.map((liveEvent) => [liveEvent.type, liveEvent] as const))('%s changes nothing and breaks nothing', (_type, liveEvent) => {
    const store = createAppStore();
    const before = store.getState().api;
    store.dispatch(applyWorkspaceEvent(7, liveEvent));
    expect(store.getState().api.queries).toEqual(before.queries);
  });
});
