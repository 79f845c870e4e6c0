import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

type Operation = { security?: unknown; responses: Record<string, unknown>; requestBody?: { content: Record<string, unknown> } };

describe('the forecast routes in the OpenAPI document', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp.close());

  it('lists every route with its statuses and Bearer security', async () => {
    const doc = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, Operation>> }>();
    const member = '/api/workspaces/{id}/members/{user_id}';
    const routes: Array<[string, string, string[]]> = [
      ['/api/workspaces/{id}/schedule', 'get', ['200', '401', '404']],
      ['/api/workspaces/{id}/schedule', 'put', ['200', '400', '401', '403', '404']],
      [`${member}/schedule`, 'get', ['200', '401', '404']],
      [`${member}/schedule`, 'put', ['200', '400', '401', '403', '404']],
      [`${member}/days-off`, 'get', ['200', '401', '404']],
      [`${member}/days-off`, 'post', ['201', '400', '401', '403', '404']],
      [`${member}/days-off/{day_off_id}`, 'delete', ['204', '401', '403', '404']],
      ['/api/workspaces/{id}/calendar', 'get', ['200', '401', '404']],
      ['/api/workspaces/{id}/calendar', 'put', ['200', '400', '401', '403', '404']],
      ['/api/workspaces/{id}/calendar/days', 'get', ['200', '400', '401', '404']],
      ['/api/workspaces/{id}/forecast', 'get', ['200', '400', '401', '404']],
      ['/api/workspaces/{id}/forecast/preview', 'post', ['200', '400', '401', '404', '409']],
      ['/api/workspaces/{id}/forecast/accuracy', 'get', ['200', '401', '404']],
      ['/api/workspaces/{id}/import/history', 'post', ['200', '202', '400', '401', '403', '404', '409', '413', '415']],
      ['/api/workspaces/{id}/import/history/{import_id}', 'get', ['200', '401', '403', '404']],
    ];
    for (const [path, method, statuses] of routes) {
      const operation = doc.paths[path]?.[method];
      expect([path, method, Object.keys(operation?.responses ?? {}).filter((status) => /^\d+$/.test(status))]).toEqual([
        path,
        method,
        expect.arrayContaining(statuses),
      ]);
      expect(operation!.security).toEqual([{ bearerAuth: [] }]);
    }
    expect(Object.keys(doc.paths['/api/workspaces/{id}/import/history']!.post!.requestBody!.content)).toContain('text/csv');
  });
});
