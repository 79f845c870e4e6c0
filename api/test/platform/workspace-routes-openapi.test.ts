import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { activeUser, bearer } from '../helpers/auth.js';
import { createFuzzObjects, type FuzzObjects } from '../helpers/fuzz-objects.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { lastSeq } from '../helpers/work-structure.js';
import { CSV_HEADERS, HISTORY_HEADER, historyRow } from '../forecast/history-import-setup.js';

/**
 * Every route of a workspace, as the OpenAPI document lists them, answers 401 without a token and
 * 404 to a signed-in user who is not a member, with the ids of a real workspace's objects in its
 * path: no route forgets the scope, whatever it was added after. A route is a workspace's when its
 * path is under `/api/workspaces/{id}` or under an object of a workspace (`/api/tasks/{id}`, …).
 */
const WORKSPACE_OBJECTS = ['tasks', 'goals', 'projects', 'spheres', 'sprints', 'time-entries', 'subscriptions'];
/** Paths with a parameter that names no workspace or object of one: the user's own things, sign-in, payment callbacks. */
const OUTSIDE_WORKSPACES = ['/api/users/', '/api/auth/', '/api/payment/', '/api/cards/'];

type Operation = { method: string; path: string; bodyType?: string };

function isWorkspaceRoute(path: string): boolean {
  const [collection, parameter] = path.split('/').slice(2, 4);
  if (parameter === undefined || !parameter.startsWith('{')) return false;
  return collection === 'workspaces' || WORKSPACE_OBJECTS.includes(collection!);
}

describe('workspace routes of the OpenAPI document', () => {
  let testApp: TestApp;
  let objects: FuzzObjects;
  let strangerToken: string;
  let subscriptionUuid: string;
  let importId: string;
  let operations: Operation[];

  beforeAll(async () => {
    testApp = await startTestApp();
    const admin = await activeUser(testApp);
    objects = await createFuzzObjects(testApp, admin.token, admin.user.id);
    const trial = await testApp.app.inject({
      method: 'POST',
      url: '/api/subscriptions/trial',
      headers: bearer(admin.token),
      payload: { workspace_id: objects.workspaceId, plan: 'start' },
    });
    subscriptionUuid = trial.json<{ uuid: string }>().uuid;
    const queued = await testApp.app.inject({
      method: 'POST',
      url: `/api/workspaces/${objects.workspaceId}/import/history`,
      headers: { ...bearer(admin.token), ...CSV_HEADERS },
      payload: `${HISTORY_HEADER}\n${historyRow('Imported task', admin.email, '2026-01-05T09:00:00Z', '2026-01-05T10:00:00Z')}\n`,
    });
    importId = String(queued.json<{ data: { id: number } }>().data.id);
    strangerToken = (await activeUser(testApp)).token;
    const { paths } = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> } }>>;
    }>();
    operations = Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        bodyType: operation.requestBody && Object.keys(operation.requestBody.content)[0],
      })),
    );
  });
  afterAll(() => testApp.close());

  /** The path with the ids of the workspace's real objects (and the trial's uuid). */
  function realUrl(path: string): string {
    return path.replace(/\{([^}]+)\}/g, (_whole, name: string) => {
      const value = name === 'uuid' ? subscriptionUuid : name === 'import_id' ? importId : objects.pathValue(path, name);
      if (value === undefined) throw new Error(`${path}: no object for {${name}}`);
      return value;
    });
  }

  const workspaceOperations = () => operations.filter(({ path }) => isWorkspaceRoute(path));

  it('sorts every path with a parameter into a workspace route or one outside workspaces', () => {
    const unsorted = operations
      .filter(({ path }) => path.includes('{') && !isWorkspaceRoute(path) && !OUTSIDE_WORKSPACES.some((prefix) => path.startsWith(prefix)))
      .map(({ method, path }) => `${method} ${path}`);
    expect(unsorted).toEqual([]);
    expect(workspaceOperations().map(({ path }) => path)).toEqual(
      expect.arrayContaining(['/api/workspaces/{id}', '/api/workspaces/{id}/tasks', '/api/tasks/{id}', '/api/subscriptions/{uuid}']),
    );
  });

  it('answers 401 unauthorized to each without a token', async () => {
    const answers = [];
    for (const { method, path } of workspaceOperations()) {
      const response = await testApp.app.inject({ method: method as 'GET', url: realUrl(path) });
      answers.push({ route: `${method} ${path}`, status: response.statusCode, code: response.json<{ code?: string }>().code });
    }
    expect(answers.filter((answer) => answer.status !== 401 || answer.code !== 'unauthorized')).toEqual([]);
    expect(answers.length).toBe(workspaceOperations().length);
  });

  it('answers 404 not_found to each for a signed-in user who is not a member, and changes nothing', async () => {
    const eventsBefore = await lastSeq(testApp, objects.workspaceId);
    const answers = [];
    for (const { method, path, bodyType } of workspaceOperations()) {
      // A body of the type the route reads (else the content type alone would be refused first), empty.
      const body = bodyType && { headers: { ...bearer(strangerToken), 'content-type': bodyType }, payload: bodyType === 'application/json' ? '{}' : '' };
      const response = await testApp.app.inject({ method: method as 'GET', url: realUrl(path), headers: bearer(strangerToken), ...body });
      answers.push({ route: `${method} ${path}`, status: response.statusCode, code: response.json<{ code?: string }>().code });
    }
    expect(answers.filter((answer) => answer.status !== 404 || answer.code !== 'not_found')).toEqual([]);
    // Nothing was published in the workspace: no change reached it.
    expect(await lastSeq(testApp, objects.workspaceId)).toBe(eventsBefore);
  });
});
