import type { CalendarBody, CalendarDay, CreateDayOffBody, DayOffResponse, ScheduleBody, ScheduleResponse } from '@stepwise/contracts';
import { workApiBase, workspaceTag, type Envelope } from '../api/work-api';

/** Whose schedule: a member's, or (no `userId`) the workspace default that new members inherit. */
export interface ScheduleArgs {
  workspaceId: number;
  userId?: number;
}

export interface MemberDaysOffArgs {
  workspaceId: number;
  userId: number;
}

export interface CalendarDaysArgs {
  workspaceId: number;
  from: string;
  to: string;
  /** A member's days (their hours and days off); omitted = the default schedule. */
  userId?: number;
}

function scheduleUrl({ workspaceId, userId }: ScheduleArgs): string {
  return userId === undefined ? `workspaces/${workspaceId}/schedule` : `workspaces/${workspaceId}/members/${userId}/schedule`;
}

/**
 * Working time, the forecast's calendar: schedules, days off, the workspace calendar and the
 * resulting days. Every change is announced live, which invalidates these tags
 * (live/apply-workspace-event.ts); a change made here also refetches at once.
 */
export const workingTimeApi = workApiBase.injectEndpoints({
  endpoints: (builder) => ({
    workSchedule: builder.query<ScheduleResponse, ScheduleArgs>({
      query: scheduleUrl,
      transformResponse: (response: Envelope<ScheduleResponse>) => response.data,
      providesTags: (_result, _error, { workspaceId }) => [{ type: 'WorkSchedule', id: workspaceTag(workspaceId) }],
    }),
    workSaveSchedule: builder.mutation<ScheduleResponse, ScheduleArgs & { body: ScheduleBody }>({
      query: ({ body, ...args }) => ({ url: scheduleUrl(args), method: 'PUT', body }),
      transformResponse: (response: Envelope<ScheduleResponse>) => response.data,
      invalidatesTags: (_result, error, { workspaceId }) =>
        error
          ? []
          : [
              { type: 'WorkSchedule', id: workspaceTag(workspaceId) },
              { type: 'WorkCalendar', id: workspaceTag(workspaceId) },
            ],
    }),
    workDaysOff: builder.query<DayOffResponse[], MemberDaysOffArgs>({
      query: ({ workspaceId, userId }) => `workspaces/${workspaceId}/members/${userId}/days-off`,
      transformResponse: (response: Envelope<DayOffResponse[]>) => response.data,
      providesTags: (_result, _error, { workspaceId }) => [{ type: 'WorkDayOff', id: workspaceTag(workspaceId) }],
    }),
    workCreateDayOff: builder.mutation<DayOffResponse, MemberDaysOffArgs & { body: CreateDayOffBody }>({
      query: ({ workspaceId, userId, body }) => ({ url: `workspaces/${workspaceId}/members/${userId}/days-off`, method: 'POST', body }),
      transformResponse: (response: Envelope<DayOffResponse>) => response.data,
      invalidatesTags: (_result, error, { workspaceId }) =>
        error
          ? []
          : [
              { type: 'WorkDayOff', id: workspaceTag(workspaceId) },
              { type: 'WorkCalendar', id: workspaceTag(workspaceId) },
            ],
    }),
    workDeleteDayOff: builder.mutation<void, MemberDaysOffArgs & { dayOffId: number }>({
      query: ({ workspaceId, userId, dayOffId }) => ({ url: `workspaces/${workspaceId}/members/${userId}/days-off/${dayOffId}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, { workspaceId }) =>
        error
          ? []
          : [
              { type: 'WorkDayOff', id: workspaceTag(workspaceId) },
              { type: 'WorkCalendar', id: workspaceTag(workspaceId) },
            ],
    }),
    workCalendar: builder.query<CalendarBody, number>({
      query: (workspaceId) => `workspaces/${workspaceId}/calendar`,
      transformResponse: (response: Envelope<CalendarBody>) => response.data,
      providesTags: (_result, _error, workspaceId) => [{ type: 'WorkCalendar', id: workspaceTag(workspaceId) }],
    }),
    workSaveCalendar: builder.mutation<CalendarBody, { workspaceId: number; body: CalendarBody }>({
      query: ({ workspaceId, body }) => ({ url: `workspaces/${workspaceId}/calendar`, method: 'PUT', body }),
      transformResponse: (response: Envelope<CalendarBody>) => response.data,
      invalidatesTags: (_result, error, { workspaceId }) => (error ? [] : [{ type: 'WorkCalendar', id: workspaceTag(workspaceId) }]),
    }),
    workCalendarDays: builder.query<CalendarDay[], CalendarDaysArgs>({
      query: ({ workspaceId, from, to, userId }) => ({
        url: `workspaces/${workspaceId}/calendar/days`,
        params: { from, to, ...(userId === undefined ? {} : { user_id: String(userId) }) },
      }),
      transformResponse: (response: Envelope<CalendarDay[]>) => response.data,
      providesTags: (_result, _error, { workspaceId }) => [{ type: 'WorkCalendar', id: workspaceTag(workspaceId) }],
    }),
  }),
});

export const {
  useWorkScheduleQuery,
  useWorkSaveScheduleMutation,
  useWorkDaysOffQuery,
  useWorkCreateDayOffMutation,
  useWorkDeleteDayOffMutation,
  useWorkCalendarQuery,
  useWorkSaveCalendarMutation,
  useWorkCalendarDaysQuery,
} = workingTimeApi;
