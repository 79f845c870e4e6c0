import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ID_MAX, VALUE_FORMATS } from '@stepwise/contracts';
import { Format } from 'typebox/format';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

type Schema = { format?: string; maximum?: number; minimum?: number; description?: string; [key: string]: unknown };
type Operation = {
  parameters?: Array<{ name: string; in: string; description?: string; schema: Schema }>;
  requestBody?: { content: Record<string, { schema: Schema }> };
};

/** Every `format` anywhere in a schema (properties, items, unions), with where it is. */
function formatsIn(value: unknown, at: string, found: Array<[string, string]> = []): Array<[string, string]> {
  if (Array.isArray(value)) value.forEach((item, index) => formatsIn(item, `${at}[${index}]`, found));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      if (key === 'format' && typeof child === 'string') found.push([at, child]);
      else formatsIn(child, `${at}.${key}`, found);
    }
  }
  return found;
}

/**
 * The OpenAPI document says the rule of each id, date, instant, week and time zone a request carries, and
 * the API checks every format a request's schema names: TypeBox lets an unknown format pass, so a format
 * missing from the registry would be a rule that silently checks nothing.
 */
describe('the formats of the request schemas', () => {
  let testApp: TestApp;
  let paths: Record<string, Record<string, Operation>>;
  beforeAll(async () => {
    testApp = await startTestApp();
    paths = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: typeof paths }>().paths;
  });
  afterAll(() => testApp.close());

  it('are each registered with a rule, the contract’s for the value formats', () => {
    const used = Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods).flatMap(([method, operation]) => formatsIn([operation.parameters, operation.requestBody], `${method.toUpperCase()} ${path}`)),
    );
    expect(used.length).toBeGreaterThan(20);
    expect(used.filter(([, format]) => !Format.Has(format))).toEqual([]);
    for (const [name, rule] of Object.entries(VALUE_FORMATS)) expect(Format.Get(name)).toBe(rule);
  });

  it('name the rule of the fields that once reached the database', () => {
    // A parameter's description is the parameter's own in the document, beside its schema.
    const query = (path: string, name: string) => {
      const parameter = paths[path]!.get!.parameters!.find((candidate) => candidate.name === name)!;
      return { ...parameter.schema, description: parameter.description };
    };
    const body = (path: string, method: string) =>
      paths[path]![method]!.requestBody!.content['application/json']!.schema as { properties: Record<string, Schema> };
    const taskBody = body('/api/workspaces/{id}/tasks', 'post').properties;

    expect(JSON.stringify(taskBody.goal_id)).toContain(`"maximum":${ID_MAX}`);
    expect(taskBody.blocked_by).toMatchObject({ items: { minimum: 1, maximum: ID_MAX } });
    expect(body('/api/sprints/{id}/tasks', 'put').properties.task_ids).toMatchObject({ items: { minimum: 1, maximum: ID_MAX } });
    expect(query('/api/workspaces/{id}/timesheet', 'week')).toMatchObject({ format: 'iso-week', description: expect.stringContaining('1970–2099') });
    expect(query('/api/workspaces/{id}/reports/accuracy', 'from')).toMatchObject({
      format: 'date',
      description: expect.stringContaining('1970-01-01…2099-12-31'),
    });
    expect(query('/api/workspaces/{id}/forecast', 'at')).toMatchObject({ format: 'date-time', description: expect.stringContaining('1970–2099') });
    expect(query('/api/workspaces/{id}/calendar/days', 'user_id')).toMatchObject({ format: 'id', description: expect.stringContaining('2147483647') });
    expect(query('/api/workspaces/{id}/tasks', 'assignee_id')).toMatchObject({ format: 'id-list' });
    expect(body('/api/workspaces/{id}/schedule', 'put').properties.time_zone).toMatchObject({
      format: 'time-zone',
      description: expect.stringContaining('IANA'),
    });
  });
});
