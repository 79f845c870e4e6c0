import type { CreateTimeEntryBody, TimeEntryResponse, TimesheetResponse, UpdateTimeEntryBody } from '@stepwise/contracts';
import { refreshCachedTask } from '../../common/tasks/task-refresh';
import { timeTags } from '../../common/api/time-tags';
import { runningTimersTag, runningTimerTag, workApiBase, workspaceTag, type Envelope } from '../../common/api/work-api';

export type TimeEntry = TimeEntryResponse;
export type Timesheet = TimesheetResponse;

export interface TimeEntriesArgs {
  workspaceId: number;
  userId?: number;
  taskId?: number;
  /** Entries ending after this instant. */
  from?: string;
  /** Entries starting before this instant. */
  to?: string;
}

export interface RunningTimerArgs {
  workspaceId: number;
  userId: number;
}

export interface TimesheetArgs {
  workspaceId: number;
  userId: number;
  /** ISO week, `2026-W48`. */
  week: string;
}

const entriesTag = (workspaceId: number) => ({ type: 'WorkTimeEntry' as const, id: workspaceTag(workspaceId) });
const timesheetTag = (workspaceId: number) => ({ type: 'WorkTimesheet' as const, id: workspaceTag(workspaceId) });

function entriesParams({ userId, taskId, from, to }: Omit<TimeEntriesArgs, 'workspaceId'>): Record<string, string> {
  return {
    ...(userId !== undefined && { user_id: String(userId) }),
    ...(taskId !== undefined && { task_id: String(taskId) }),
    ...(from !== undefined && { from }),
    ...(to !== undefined && { to }),
  };
}

/**
 * Time tracking: members' entries (the timer's intervals and manual ones), the member's running
 * timer and the weekly timesheet. Live `time_entry.*` events invalidate the lists and timesheets and
 * the running timer of the entry's member only (live/apply-workspace-event.ts); a change made here
 * refetches them all at once.
 */
export const timeApi = workApiBase.injectEndpoints({
  endpoints: (builder) => ({
    workTimeEntries: builder.query<TimeEntry[], TimeEntriesArgs>({
      query: ({ workspaceId, ...filters }) => ({ url: `workspaces/${workspaceId}/time-entries`, params: entriesParams(filters) }),
      transformResponse: (response: Envelope<TimeEntry[]>) => response.data,
      providesTags: (_result, _error, { workspaceId }) => [entriesTag(workspaceId)],
    }),
    /** The member's open timer entry (the interval of the task in progress), or null: entries still open at the time of asking. */
    workRunningTimer: builder.query<TimeEntry | null, RunningTimerArgs>({
      query: ({ workspaceId, userId }) => ({
        url: `workspaces/${workspaceId}/time-entries`,
        params: entriesParams({ userId, from: new Date().toISOString() }),
      }),
      transformResponse: (response: Envelope<TimeEntry[]>) => response.data.find((entry) => entry.ended_at === null) ?? null,
      providesTags: (_result, _error, { workspaceId, userId }) => [runningTimerTag(workspaceId, userId), runningTimersTag(workspaceId)],
    }),
    workTimesheet: builder.query<Timesheet, TimesheetArgs>({
      query: ({ workspaceId, userId, week }) => ({ url: `workspaces/${workspaceId}/timesheet`, params: { user_id: String(userId), week } }),
      transformResponse: (response: Envelope<Timesheet>) => response.data,
      providesTags: (_result, _error, { workspaceId }) => [timesheetTag(workspaceId)],
    }),
    workCreateTimeEntry: builder.mutation<TimeEntry, { workspaceId: number; body: CreateTimeEntryBody }>({
      query: ({ workspaceId, body }) => ({ url: `workspaces/${workspaceId}/time-entries`, method: 'POST', body }),
      transformResponse: (response: Envelope<TimeEntry>) => response.data,
      invalidatesTags: (_result, error, { workspaceId }) => (error ? [] : timeTags(workspaceId)),
      onQueryStarted: ({ workspaceId, body }, { dispatch, queryFulfilled }) =>
        afterChange(queryFulfilled, () => dispatch(refreshCachedTask(workspaceId, body.task_id))),
    }),
    workUpdateTimeEntry: builder.mutation<TimeEntry, { workspaceId: number; entryId: number; taskId: number; body: UpdateTimeEntryBody }>({
      query: ({ entryId, body }) => ({ url: `time-entries/${entryId}`, method: 'PATCH', body }),
      transformResponse: (response: Envelope<TimeEntry>) => response.data,
      invalidatesTags: (_result, error, { workspaceId }) => (error ? [] : timeTags(workspaceId)),
      onQueryStarted: ({ workspaceId, taskId, body }, { dispatch, queryFulfilled }) =>
        afterChange(queryFulfilled, () => {
          void dispatch(refreshCachedTask(workspaceId, taskId));
          if (body.task_id !== undefined && body.task_id !== taskId) void dispatch(refreshCachedTask(workspaceId, body.task_id));
        }),
    }),
    workDeleteTimeEntry: builder.mutation<void, { workspaceId: number; entryId: number; taskId: number }>({
      query: ({ entryId }) => ({ url: `time-entries/${entryId}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, { workspaceId }) => (error ? [] : timeTags(workspaceId)),
      onQueryStarted: ({ workspaceId, taskId }, { dispatch, queryFulfilled }) =>
        afterChange(queryFulfilled, () => dispatch(refreshCachedTask(workspaceId, taskId))),
    }),
  }),
});

/** Runs `then` once the change is accepted (a refusal changes nothing). */
async function afterChange(queryFulfilled: Promise<unknown>, then: () => unknown): Promise<void> {
  if (
    await queryFulfilled.then(
      () => true,
      () => false,
    )
  )
    await then();
}

export const {
  useWorkTimeEntriesQuery,
  useWorkRunningTimerQuery,
  useWorkTimesheetQuery,
  useWorkCreateTimeEntryMutation,
  useWorkUpdateTimeEntryMutation,
  useWorkDeleteTimeEntryMutation,
} = timeApi;
