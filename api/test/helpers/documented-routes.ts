import { expect } from '@jest/globals';
import type { TestApp } from './test-app.js';

/** A route as the OpenAPI document must list it: path, method and every status it declares. */
export type DocumentedRoute = [path: string, method: string, statuses: string[]];

export interface OpenApiOperation {
  security?: unknown;
  responses: Record<string, unknown>;
  requestBody?: { content: Record<string, unknown> };
}

export type OpenApiPaths = Record<string, Record<string, OpenApiOperation>>;

/**
 * Checks that each route is in the document with exactly these statuses and Bearer security;
 * answers the document's paths for further checks.
 */
export async function expectDocumentedRoutes(testApp: TestApp, routes: DocumentedRoute[]): Promise<OpenApiPaths> {
  const { paths } = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: OpenApiPaths }>();
  for (const [path, method, statuses] of routes) {
    const operation = paths[path]?.[method];
    const declared = Object.keys(operation?.responses ?? {})
      .filter((status) => /^\d+$/.test(status))
      .sort();
    expect([path, method, declared]).toEqual([path, method, [...statuses].sort()]);
    expect(operation!.security).toEqual([{ bearerAuth: [] }]);
  }
  return paths;
}
