import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { InjectOptions } from 'fastify';
import { activeUser, bearer } from './helpers/auth.js';
import { extremeFields, extremeKindOf, extremeTexts, EXTREMES, withField, type ExtremeKind } from './helpers/fuzz-extremes.js';
import { createFuzzObjects, type FuzzObjects } from './helpers/fuzz-objects.js';
import { describeFailure, watchProcessFailures, type ProcessFailureWatch } from './helpers/process-failures.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';
import { seededRandom } from '@stepwise/scheduling';

/**
 * Bad input never gives a 5xx: every operation of the OpenAPI document gets requests built from its own
 * schema and then broken (wrong types, missing fields, NUL characters, 1 MB strings, deeply nested JSON,
 * malformed JSON and multipart, bad path ids), with and without a session. Every id, date, instant, week and
 * time zone of a path, a query or a body also gets the values at the edges of the contract's rules (ids of
 * 2^31, 2^53, -1 and 1.5, years 0000, 0001 and 9999, offsets as zones), with the ids of real objects in the
 * other path parameters so each request reaches the route's own code. Afterwards the process has seen no
 * unhandled rejection or uncaught exception (either would end the API) and still answers its health check.
 * Seeded, so every run sends the same requests; the number per operation is capped, so the run stays short.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
  pattern?: string;
  nullable?: boolean;
};
type Parameter = { name: string; in: 'path' | 'query' | 'header' | 'cookie'; required?: boolean; schema?: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  security?: unknown[];
};
type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

const SEED = 17;
const MAX_FIELDS_PER_OPERATION = 8;
const NUL = '\u0000';
const ONE_MB = 'x'.repeat(1_000_000);
const DEEP_NESTING = 20_000;

// Seeded, so a failure reproduces with the same requests.
const random = seededRandom(SEED);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
function sample<T>(items: readonly T[], count: number): T[] {
  const pool = [...items];
  const chosen: T[] = [];
  while (pool.length > 0 && chosen.length < count) chosen.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  return chosen;
}

function typeOf(schema: JsonSchema): string | undefined {
  const type = Array.isArray(schema.type) ? schema.type.find((name) => name !== 'null') : schema.type;
  return type ?? (schema.properties ? 'object' : undefined);
}

/** A valid value of each string format the contract's schemas use. */
const FORMAT_VALUES: Record<string, string> = {
  email: 'fuzz@example.com',
  uuid: '00000000-0000-4000-8000-000000000000',
  'date-time': '2026-01-05T09:00:00Z',
  date: '2026-01-05',
  'iso-week': '2026-W02',
  'time-zone': 'Europe/Moscow',
  id: '1',
  'id-list': '1,none',
};

/** A value the schema accepts as far as a schema can tell (route rules may still refuse it). */
function validValue(schema: JsonSchema, depth = 0): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return validValue(variants[0]!, depth);
  if (schema.allOf?.length) return Object.assign({}, ...schema.allOf.map((part) => validValue(part, depth)));
  switch (typeOf(schema)) {
    case 'object': {
      const value: Record<string, unknown> = {};
      if (depth < 4) for (const [name, property] of Object.entries(schema.properties ?? {})) value[name] = validValue(property, depth + 1);
      return value;
    }
    case 'array':
      return schema.items && depth < 4 ? [validValue(schema.items, depth + 1)] : [];
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'string':
      if (schema.format && schema.format in FORMAT_VALUES) return FORMAT_VALUES[schema.format];
      // Long enough for the rules of routes beyond the schema (a feedback message of 10 characters or more).
      return 'a'.repeat(Math.min(Math.max(12, schema.minLength ?? 1), schema.maxLength ?? Infinity));
    default:
      return 'a';
  }
}

/** Values of other JSON types than the schema's. */
function wrongTypes(schema: JsonSchema): unknown[] {
  const type = typeOf(schema);
  const all: Array<[string, unknown]> = [
    ['string', 'not-the-type'],
    ['integer', 12345],
    ['number', -1.5],
    ['boolean', false],
    ['null', null],
    ['array', [1, 'two', { three: 3 }]],
    ['object', { unexpected: { nested: true } }],
  ];
  return all.filter(([name]) => name !== type && !(type === 'number' && name === 'integer')).map(([, value]) => value);
}

