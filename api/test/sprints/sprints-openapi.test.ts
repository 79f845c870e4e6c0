import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

type Operation = { security?: unknown; responses: Record<string, unknown> };

describe('the sprint routes in the OpenAPI document', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp.close());

  it('lists every route with its statuses and Bearer security', async () => {
    const doc = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, Operation>> }>();
    const routes: Array<[string, string, string[]]> = [
      ['/api/workspaces/{id}/sprint-settings', 'get', ['200', '401', '404']],
      ['/api/workspaces/{id}/sprint-settings', 'put', ['200', '400', '401', '403', '404']],
      ['/api/workspaces/{id}/sprints', 'get', ['200', '400', '401', '404']],
      ['/api/sprints/{id}', 'get', ['200', '400', '401', '404']],
      ['/api/sprints/{id}/tasks', 'put', ['200', '400', '401', '404', '409']],
      ['/api/sprints/{id}/proposal', 'get', ['200', '401', '404', '409']],
    ];
    for (const [path, method, statuses] of routes) {
      const operation = doc.paths[path]?.[method];
      expect([path, method, Object.keys(operation?.responses ?? {}).filter((status) => /^\d+$/.test(status)).sort()]).toEqual([path, method, statuses]);
      expect(operation!.security).toEqual([{ bearerAuth: [] }]);
    }
  });
});
