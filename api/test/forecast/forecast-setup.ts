import { activeUser, bearer, type RegisteredUser } from '../helpers/auth.js';
import type { TestApp } from '../helpers/test-app.js';
import { createWorkspace } from '../helpers/workspaces.js';
import { addMembership } from '../helpers/work-structure.js';

export type UserWithId = RegisteredUser & { user: { id: number } };

/** A Russian-speaking admin's workspace with a member, and a stranger who belongs to none of it. */
export async function forecastWorkspace(testApp: TestApp) {
  const admin = (await activeUser(testApp, { lang: 'ru' })) as UserWithId;
  const member = (await activeUser(testApp)) as UserWithId;
  const stranger = (await activeUser(testApp)) as UserWithId;
  const workspaceId = (await createWorkspace(testApp, admin.token)).id;
  await addMembership(testApp, workspaceId, member.user.id);
  return { admin, member, stranger, workspaceId };
}

export function caller(testApp: TestApp) {
  return (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: object | string, headers: Record<string, string> = {}) =>
    testApp.app.inject({
      method,
      url,
      headers: { ...(token && bearer(token)), ...headers },
      ...(payload !== undefined && { payload }),
    });
}

const day = [
  ['09:00', '13:00'],
  ['14:00', '18:00'],
];
/** Monday–Friday 09:00–13:00 and 14:00–18:00 in a zone. */
export function officeWeek(timeZone: string) {
  return { time_zone: timeZone, week: { mon: day, tue: day, wed: day, thu: day, fri: day, sat: [], sun: [] } };
}
