import type {
  ForecastAccuracyResponse,
  ForecastResponse,
  GoalResponse,
  InvitationResponse,
  MemberResponse,
  ProjectResponse,
  SphereResponse,
  TaskResponse,
  TimeEntryResponse,
} from '@stepwise/contracts';
import { createAppStore, type AppStore } from '@stepwise/shared';
import { apiSlice } from '@stepwise/shared/api';
import { jsonResponse, mockApi, type ApiHandler } from '@stepwise/shared/testing';
import { scheduleFixture } from './working-time-server';
import { accuracyFixture, forecastFixture } from './forecast-fixtures';
import { goalsApi } from '../common/goals/goals-api';
import { invitationsApi } from '../features/team/invitations-api';
import { membersApi } from '../common/members/members-api';
import { projectsApi } from '../common/projects/projects-api';
import { spheresApi } from '../common/spheres/spheres-api';
import type { TaskListArgs } from '../common/api/work-types';
import { taskQueries } from '../common/tasks/task-queries';

/** What the played API of one workspace holds; tests change it and the GETs answer from it. */
export interface WorkServerData {
  members: MemberResponse[];
  invitations: InvitationResponse[];
  spheres: SphereResponse[];
  goals: GoalResponse[];
  projects: ProjectResponse[];
  tasks: TaskResponse[];
  /** `GET …/forecast`: an empty forecast when not given. */
  forecast?: ForecastResponse;
  /** `GET …/forecast/accuracy`: nothing counted yet when not given. */
  accuracy?: ForecastAccuracyResponse;
  /** `GET …/time-entries`: none when not given (so no timer runs). */
  timeEntries?: TimeEntryResponse[];
  /** Each member's time zone (`GET …/members/{id}/schedule`): Moscow when not given. */
  timeZones?: Record<number, string>;
}

/** The played `GET …/time-entries`, filtered as the API would. */
function timeEntriesOf(entries: TimeEntryResponse[], query: URLSearchParams): TimeEntryResponse[] {
  const from = query.get('from');
  const to = query.get('to');
  return entries.filter(
    (entry) =>
      idsMatch(query.get('user_id'), entry.user_id) &&
      idsMatch(query.get('task_id'), entry.task_id) &&
      (from === null || entry.ended_at === null || Date.parse(entry.ended_at) > Date.parse(from)) &&
      (to === null || Date.parse(entry.started_at) < Date.parse(to)),
  );
}

/** Task ids the played API answers `GET tasks/{id}` for. */
const TASK_IDS = Array.from({ length: 20 }, (_, index) => 30 + index);

function idsMatch(filter: string | null, value: number | null) {
  return filter === null || filter.split(',').some((item) => (item === 'none' ? value === null : Number(item) === value));
}

/**
 * Plays the workspace API of workspace 7 at the fetch boundary: the GETs answer from `data` (lists
 * filtered as the API would, flows in rank order), and `extra` adds or overrides routes.
 */
export function workServer(data: WorkServerData, extra: Record<string, ApiHandler> = {}) {
  const flowOf = (userId: number) =>
    data.tasks
      .filter((task) => task.assignee_id === userId && task.state !== 'finished' && task.flow_rank !== null)
      .sort((a, b) => Number(b.state === 'in_progress') - Number(a.state === 'in_progress') || (a.flow_rank! < b.flow_rank! ? -1 : 1));
  const routes: Record<string, ApiHandler> = {
    'GET workspaces/7/members': () => jsonResponse(200, { data: data.members.filter((member) => member.status === 'active') }),
    'GET workspaces/7/invitations': () => jsonResponse(200, { data: data.invitations }),
    'GET workspaces/7/spheres': () => jsonResponse(200, { data: data.spheres }),
    'GET workspaces/7/goals': (call) => jsonResponse(200, { data: data.goals.filter((goal) => call.query.get('archived') === 'true' || !goal.archived) }),
    'GET workspaces/7/projects': (call) =>
      jsonResponse(200, { data: data.projects.filter((project) => call.query.get('archived') === 'true' || !project.archived) }),
    'GET workspaces/7/tasks': (call) => {
      const list = data.tasks.filter((task) => idsMatch(call.query.get('assignee_id'), task.assignee_id) && idsMatch(call.query.get('goal_id'), task.goal_id));
      return jsonResponse(200, { data: list, meta: { next_cursor: null, total: list.length } });
    },
    'GET workspaces/7/forecast': () => jsonResponse(200, { data: data.forecast ?? forecastFixture() }),
    'GET workspaces/7/forecast/accuracy': () => jsonResponse(200, { data: data.accuracy ?? accuracyFixture() }),
    'GET workspaces/7/time-entries': (call) => jsonResponse(200, { data: timeEntriesOf(data.timeEntries ?? [], call.query) }),
    'GET workspaces/7/flow/5': () => jsonResponse(200, { data: flowOf(5) }),
    'GET workspaces/7/flow/6': () => jsonResponse(200, { data: flowOf(6) }),
    ...Object.fromEntries(
      data.members.map((member) => [
        `GET workspaces/7/members/${member.user_id}/schedule`,
        () => jsonResponse(200, { data: scheduleFixture({ time_zone: data.timeZones?.[member.user_id] ?? 'Europe/Moscow' }) }),
      ]),
    ),
    ...Object.fromEntries(
      TASK_IDS.map((id) => [
        `GET tasks/${id}`,
        () => {
          const task = data.tasks.find((candidate) => candidate.id === id);
          return task ? jsonResponse(200, { data: task }) : jsonResponse(404, { code: 'not_found', message: 'not_found' });
        },
      ]),
    ),
    ...extra,
  };
  return mockApi(routes);
}

