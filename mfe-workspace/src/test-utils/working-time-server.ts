import type { DayOffResponse, ForecastResponse, MemberResponse, ScheduleBody, ScheduleResponse } from '@stepwise/contracts';
import { jsonResponse, mockApi, type ApiHandler } from '@stepwise/shared/testing';
import { joinedWorkspaceFixture } from './invitation-fixtures';
import { memberFixture } from './work-fixtures';
import { noTimeEntries } from './time-fixtures';

/** The signed-in user (userFixture: Anna Ivanova, id 7) in workspace 42. */
export const annaMember = memberFixture({ user_id: 7, last_name: 'Ivanova' });
export const borisMember = memberFixture({ user_id: 8, first_name: 'Boris', last_name: 'Petrov', email: 'boris@example.com', role: 'member' });

const WORKDAY: ScheduleBody['week']['mon'] = [
  ['09:00', '13:00'],
  ['14:00', '18:00'],
];

/** Monday to Friday 09:00–13:00 and 14:00–18:00 in Moscow: 40 hours a week. */
export function scheduleFixture(overrides: Partial<ScheduleResponse> = {}): ScheduleResponse {
  return {
    time_zone: 'Europe/Moscow',
    week: { mon: WORKDAY, tue: WORKDAY, wed: WORKDAY, thu: WORKDAY, fri: WORKDAY, sat: [], sun: [] },
    inherited: false,
    ...overrides,
  };
}

export function dayOffFixture(overrides: Partial<DayOffResponse> = {}): DayOffResponse {
  return { id: 901, user_id: 8, from: '2030-01-14', to: '2030-01-18', kind: 'vacation', part: null, created_at: '2026-11-20T09:00:00.000Z', ...overrides };
}

export function memberForecastFixture(overrides: Partial<ForecastResponse['members'][number]> = {}): ForecastResponse['members'][number] {
  return { user_id: 8, pace: 1.3, pace_basis: 'member', pace_tasks: 23, complexity_paces: [], focus: 0.8, tasks: [], ...overrides };
}

export interface WorkingTimeData {
  role?: 'admin' | 'member';
  members?: MemberResponse[];
  /** By user id; `default` = the workspace's. */
  schedules?: Record<string, ScheduleResponse>;
  /** By user id. */
  daysOff?: Record<string, DayOffResponse[]>;
  forecastMembers?: ForecastResponse['members'];
  extra?: Record<string, ApiHandler>;
}

/**
 * Plays the working-time API of workspace 42: schedules and days off answer from `data` and change
 * with each PUT, POST and DELETE, as the API would; `extra` adds or overrides routes.
 */
export function workingTimeServer(data: WorkingTimeData = {}) {
  const members = data.members ?? [annaMember, borisMember];
  const schedules: Record<string, ScheduleResponse> = { default: scheduleFixture({ inherited: undefined }), ...data.schedules };
  const daysOff: Record<string, DayOffResponse[]> = { ...data.daysOff };
  let nextId = 1000;
  const routes: Record<string, ApiHandler> = {
    'GET workspaces': () => jsonResponse(200, { data: [joinedWorkspaceFixture({ role: data.role ?? 'admin', member_count: members.length })] }),
    'GET workspaces/42/members': () => jsonResponse(200, { data: members }),
    'GET workspaces/42/forecast': () =>
      jsonResponse(200, {
        data: {
          at: '2026-11-25T10:00:00.000Z',
          version: 3,
          members: data.forecastMembers ?? [],
          goals: [],
          projects: [],
          unscored: [],
          unplaced: [],
        } satisfies ForecastResponse,
      }),
    'GET workspaces/42/schedule': () => jsonResponse(200, { data: schedules.default }),
    'PUT workspaces/42/schedule': (call) => {
      schedules.default = call.body as ScheduleResponse;
      return jsonResponse(200, { data: schedules.default });
    },
  };
  for (const member of members) {
    const id = String(member.user_id);
    routes[`GET workspaces/42/members/${id}/schedule`] = () => jsonResponse(200, { data: schedules[id] ?? { ...schedules.default, inherited: true } });
    routes[`PUT workspaces/42/members/${id}/schedule`] = (call) => {
      schedules[id] = { ...(call.body as ScheduleBody), inherited: false };
      return jsonResponse(200, { data: schedules[id] });
    };
    routes[`GET workspaces/42/members/${id}/days-off`] = () => jsonResponse(200, { data: daysOff[id] ?? [] });
    routes[`POST workspaces/42/members/${id}/days-off`] = (call) => {
      const body = call.body as Pick<DayOffResponse, 'from' | 'to' | 'kind'> & { part?: [string, string] };
      const dayOff = dayOffFixture({ ...body, part: body.part ?? null, id: nextId++, user_id: member.user_id });
      daysOff[id] = [...(daysOff[id] ?? []), dayOff];
      return jsonResponse(201, { data: dayOff });
    };
    for (const dayOff of Object.values(daysOff).flat()) {
      routes[`DELETE workspaces/42/members/${id}/days-off/${dayOff.id}`] = () => {
        daysOff[id] = (daysOff[id] ?? []).filter((candidate) => candidate.id !== dayOff.id);
        return jsonResponse(204);
      };
    }
  }
  return mockApi({ ...routes, ...noTimeEntries(42), ...data.extra });
}
