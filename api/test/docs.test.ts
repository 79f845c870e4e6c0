import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from './helpers/test-app.js';

type Schema = { type?: string; required?: string[]; properties?: Record<string, unknown> };
type Operation = {
  security?: Array<Record<string, string[]>>;
  responses: Record<string, { description: string; content?: Record<string, { schema: Schema }> }>;
};
type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components?: { securitySchemes?: Record<string, unknown> };
};

describe('API docs', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp.close());

  it('/api/docs/json is an OpenAPI 3 document listing /api/health with its error responses', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });

    expect(response.statusCode).toBe(200);
    const doc = response.json<OpenApiDocument>();
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(doc.info).toEqual(expect.objectContaining({ title: 'Stepwise API', version: expect.any(String) }));

    const health = doc.paths['/api/health']?.get;
    expect(health).toBeDefined();
    expect(Object.keys(health!.responses).sort()).toEqual(['200', '4XX', '503', '5XX']);
    for (const status of ['503', '4XX', '5XX']) {
      const schema = health!.responses[status]?.content?.['application/json']?.schema;
      expect(schema).toMatchObject({ type: 'object', required: ['code', 'message'] });
      expect(Object.keys(schema!.properties!)).toEqual(['code', 'message', 'fields']);
    }
    // The docs' own routes are not part of the API description.
    expect(Object.keys(doc.paths).filter((path) => path.startsWith('/api/docs'))).toEqual([]);
  });

  it('documents every account route with its statuses, and Bearer security where a token is needed', async () => {
    const doc = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApiDocument>();
    const routes: Array<[string, string, string[], boolean]> = [
      ['/api/auth/register', 'post', ['201', '400', '409', '429'], false],
      ['/api/auth/login', 'post', ['200', '400', '401', '429'], false],
      ['/api/auth/logout', 'post', ['204', '401'], true],
      ['/api/auth/remember', 'post', ['200', '400', '404', '429'], false],
      ['/api/auth/remember', 'get', ['200', '400'], false],
      ['/api/auth/remember', 'put', ['204', '400'], false],
      ['/api/auth/provider/redirect/{provider}', 'get', ['200', '404', '502'], false],
      ['/api/auth/provider/callback/{provider}', 'post', ['200', '400', '404', '502'], false],
      ['/api/users/me', 'get', ['200', '401'], true],
      ['/api/users/me', 'put', ['200', '400', '401'], true],
      ['/api/users/activate', 'post', ['200', '400', '401', '409', '410', '429'], true],
      ['/api/users/send-code', 'post', ['200', '401', '409', '429'], true],
      ['/api/users/{id}/photo/{size}', 'get', ['200', '304', '404'], false],
      ['/api/user/photo', 'post', ['200', '400', '401', '413', '415'], true],
      ['/api/unsubscribe', 'post', ['200', '400'], false],
      ['/api/plans', 'get', ['200', '304'], false],
      ['/api/feedback', 'post', ['201', '400', '429'], false],
      ['/api/workspaces', 'get', ['200', '401'], true],
      ['/api/workspaces', 'post', ['201', '400', '401', '403', '409'], true],
      ['/api/workspaces/domain', 'post', ['200', '400', '401', '403', '429'], true],
      ['/api/workspaces/{id}', 'get', ['200', '401', '404'], true],
      ['/api/workspaces/{id}/subscription', 'get', ['200', '401', '404'], true],
      ['/api/cards', 'get', ['200', '401'], true],
      ['/api/cards/{uuid}', 'get', ['200', '401', '404'], true],
      ['/api/cards/{uuid}', 'delete', ['204', '401', '404'], true],
      ['/api/payments', 'get', ['200', '400', '401'], true],
      ['/api/payment/init', 'post', ['200', '201', '400', '401', '403', '404', '422', '429'], true],
      ['/api/payment/with-card', 'post', ['200', '400', '401', '403', '404', '409', '429', '502'], true],
      ['/api/payment/{uuid}', 'get', ['200', '401', '404'], true],
      ['/api/payment/notifications/{kind}', 'post', ['200', '400', '401'], false],
      ['/api/payment/bank-transfer', 'post', ['200', '201', '400', '401', '403', '404', '422', '429'], true],
      ['/api/payment/{uuid}/invoice.pdf', 'get', ['200', '401', '404'], true],
      ['/api/subscriptions', 'post', ['201', '400', '401', '402', '403', '404', '409', '422', '429', '502'], true],
      ['/api/subscriptions/trial', 'post', ['201', '400', '401', '403', '404', '409', '422'], true],
      ['/api/subscriptions/{uuid}', 'get', ['200', '401', '404'], true],
      ['/api/subscriptions/{uuid}/card', 'post', ['200', '400', '401', '403', '404', '409'], true],
      ['/api/workspaces/{id}/billing', 'get', ['200', '401', '404'], true],
      ['/api/workspaces/{id}/spheres', 'get', ['200', '401', '404'], true],
      ['/api/workspaces/{id}/spheres', 'post', ['201', '400', '401', '403', '404', '409'], true],
      ['/api/spheres/{id}', 'patch', ['200', '400', '401', '403', '404', '409'], true],
      ['/api/spheres/{id}', 'delete', ['204', '400', '401', '403', '404', '409'], true],
      ['/api/workspaces/{id}/goals', 'get', ['200', '400', '401', '404'], true],
      ['/api/workspaces/{id}/goals', 'post', ['201', '400', '401', '404'], true],
      ['/api/goals/{id}', 'get', ['200', '401', '404'], true],
      ['/api/goals/{id}', 'patch', ['200', '400', '401', '404'], true],
      ['/api/workspaces/{id}/projects', 'get', ['200', '400', '401', '404'], true],
      ['/api/workspaces/{id}/projects', 'post', ['201', '400', '401', '404', '409'], true],
      ['/api/projects/{id}', 'get', ['200', '401', '404'], true],
      ['/api/projects/{id}', 'patch', ['200', '400', '401', '404', '409'], true],
    ];
    for (const [path, method, statuses, secured] of routes) {
      const operation = doc.paths[path]?.[method];
      expect({ path, method, documented: operation !== undefined }).toEqual({ path, method, documented: true });
      expect(Object.keys(operation!.responses)).toEqual(expect.arrayContaining([...statuses, '4XX', '5XX']));
      expect(operation!.security).toEqual(secured ? [{ bearerAuth: [] }] : undefined);
    }
    // the operator routes live on the operator listener only
    expect(Object.keys(doc.paths).filter((path) => path.startsWith('/api/operator'))).toEqual([]);
    expect(doc.components?.securitySchemes?.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    const user = doc.paths['/api/users/me']!.get!.responses['200']!.content!['application/json']!.schema;
    expect(Object.keys(user.properties!)).toEqual(['id', 'first_name', 'last_name', 'email', 'status', 'lang', 'photo_sm', 'photo_lg']);
    const schemaOf = (path: string, method: string, status: string) => doc.paths[path]![method]!.responses[status]!.content!['application/json']!.schema;
    expect(Object.keys(schemaOf('/api/workspaces/{id}', 'get', '200').properties!)).toEqual([
      'id',
      'name',
      'domain',
      'role',
      'member_count',
      'created_at',
      'subscription',
    ]);
    expect(Object.keys(schemaOf('/api/cards/{uuid}', 'get', '200').properties!)).toEqual(['uuid', 'brand', 'last4', 'exp_month', 'exp_year', 'subscriptions']);
    expect(Object.keys(schemaOf('/api/payments', 'get', '200').properties!)).toEqual(['data', 'meta']);
    expect(Object.keys(schemaOf('/api/workspaces/domain', 'post', '200').properties!)).toEqual(['domain', 'available', 'reason', 'suggestions']);
    // Collection routes exist once, without a trailing-slash twin.
    expect(Object.keys(doc.paths).filter((path) => path.endsWith('/'))).toEqual([]);
    expect(Object.keys(schemaOf('/api/spheres/{id}', 'patch', '409').properties!)).toEqual(['code', 'message', 'fields', 'stage_id', 'task_count']);
    expect(Object.keys(schemaOf('/api/workspaces/{id}/projects', 'post', '409').properties!)).toEqual([
      'code',
      'message',
      'fields',
      'limit',
      'capacity',
      'plan',
    ]);
    const cooldown = doc.paths['/api/users/send-code']!.post!.responses['429']!.content!['application/json']!.schema;
    expect(Object.keys(cooldown.properties!)).toEqual(['code', 'message', 'fields', 'resend_available_in']);
  });

  it('/api/docs serves the Swagger UI with a policy that lets it run', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('API responses carry the strict JSON-only security headers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });

    expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });
});