export const ALL_TASKS: TaskListArgs = { workspaceId: 7 };
export const ANNAS_TASKS: TaskListArgs = { workspaceId: 7, filters: { assignee_id: '5' } };

/** A store with every cache of workspace 7 loaded from the played API, kept subscribed. */
export async function loadedWorkStore(taskIds: number[] = [31]): Promise<AppStore> {
  const store = createAppStore();
  const loads = [
    store.dispatch(membersApi.endpoints.workMembers.initiate(7)),
    store.dispatch(invitationsApi.endpoints.workInvitations.initiate(7)),
    store.dispatch(spheresApi.endpoints.workSpheres.initiate(7)),
    store.dispatch(goalsApi.endpoints.workGoals.initiate({ workspaceId: 7 })),
    store.dispatch(goalsApi.endpoints.workGoals.initiate({ workspaceId: 7, archived: true })),
    store.dispatch(projectsApi.endpoints.workProjects.initiate({ workspaceId: 7 })),
    store.dispatch(projectsApi.endpoints.workProjects.initiate({ workspaceId: 7, archived: true })),
    store.dispatch(taskQueries.endpoints.workTasks.initiate(ALL_TASKS)),
    store.dispatch(taskQueries.endpoints.workTasks.initiate(ANNAS_TASKS)),
    store.dispatch(taskQueries.endpoints.workFlow.initiate({ workspaceId: 7, userId: 5 })),
    store.dispatch(taskQueries.endpoints.workFlow.initiate({ workspaceId: 7, userId: 6 })),
    ...taskIds.map((id) => store.dispatch(taskQueries.endpoints.workTask.initiate(id))),
  ];
  await Promise.all(loads.map((load) => load.unwrap()));
  return store;
}

/** Waits until no query is loading (after an event or a change made some read again). */
export async function settled(store: AppStore): Promise<void> {
  for (;;) {
    const running = store.dispatch(apiSlice.util.getRunningQueriesThunk());
    if (running.length === 0) return;
    await Promise.allSettled(running);
  }
}

/** Everything the cache holds, by entry: what a screen would show. */
export function cachedData(store: AppStore): Record<string, unknown> {
  return Object.fromEntries(Object.entries(store.getState().api.queries).map(([key, entry]) => [key, entry?.data]));
}

const state = (store: AppStore) => store.getState() as never;

/** Reads of the cache as screens see it. */
export const read = {
  members: (store: AppStore) => membersApi.endpoints.workMembers.select(7)(state(store)).data,
  invitations: (store: AppStore) => invitationsApi.endpoints.workInvitations.select(7)(state(store)).data,
  spheres: (store: AppStore) => spheresApi.endpoints.workSpheres.select(7)(state(store)).data,
  goals: (store: AppStore, archived?: boolean) => goalsApi.endpoints.workGoals.select({ workspaceId: 7, ...(archived && { archived }) })(state(store)).data,
  projects: (store: AppStore, archived?: boolean) =>
    projectsApi.endpoints.workProjects.select({ workspaceId: 7, ...(archived && { archived }) })(state(store)).data,
  taskList: (store: AppStore, args: TaskListArgs) =>
    taskQueries.endpoints.workTasks
      .select(args)(state(store))
      .data?.pages.flatMap((page) => page.data),
  taskTotal: (store: AppStore, args: TaskListArgs) => taskQueries.endpoints.workTasks.select(args)(state(store)).data?.pages[0].meta.total,
  task: (store: AppStore, id: number) => taskQueries.endpoints.workTask.select(id)(state(store)).data,
  flow: (store: AppStore, userId: number) => taskQueries.endpoints.workFlow.select({ workspaceId: 7, userId })(state(store)).data,
};
