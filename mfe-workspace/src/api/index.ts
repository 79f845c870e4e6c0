/**
 * The workspace app's API client: RTK Query hooks over the contract of contracts/src/work/, and the
 * cache helpers the screens and the live channel share. Screens import from here.
 */
export * from './work-types';
export { WORK_TAG_TYPES, workspaceTag, allWorkspaceTags, type WorkTagType } from './work-api';
export * from './members-api';
export * from './invitations-api';
export * from './spheres-api';
export * from './goals-api';
export * from './projects-api';
export * from './tasks-api';
export * from './flow-api';
export * from './workspaces-api';
export { upsertTask, removeTask, reorderFlowCache, findCachedTask, taskListTag, flowTag, type UpsertOptions } from './cache/task-cache';
export { upsertGoal } from './cache/goal-cache';
export { upsertMember } from './cache/member-cache';
export { upsertProject } from './cache/project-cache';
export { optimisticTaskChange, optimisticFlowMove, optimisticFlowOrder, optimisticContext } from './cache/optimistic-change';
export { undoAll, type CachePatch, type WorkThunk } from './cache/work-thunk';
export { optimisticTransition, optimisticTaskPatch, type OptimisticContext } from './tasks/optimistic-task';
export { belongsToFlow, placeInFlow, moveInFlow, reorderFlow } from './tasks/flow-order';
export { taskMatchesFilters } from './tasks/task-filters';
export { localToday } from './tasks/local-today';
export * from './forecast-api';
export * from './working-time-api';
export * from './sprints-api';
export * from './workload-api';
export * from './time-api';
export * from './reports-api';
