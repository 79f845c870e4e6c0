import type { TimeEntryResponse } from '@stepwise/contracts';
import type { TestApp } from '../helpers/test-app.js';
import { call, type Person } from '../tasks/work-fixtures.js';

export const HOUR = 60 * 60_000;

/** Moves the app's clock to an instant (the test clock only moves forward by steps). */
export function setClock(testApp: TestApp, at: string | Date): void {
  testApp.clock.advance(new Date(at).getTime() - testApp.clock.now().getTime());
}

/** An instant `hours` before the app's now, as the API takes it. */
export function hoursAgo(testApp: TestApp, hours: number): string {
  return new Date(testApp.clock.now().getTime() - hours * HOUR).toISOString();
}

export function postEntry(testApp: TestApp, person: Person | undefined, workspaceId: number, body: object) {
  return call(testApp, person, 'POST', `/api/workspaces/${workspaceId}/time-entries`, body);
}

/** Adds an entry through the API; throws unless 201. */
export async function addEntry(testApp: TestApp, person: Person, workspaceId: number, body: object): Promise<TimeEntryResponse> {
  const response = await postEntry(testApp, person, workspaceId, body);
  if (response.statusCode !== 201) throw new Error(`entry not added: ${response.statusCode} ${response.body}`);
  return response.json<{ data: TimeEntryResponse }>().data;
}

export async function listEntries(testApp: TestApp, person: Person, workspaceId: number, query = ''): Promise<TimeEntryResponse[]> {
  const response = await call(testApp, person, 'GET', `/api/workspaces/${workspaceId}/time-entries${query}`);
  if (response.statusCode !== 200) throw new Error(`entries not listed: ${response.statusCode} ${response.body}`);
  return response.json<{ data: TimeEntryResponse[] }>().data;
}
