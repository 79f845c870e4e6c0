import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { expectDocumentedRoutes } from '../helpers/documented-routes.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

describe('the report routes in the OpenAPI document', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp.close());

  it('lists every report with its statuses and Bearer security', async () => {
    const statuses = ['200', '400', '401', '404', '429', '503'];
    await expectDocumentedRoutes(
      testApp,
      ['velocity', 'accuracy', 'time', 'flow', 'risk'].map((report) => [`/api/workspaces/{id}/reports/${report}`, 'get', statuses]),
    );
  });
});
