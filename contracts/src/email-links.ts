/**
 * The front-end paths the API's emails link to (appended to PUBLIC_URL). Each is a route of a
 * front-end app (apps.manifest.json); contracts/test/email-links.test.ts keeps them in step.
 */
export const EMAIL_LINK_PATHS = {
  activate: '/activate',
  forget: '/forget',
  newWorkspace: '/new-workspace',
  cards: '/account/cards',
  payments: '/account/payments',
  workspaces: '/account/workspaces',
  unsubscribe: '/unsubscribe',
  /** Followed by the recovery token: `/restore/<token>`. */
  restore: '/restore',
  /** Followed by the provider's name: `/provider-login/<provider>` (the OAuth redirect URI). */
  providerLogin: '/provider-login',
  /** Followed by the invitation token: `/invite/<token>` (the workspace app's acceptance page). */
  invite: '/invite',
} as const;

/** `/invite/<token>`: a workspace invitation's link. */
export function invitePath(token: string): string {
  return `${EMAIL_LINK_PATHS.invite}/${encodeURIComponent(token)}`;
}

/** `/restore/<token>`: the password recovery link. */
export function restorePath(token: string): string {
  return `${EMAIL_LINK_PATHS.restore}/${encodeURIComponent(token)}`;
}

/** `/unsubscribe?email=…&hash=…`: the front end's unsubscribe page posts both to the API. */
export function unsubscribePath(email: string, hash: string): string {
  // encodeURIComponent rather than URLSearchParams: the contract builds with no DOM or Node globals.
  return `${EMAIL_LINK_PATHS.unsubscribe}?email=${encodeURIComponent(email)}&hash=${encodeURIComponent(hash)}`;
}

/** `/provider-login/<provider>`: where an external sign-in provider sends the browser back. */
export function providerLoginPath(provider: string): string {
  return `${EMAIL_LINK_PATHS.providerLogin}/${provider}`;
}

/** `/w/<workspace>/sprints/<sprint>`: a sprint's screen in the workspace app. */
export function sprintPath(workspaceId: number, sprintId: number): string {
  return `/w/${workspaceId}/sprints/${sprintId}`;
}