function deeplyNested(depth: number): string {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

interface FuzzCase {
  label: string;
  request: InjectOptions;
  /** Sent only with a session: without one it would be refused (401) before its value is read. */
  sessionOnly?: boolean;
}

const BAD_IDS = ['0', '99999999999999999999', 'abc', '%00', '%ZZ', 'a'.repeat(2000), '%20', "1'--", '..%2F..'];
/** Path parameters that are ids (the others name a provider, a size, a uuid, a notification kind). */
const isIdParameter = (name: string) => name === 'id' || name.endsWith('_id');

/** The path with its parameters filled with valid values (real objects' ids), or with one bad value for one of them. */
function fillPath(path: string, parameters: Parameter[], objects: FuzzObjects, override?: [string, string]): string {
  return path.replace(/\{([^}]+)\}/g, (_whole, name: string) => {
    if (override?.[0] === name) return override[1];
    const known = objects.pathValue(path, name);
    if (known) return known;
    const schema = parameters.find((parameter) => parameter.in === 'path' && parameter.name === name)?.schema ?? {};
    return encodeURIComponent(String(validValue(schema)));
  });
}

function queryString(values: Record<string, unknown>): string {
  const entries = Object.entries(values).map(
    ([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`,
  );
  return entries.length ? `?${entries.join('&')}` : '';
}

function casesFor(method: string, path: string, operation: Operation, objects: FuzzObjects): FuzzCase[] {
  const parameters = operation.parameters ?? [];
  const queryParameters = parameters.filter((parameter) => parameter.in === 'query');
  const validQuery = Object.fromEntries(
    queryParameters.filter((parameter) => parameter.required).map((parameter) => [parameter.name, validValue(parameter.schema ?? {})]),
  );
  const url = (query = validQuery, override?: [string, string]) => `${fillPath(path, parameters, objects, override)}${queryString(query)}`;
  const upper = method.toUpperCase() as InjectOptions['method'];
  const cases: FuzzCase[] = [{ label: 'as documented', request: { method: upper, url: url() } }];

  for (const parameter of parameters.filter((candidate) => candidate.in === 'path')) {
    for (const bad of sample(BAD_IDS, 4))
      cases.push({ label: `path ${parameter.name}=${bad.slice(0, 20)}`, request: { method: upper, url: url(validQuery, [parameter.name, bad]) } });
    for (const extreme of isIdParameter(parameter.name) ? extremeTexts('id') : []) {
      cases.push({
        label: `path ${parameter.name}=${extreme}`,
        request: { method: upper, url: url(validQuery, [parameter.name, extreme]) },
        sessionOnly: true,
      });
    }
  }
  for (const parameter of queryParameters) {
    const kind = extremeKindOf(parameter.schema ?? {}, parameter.name);
    for (const extreme of kind ? extremeTexts(kind) : []) {
      cases.push({
        label: `query ${parameter.name}=${extreme}`,
        request: { method: upper, url: url({ ...validQuery, [parameter.name]: extreme }) },
        sessionOnly: true,
      });
    }
  }
  for (const parameter of sample(queryParameters, MAX_FIELDS_PER_OPERATION)) {
    const { name } = parameter;
    const schema = parameter.schema ?? {};
    const without = { ...validQuery };
    delete without[name];
    cases.push({ label: `query ${name} missing`, request: { method: upper, url: url(without) } });
    cases.push({ label: `query ${name} wrong type`, request: { method: upper, url: url({ ...validQuery, [name]: pick(wrongTypes(schema)) }) } });
    cases.push({ label: `query ${name} NUL`, request: { method: upper, url: url({ ...validQuery, [name]: `a${NUL}` }) } });
    cases.push({ label: `query ${name} long`, request: { method: upper, url: url({ ...validQuery, [name]: 'x'.repeat(4000) }) } });
  }

  if (method === 'get' || method === 'head' || method === 'delete') return cases;

  const jsonSchema = operation.requestBody?.content['application/json']?.schema;
  const body = (payload: unknown): InjectOptions => ({
    method: upper,
    url: url(),
    headers: { 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
  const raw = (contentType: string, payload: string): InjectOptions => ({ method: upper, url: url(), headers: { 'content-type': contentType }, payload });

  cases.push(
    { label: 'body: JSON null', request: body('null') },
    { label: 'body: an array', request: body([1, 2, 3]) },
    { label: 'body: a string', request: body('"text"') },
    { label: 'body: malformed JSON', request: body('{"a": ') },
    { label: 'body: deeply nested JSON', request: body(deeplyNested(DEEP_NESTING)) },
    { label: 'body: a NUL in a key', request: body({ [`key${NUL}`]: 1 }) },
    { label: 'body: plain text', request: raw('text/plain', 'hello') },
    {
      label: 'body: multipart without a boundary',
      request: raw('multipart/form-data', '--x\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\n\r\nabc'),
    },
    {
      label: 'body: an unterminated multipart part',
      request: raw('multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\n\r\nabc'),
    },
    { label: 'body: multipart headers that never end', request: raw('multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="photo"') },
  );

  if (!jsonSchema || typeOf(jsonSchema) !== 'object') return cases;
  const properties = jsonSchema.properties ?? {};
  const valueOf = (name: string) => (name === 'workspace_id' ? objects.workspaceId : validValue(properties[name]!));
  const full = Object.fromEntries(Object.keys(properties).map((name) => [name, valueOf(name)]));
  // Each broken field goes into a body of just the required ones, so optional fields with rules of their own
  // (a password change) do not stop the request before the broken value reaches the route.
  const required = Object.fromEntries((jsonSchema.required ?? []).filter((name) => name in properties).map((name) => [name, valueOf(name)]));
  cases.push(
    { label: 'body: as documented', request: body(full) },
    { label: 'body: required fields only', request: body(required) },
    { label: 'body: empty object', request: body({}) },
  );
  for (const [name, schema] of sample(Object.entries(properties), MAX_FIELDS_PER_OPERATION)) {
    const without = { ...full };
    delete without[name];
    const current = valueOf(name);
    cases.push(
      { label: `${name} missing`, request: body(without) },
      { label: `${name} wrong type`, request: body({ ...required, [name]: pick(wrongTypes(schema)) }) },
      { label: `${name} NUL`, request: body({ ...required, [name]: typeof current === 'string' ? `${current}${NUL}` : NUL }) },
      { label: `${name} deeply nested`, request: body({ ...required, [name]: JSON.parse(deeplyNested(200)) }) },
    );
  }
  const [hugeField] = sample(Object.keys(properties), 1);
  if (hugeField) cases.push({ label: `${hugeField} 1 MB`, request: body({ ...required, [hugeField]: ONE_MB }) });
  // Each extreme goes into the required fields plus its own (within the valid value of its top-level field).
  for (const { path: fieldPath, kind } of extremeFields(jsonSchema)) {
    const [top, ...rest] = fieldPath as [string, ...Array<string | number>];
    for (const extreme of EXTREMES[kind as ExtremeKind]) {
      cases.push({
        label: `${fieldPath.join('.')}=${String(extreme)}`,
        request: body({ ...required, [top]: withField(valueOf(top), rest, extreme) }),
        sessionOnly: true,
      });
    }
  }
  return cases;
}

describe('schema-driven fuzz of every documented operation', () => {
  let testApp: TestApp;
  let document: OpenApiDocument;
  let token: string;
  let objects: FuzzObjects;
  let processFailures: ProcessFailureWatch;
  beforeAll(async () => {
    testApp = await startTestApp();
    const user = await activeUser(testApp);
    token = user.token;
    objects = await createFuzzObjects(testApp, token, user.user.id);
    document = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApiDocument>();
    processFailures = watchProcessFailures();
  });
  afterAll(async () => {
    processFailures.stop();
    await testApp.close();
  });

  /** Deleting goes after everything else (the objects stay for the other routes), signing out last of all. */
  const order = (path: string, method: string) => (path === '/api/auth/logout' ? 2 : method === 'delete' ? 1 : 0);

  it('never answers 5xx, with or without a session, and the process survives', async () => {
    const operations = Object.entries(document.paths)
      .flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method, operation })))
      .sort((a, b) => order(a.path, a.method) - order(b.path, b.method));
    expect(operations.length).toBeGreaterThan(30);

    const failures: string[] = [];
    let sent = 0;
    for (const { path, method, operation } of operations) {
      for (const { label, request, sessionOnly } of casesFor(method, path, operation, objects)) {
        for (const session of sessionOnly ? [true] : [false, true]) {
          const headers = { ...(request.headers as Record<string, string>), ...(session && bearer(token)) };
          const response = await testApp.app.inject({ ...request, headers });
          sent += 1;
          if (response.statusCode >= 500) {
            failures.push(
              `${method.toUpperCase()} ${path} [${label}]${session ? ' with session' : ''} → ${response.statusCode} ${response.body.slice(0, 200)}`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(500);
    expect(processFailures.failures.map(describeFailure)).toEqual([]);
    const health = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect([health.statusCode, health.json().status]).toEqual([200, 'ok']);
  }, 240_000);
});
