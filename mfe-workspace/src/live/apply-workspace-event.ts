import type { WorkspaceEvent } from '@stepwise/contracts';
import { upsertGoal } from '../common/goals/goals-api';
import { upsertInvitation } from '../features/team/invitations-api';
import { removeMember, upsertMember } from '../common/members/members-api';
import { upsertProject } from '../common/projects/projects-api';
import { removeSphere, upsertSphere } from '../common/spheres/spheres-api';
import { removeTask, reorderFlowCache, upsertTask } from '../common/tasks/task-cache';
import { refreshCachedTask } from '../common/tasks/task-refresh';
import { workState, type WorkThunk } from '../common/api/work-thunk';
import { forecastApi } from '../common/forecast/forecast-api';
import { allWorkspaceTags, runningTimerTag, workApiBase, workspaceTag, type WorkTagType } from '../common/api/work-api';

/**
 * Applies one event of a workspace (contracts/src/work/workspace-events.ts) to every cached copy
 * it changes, without a request. Applying it again changes nothing. Types of later areas pass by.
 */
export function applyWorkspaceEvent(workspaceId: number, event: WorkspaceEvent): WorkThunk {
  return (dispatch, getState) => {
    switch (event.type) {
      case 'task.created':
        dispatch(upsertTask(event.payload.task));
        return;
      case 'task.updated':
        dispatch(upsertTask(event.payload.task));
        // A finished or re-estimated task changes its sprint's committed, done and burndown.
        dispatch(
          workApiBase.util.invalidateTags([
            { type: 'WorkActivity', id: event.payload.task.id },
            { type: 'WorkSprint', id: workspaceTag(workspaceId) },
          ]),
        );
        return;
      case 'task.deleted':
        dispatch(removeTask(workspaceId, event.payload.id));
        dispatch(refetch(workspaceId, 'WorkSprint'));
        return;
      case 'flow.reordered':
        dispatch(reorderFlowCache(workspaceId, event.payload.user_id, event.payload.task_ids));
        return;
      case 'member.joined':
      case 'member.updated':
        dispatch(upsertMember(workspaceId, event.payload.member));
        return;
      case 'member.removed':
        dispatch(removeMember(workspaceId, event.payload.user_id));
        return;
      case 'invitation.changed':
        dispatch(upsertInvitation(workspaceId, event.payload.invitation));
        return;
      case 'sphere.created':
      case 'sphere.updated':
        dispatch(upsertSphere(event.payload.sphere));
        return;
      case 'sphere.deleted':
        dispatch(removeSphere(workspaceId, event.payload.id));
        return;
      case 'goal.created':
      case 'goal.updated':
        dispatch(upsertGoal(event.payload.goal));
        return;
      case 'project.created':
      case 'project.updated':
        dispatch(upsertProject(event.payload.project));
        return;
      case 'forecast.changed': {
        // The workload board reads the forecast's placement: every announced version refetches it.
        dispatch(refetch(workspaceId, 'WorkWorkload'));
        // The answer carries its version: a copy already at (or past) the announced one is kept.
        const cached = forecastApi.endpoints.workForecast.select(workspaceId)(workState(getState())).data;
        if (cached && cached.version >= event.payload.version) return;
        dispatch(refetch(workspaceId, 'WorkForecast'));
        return;
      }
      case 'schedule.updated':
        dispatch(refetch(workspaceId, 'WorkSchedule', 'WorkCalendar'));
        return;
      case 'day_off.created':
      case 'day_off.deleted':
        dispatch(refetch(workspaceId, 'WorkDayOff', 'WorkCalendar'));
        return;
      case 'calendar.updated':
        dispatch(refetch(workspaceId, 'WorkCalendar'));
        return;
      case 'time_entry.saved':
        // The entries, the member's running timer and the timesheets are read again; so is the task's recorded time.
        dispatch(refetch(workspaceId, 'WorkTimeEntry', 'WorkTimesheet'));
        dispatch(workApiBase.util.invalidateTags([runningTimerTag(workspaceId, event.payload.entry.user_id)]));
        void dispatch(refreshCachedTask(workspaceId, event.payload.entry.task_id));
        if (event.payload.previous_task_id !== undefined) void dispatch(refreshCachedTask(workspaceId, event.payload.previous_task_id));
        return;
      case 'time_entry.deleted':
        dispatch(refetch(workspaceId, 'WorkTimeEntry', 'WorkTimesheet'));
        dispatch(workApiBase.util.invalidateTags([runningTimerTag(workspaceId, event.payload.user_id)]));
        void dispatch(refreshCachedTask(workspaceId, event.payload.task_id));
        return;
      case 'history.imported':
        dispatch(refetch(workspaceId, 'WorkTask'));
        return;
      case 'history.import_progress':
        dispatch(refetch(workspaceId, 'WorkHistoryImport'));
        return;
      case 'sprint.updated':
      case 'sprint_settings.updated':
        // A plan changes other sprints' numbers too (a task moved out), and settings re-date the upcoming ones.
        dispatch(refetch(workspaceId, 'WorkSprint'));
        return;
      default:
        return;
    }
  };
}

/** Data read whole rather than patched (forecasts, working time): its queries of the workspace are read again. */
function refetch(workspaceId: number, ...types: WorkTagType[]) {
  return workApiBase.util.invalidateTags(types.map((type) => ({ type, id: workspaceTag(workspaceId) })));
}

/** Too much was missed (a live `reset`), or access changed: everything of the workspace on screen is read again. */
export function refetchWorkspace(workspaceId: number): WorkThunk {
  return (dispatch) => {
    dispatch(workApiBase.util.invalidateTags(allWorkspaceTags(workspaceId)));
  };
}
