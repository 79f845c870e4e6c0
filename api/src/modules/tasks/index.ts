/** The tasks module: tasks, their transitions and dependencies, the one-active-task rule and the activity log. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

// The routes load when the app registers them, so importing this index for a service never pulls in the route graph.
/** /api/workspaces/{id}/tasks, /api/tasks/… */
export const tasksRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(import('./routes/index.js'));
};
export { toTaskResponses } from './task-responses.js';
export { writeTasks, type TaskDeps, type TaskWrite } from './task-write-context.js';
export { isAnyOf, lockActiveMember } from './task-repository.js';
export { unassignMemberTasks, type MemberDeparture } from './unassign-member-tasks.js';
export { createTask } from './create-task.js';
export { transitionTask, type TransitionRequest } from './task-transitions.js';
export { workspaceToday } from './workspace-today.js';
export { toTimeEntryResponse } from './time-entry-response.js';
