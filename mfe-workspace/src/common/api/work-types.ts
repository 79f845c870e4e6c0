// The workspace app's data as the API answers it: the contract's types only, so no schema code reaches a bundle.
import type {
  GoalResponse,
  InvitationPreviewResponse,
  InvitationResponse,
  MemberResponse,
  ProjectResponse,
  SphereResponse,
  StageResponse,
  TaskActivityResponse,
  TaskListQuery,
  TaskListResponse,
  TaskResponse,
  WorkspaceEvent,
  WorkspaceResponse,
} from '@stepwise/contracts';
import type { TaskTransition } from '@stepwise/contracts/rules';

export type Member = MemberResponse;
export type Invitation = InvitationResponse;
export type InvitationPreview = InvitationPreviewResponse['data'];
export type Sphere = SphereResponse;
export type Stage = StageResponse;
export type Goal = GoalResponse;
export type Project = ProjectResponse;
export type Task = TaskResponse;
export type TaskActivity = TaskActivityResponse;
export type TaskPage = TaskListResponse;
export type { TaskTransition, WorkspaceEvent };
export type {
  CreateGoalBody,
  CreateInvitationBody,
  CreateProjectBody,
  CreateSphereBody,
  CreateTaskBody,
  FinishTaskBody,
  StartTaskBody,
  UpdateGoalBody,
  UpdateMemberBody,
  UpdateProjectBody,
  UpdateSphereBody,
  UpdateTaskBody,
} from '@stepwise/contracts';
/** The workspace an accepted invitation joined, as `GET /api/workspaces` lists it. */
export type JoinedWorkspace = WorkspaceResponse;

/** The task list's filters: the query of `GET /workspaces/{id}/tasks` without its paging. */
export type TaskFilters = Omit<TaskListQuery, 'cursor' | 'limit'>;

export interface TaskListArgs {
  workspaceId: number;
  filters?: TaskFilters;
  /** Tasks per page (TASK_PAGE_DEFAULT when absent). */
  limit?: number;
}

export interface FlowArgs {
  workspaceId: number;
  userId: number;
}
