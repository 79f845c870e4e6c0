import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { expectDocumentedRoutes } from '../helpers/documented-routes.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

describe('the sprint routes in the OpenAPI document', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp.close());

  it('lists every route with its statuses and Bearer security', async () => {
    await expectDocumentedRoutes(testApp, [
      ['/api/workspaces/{id}/sprint-settings', 'get', ['200', '401', '404']],
      ['/api/workspaces/{id}/sprint-settings', 'put', ['200', '400', '401', '403', '404']],
      ['/api/workspaces/{id}/sprints', 'get', ['200', '400', '401', '404']],
      ['/api/sprints/{id}', 'get', ['200', '400', '401', '404']],
      ['/api/sprints/{id}/tasks', 'put', ['200', '400', '401', '404', '409']],
      ['/api/sprints/{id}/proposal', 'get', ['200', '401', '404', '409']],
    ]);
  });
});
