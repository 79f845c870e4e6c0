import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from './helpers/test-app.js';

type Schema = { type?: string; required?: string[]; properties?: Record<string, unknown> };
type Operation = { responses: Record<string, { description: string; content?: Record<string, { schema: Schema }> }> };
type OpenApiDocument = { openapi: string; info: { title: string; version: string }; paths: Record<string, Record<string, Operation>> };

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
