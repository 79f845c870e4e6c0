import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

type Schema = { properties?: Record<string, unknown> };
type Operation = {
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
};

describe('API docs of members and invitations', () => {
  let testApp: TestApp;
  let paths: Record<string, Record<string, Operation>>;
  beforeAll(async () => {
    testApp = await startTestApp();
    paths = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: typeof paths }>().paths;
  });
  afterAll(() => testApp.close());

  it.each([
    ['/api/workspaces/{id}/members', 'get', ['200', '400', '401', '404'], 'members', true],
    ['/api/workspaces/{id}/members/{user_id}', 'patch', ['200', '400', '401', '403', '404', '409'], 'members', true],
    ['/api/workspaces/{id}/members/{user_id}', 'delete', ['204', '401', '403', '404', '409'], 'members', true],
    ['/api/workspaces/{id}/invitations', 'post', ['200', '201', '400', '401', '403', '404', '409', '429'], 'invitations', true],
    ['/api/workspaces/{id}/invitations', 'get', ['200', '401', '403', '404'], 'invitations', true],
    ['/api/workspaces/{id}/invitations/{invitation_id}', 'delete', ['204', '401', '403', '404', '409'], 'invitations', true],
    ['/api/workspaces/{id}/invitations/{invitation_id}/resend', 'post', ['200', '401', '403', '404', '409', '429'], 'invitations', true],
    ['/api/invitations/preview', 'get', ['200', '400', '404'], 'invitations', false],
    ['/api/invitations/accept', 'post', ['200', '400', '401', '403', '404', '409', '410'], 'invitations', true],
  ])('%s %s is documented with its statuses', (path, method, statuses, tag, secured) => {
    const operation = paths[path]?.[method];
    expect(operation).toBeDefined();
    expect(Object.keys(operation!.responses)).toEqual(expect.arrayContaining([...statuses, '4XX', '5XX']));
    expect(operation!.tags).toEqual([tag]);
    expect(operation!.security).toEqual(secured ? [{ bearerAuth: [] }] : undefined);
  });

  it('declares the plan_limit details and the resend cooldown in the error bodies', () => {
    const schemaOf = (path: string, method: string, status: string) => paths[path]![method]!.responses[status]!.content!['application/json']!.schema;
    expect(Object.keys(schemaOf('/api/invitations/accept', 'post', '409').properties!)).toEqual(['code', 'message', 'fields', 'limit', 'capacity', 'plan']);
    expect(Object.keys(schemaOf('/api/workspaces/{id}/invitations/{invitation_id}/resend', 'post', '429').properties!)).toEqual([
      'code',
      'message',
      'fields',
      'resend_available_in',
      'resend_available_at',
    ]);
    expect(Object.keys(schemaOf('/api/invitations/accept', 'post', '200').properties!)).toEqual(['data']);
  });
});
