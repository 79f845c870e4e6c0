import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { expectDocumentedRoutes } from '../helpers/documented-routes.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

describe('the time routes in the OpenAPI document', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp.close());

  it('lists every route with its statuses and Bearer security', async () => {
    await expectDocumentedRoutes(testApp, [
      ['/api/workspaces/{id}/time-entries', 'get', ['200', '400', '401', '404']],
      ['/api/workspaces/{id}/time-entries', 'post', ['201', '400', '401', '403', '404', '409']],
      ['/api/time-entries/{id}', 'patch', ['200', '400', '401', '403', '404', '409']],
      ['/api/time-entries/{id}', 'delete', ['204', '401', '403', '404', '409']],
      ['/api/workspaces/{id}/timesheet', 'get', ['200', '400', '401', '404']],
      ['/api/workspaces/{id}/timesheet.csv', 'get', ['200', '400', '401', '404']],
    ]);
  });
});
