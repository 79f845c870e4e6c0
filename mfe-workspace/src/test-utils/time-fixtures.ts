import type { TimeEntryResponse, TimesheetResponse } from '@stepwise/contracts';
import { jsonResponse, type ApiHandler } from '@stepwise/shared/testing';

/** One time entry of workspace 7: by user 5 on task 31, a manual hour. */
export function timeEntryFixture(overrides: Partial<TimeEntryResponse> = {}): TimeEntryResponse {
  return {
    id: 901,
    workspace_id: 7,
    task_id: 31,
    user_id: 5,
    started_at: '2026-11-24T07:00:00.000Z',
    ended_at: '2026-11-24T08:00:00.000Z',
    minutes: 60,
    note: null,
    source: 'manual',
    ...overrides,
  };
}

const WEEKDAY_MINUTES = 8 * 60;

/** User 5's week 2026-W48 (Mon 23 – Sun 29 November, Moscow): 8 h a weekday, Wednesday a holiday, nothing tracked. */
export function timesheetFixture(overrides: Partial<TimesheetResponse> = {}): TimesheetResponse {
  const dates = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];
  return {
    user_id: 5,
    week: '2026-W48',
    time_zone: 'Europe/Moscow',
    days: dates.map((date, index) => ({
      date,
      scheduled_minutes: index < 5 && index !== 2 ? WEEKDAY_MINUTES : 0,
      tracked_minutes: 0,
      holiday: index === 2 ? 'Founders’ Day' : null,
      reason: index === 2 ? 'holiday' : index < 5 ? 'workday' : 'weekend',
      day_off: false,
    })),
    rows: [],
    tracked_minutes: 0,
    scheduled_minutes: 4 * WEEKDAY_MINUTES,
    ...overrides,
  };
}

/** The running timer's read for a page's played API: no entries, so no timer runs. */
export function noTimeEntries(workspaceId: number): Record<string, ApiHandler> {
  return { [`GET workspaces/${workspaceId}/time-entries`]: () => jsonResponse(200, { data: [] }) };
}
