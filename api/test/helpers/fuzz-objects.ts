import { bearer } from './auth.js';
import type { TestApp } from './test-app.js';
import { createWorkspace } from './workspaces.js';

/**
 * A workspace with one object of every kind a path names (task, goal, project, sphere, sprint, time entry,
 * day off, invitation), made through the API, so that a fuzzed request reaches the route's own code with
 * real ids rather than stopping at "not found".
 */
export interface FuzzObjects {
  workspaceId: number;
  /** The id a path parameter takes, by the collection before it (`tasks` for /api/tasks/{id}) or its name. */
  pathValue(path: string, parameter: string): string | undefined;
}

export async function createFuzzObjects(testApp: TestApp, token: string, userId: number): Promise<FuzzObjects> {
  const workspaceId = (await createWorkspace(testApp, token)).id;
  const w = `/api/workspaces/${workspaceId}`;
  const created = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await testApp.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });
    if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json<{ data: { id: number } | Array<{ id: number }> }>().data;
  };
  const idOf = (data: { id: number } | Array<{ id: number }>) => String(Array.isArray(data) ? data[0]!.id : data.id);

  const task = idOf(await created('POST', `${w}/tasks`, { title: 'Fuzzed task', assignee_id: userId }));
  const ids: Record<string, string> = {
    workspaces: String(workspaceId),
    users: String(userId),
    tasks: task,
    goals: idOf(await created('POST', `${w}/goals`, { title: 'Fuzzed goal' })),
    projects: idOf(await created('POST', `${w}/projects`, { name: 'Fuzzed project' })),
    spheres: idOf(await created('GET', `${w}/spheres`)),
    sprints: idOf(await created('GET', `${w}/sprints`)),
    'time-entries': idOf(await created('POST', `${w}/time-entries`, { task_id: Number(task), started_at: '2026-01-05T09:00:00Z', minutes: 30 })),
    user_id: String(userId),
    day_off_id: idOf(await created('POST', `${w}/members/${userId}/days-off`, { from: '2026-02-02', to: '2026-02-03', kind: 'vacation' })),
    invitation_id: idOf(await created('POST', `${w}/invitations`, { email: 'fuzz-invitee@example.com', role: 'member' })),
  };

  return {
    workspaceId,
    pathValue(path, parameter) {
      if (parameter !== 'id') return ids[parameter];
      const segments = path.split('/');
      return ids[segments[segments.indexOf('{id}') - 1] ?? ''];
    },
  };
}
