import type { InvitationResponse } from '@stepwise/contracts';
import { bearer } from './auth.js';
import type { CapturedMail } from './mail.js';
import type { TestApp } from './test-app.js';

export function invite(testApp: TestApp, token: string, workspaceId: number, payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/workspaces/${workspaceId}/invitations`,
    headers: { ...bearer(token), ...headers },
    payload,
  });
}

/** The token of the /invite/<token> link of an invitation email. */
export function inviteTokenIn(mail: CapturedMail): string {
  const token = /\/invite\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no invitation link in: ${mail.text}`);
  return token;
}

/** Invites an address through the API; returns the invitation and the token of the emailed link. */
export async function invited(
  testApp: TestApp,
  adminToken: string,
  workspaceId: number,
  email: string,
  role: 'admin' | 'member' = 'member',
): Promise<{ invitation: InvitationResponse; token: string }> {
  const response = await invite(testApp, adminToken, workspaceId, { email, role });
  if (response.statusCode !== 201 && response.statusCode !== 200) throw new Error(`not invited: ${response.statusCode} ${response.body}`);
  return { invitation: response.json<{ data: InvitationResponse }>().data, token: inviteTokenIn(testApp.mail.last(email)) };
}

export function accept(testApp: TestApp, userToken: string, token: string) {
  return testApp.app.inject({ method: 'POST', url: '/api/invitations/accept', headers: bearer(userToken), payload: { token } });
}

/** Invites the user's address and accepts as that user: they become an active member with `role`. */
export async function joinWorkspace(
  testApp: TestApp,
  adminToken: string,
  workspaceId: number,
  user: { token: string; email: string },
  role: 'admin' | 'member' = 'member',
): Promise<void> {
  const { token } = await invited(testApp, adminToken, workspaceId, user.email, role);
  const response = await accept(testApp, user.token, token);
  if (response.statusCode !== 200) throw new Error(`not joined: ${response.statusCode} ${response.body}`);
}

/** Starts the workspace's trial of a paid plan (more members than the free plan's 3). */
export async function startTrial(testApp: TestApp, adminToken: string, workspaceId: number, plan = 'start'): Promise<void> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/subscriptions/trial',
    headers: bearer(adminToken),
    payload: { workspace_id: workspaceId, plan },
  });
  if (response.statusCode !== 201) throw new Error(`trial not started: ${response.statusCode} ${response.body}`);
}
