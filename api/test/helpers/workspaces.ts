import { randomBytes } from 'node:crypto';
import { bearer } from './auth.js';
import type { TestApp } from './test-app.js';

/** A domain no other test uses. */
export function uniqueDomain(prefix = 'team'): string {
  return `${prefix}-${randomBytes(4).toString('hex')}`;
}

/** A valid POST /api/workspaces body. */
export function workspaceBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Acme',
    domain: uniqueDomain(),
    department: 'software',
    team_size: '6-15',
    role: 'team_lead',
    plan: 'pro',
    ...overrides,
  };
}

export function postWorkspace(testApp: TestApp, token: string, payload: unknown) {
  return testApp.app.inject({ method: 'POST', url: '/api/workspaces', headers: bearer(token), payload: payload as object });
}

export interface CreatedWorkspace {
  id: number;
  name: string;
  domain: string;
}

/** Creates a workspace through the API (the user becomes its admin). */
export async function createWorkspace(testApp: TestApp, token: string, overrides: Record<string, unknown> = {}): Promise<CreatedWorkspace> {
  const response = await postWorkspace(testApp, token, workspaceBody(overrides));
  if (response.statusCode !== 201) throw new Error(`workspace not created: ${response.statusCode} ${response.body}`);
  return response.json<CreatedWorkspace>();
}
