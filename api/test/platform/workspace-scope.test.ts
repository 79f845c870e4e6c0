import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import type { App } from '../../src/app.js';
import { workspaceMembers } from '../../src/db/schema/index.js';
import { requireWorkspacePermission, requireWorkspaceScope } from '../../src/platform/workspace-scope/index.js';
import { activeUser, bearer, type RegisteredUser } from '../helpers/auth.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { createWorkspace } from '../helpers/workspaces.js';

type UserWithId = RegisteredUser & { user: { id: number } };

/** Objects that belong to a workspace, as a route on an object (`/things/:key`) finds them. */
const things = new Map<string, number>();
/** The member a thing's notes are by. */
let thingAuthor: number | undefined;

function scopeRoutes(app: App) {
  const scopeBody = (request: Parameters<typeof requireWorkspaceScope>[0]) => {
    const scope = requireWorkspaceScope(request);
    return { workspace_id: scope.workspaceId, user_id: scope.userId, role: scope.role, manages_members: scope.can('members.manage') };
  };
  app.get('/test/workspaces/:id', { onRequest: app.authenticate, config: { workspace: { param: 'id', permission: 'workspace.view' } } }, async (request) =>
    scopeBody(request),
  );
  app.post('/test/workspaces/:id/members', { config: { workspace: { param: 'id', permission: 'members.manage' } } }, async (request) => scopeBody(request));
  app.get(
    '/test/things/:key',
    {
      onRequest: app.authenticate,
      // The route's own preHandler runs after the scope is resolved.
      preHandler: async (request) => {
        if (!request.workspaceScope) throw new Error('scope not resolved before the route preHandler');
      },
      config: {
        workspace: {
          resolve: async (request) => things.get((request.params as { key: string }).key) ?? null,
          permission: 'tasks.manage',
          notFoundMessage: 'Thing not found',
        },
      },
    },
    async (request) => scopeBody(request),
  );
  const notesOfOthers = { permission: 'members.manage', forbiddenMessage: "Only an admin may write another member's notes" } as const;
  app.put(
    '/test/workspaces/:id/members/:user_id/notes',
    { config: { workspace: { param: 'id', permission: 'workspace.view', actingFor: { ...notesOfOthers, param: 'user_id' } } } },
    async (request) => scopeBody(request),
  );
  app.post(
    '/test/workspaces/:id/notes',
    { config: { workspace: { param: 'id', permission: 'workspace.view', actingFor: { ...notesOfOthers, bodyField: 'user_id' } } } },
    async (request) => scopeBody(request),
  );
  app.delete(
    '/test/things/:key/notes',
    {
      config: {
        workspace: {
          resolve: async (request) => things.get((request.params as { key: string }).key),
          permission: 'workspace.view',
          // The note's author: the thing's key names them in this test.
          actingFor: { ...notesOfOthers, resolve: async () => thingAuthor },
        },
      },
    },
    async (request) => scopeBody(request),
  );
  app.delete(
    '/test/things/:key',
    {
      onRequest: app.authenticate,
      config: {
        workspace: { resolve: async (request) => things.get((request.params as { key: string }).key), permission: 'spheres.manage' },
      },
    },
    async (request) => scopeBody(request),
  );
}

describe('workspace scope', () => {
  let testApp: TestApp;
  let admin: UserWithId;
  let member: UserWithId;
  let stranger: UserWithId;
  let workspaceId: number;

  beforeAll(async () => {
    testApp = await startTestApp({ extend: scopeRoutes });
    admin = await activeUser(testApp);
    member = await activeUser(testApp);
    stranger = await activeUser(testApp);
    workspaceId = (await createWorkspace(testApp, admin.token)).id;
    await testApp.app.db
      .insert(workspaceMembers)
      .values({ workspaceId, userId: member.user.id, role: 'member', status: 'active', joinedAt: testApp.clock.now() });
    things.set('in-workspace', workspaceId);
  });
  afterAll(() => testApp.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
    testApp.app.inject({ method, url, ...(token && { headers: bearer(token) }), ...(payload && { payload }) });

  const notFound = { code: 'not_found', message: 'Workspace not found' };

  describe('a route naming the workspace in its path', () => {
    it('sets the scope of a member: workspace, user, role and what the role can do', async () => {
      const asAdmin = await call('GET', `/test/workspaces/${workspaceId}`, admin.token);
      expect(asAdmin.statusCode).toBe(200);
      expect(asAdmin.json()).toEqual({ workspace_id: workspaceId, user_id: admin.user.id, role: 'admin', manages_members: true });

      const asMember = await call('GET', `/test/workspaces/${workspaceId}`, member.token);
      expect(asMember.statusCode).toBe(200);
      expect(asMember.json()).toEqual({ workspace_id: workspaceId, user_id: member.user.id, role: 'member', manages_members: false });
    });

    it('answers 404 not_found to a non-member, for an unknown workspace and for an id that is not one', async () => {
      for (const id of [String(workspaceId), '2147483647', '2147483648', '0', '12abc', '-1']) {
        const response = await call('GET', `/test/workspaces/${id}`, stranger.token);
        expect({ id, status: response.statusCode, body: response.json() }).toEqual({ id, status: 404, body: notFound });
      }
    });

    it('answers 404 to a member who left the workspace', async () => {
      const leaver = await activeUser(testApp);
      await testApp.app.db
        .insert(workspaceMembers)
        .values({ workspaceId, userId: leaver.user.id, role: 'admin', status: 'inactive', joinedAt: testApp.clock.now() });
      const response = await call('POST', `/test/workspaces/${workspaceId}/members`, leaver.token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFound);
    });

    it('answers 403 forbidden to a member whose role lacks the permission, and lets an admin through', async () => {
      const asMember = await call('POST', `/test/workspaces/${workspaceId}/members`, member.token);
      expect(asMember.statusCode).toBe(403);
      expect(asMember.json()).toEqual({ code: 'forbidden', message: 'Only an admin of the workspace may manage its members' });

      const asAdmin = await call('POST', `/test/workspaces/${workspaceId}/members`, admin.token);
      expect(asAdmin.statusCode).toBe(200);
    });

    it('authenticates a route that does not itself: 401 without a token, before anything about the workspace', async () => {
      const response = await call('POST', `/test/workspaces/${workspaceId}/members`);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'unauthorized' });
    });
  });

  describe('a route on an object of a workspace', () => {
    it("resolves the workspace from the object and applies the member's permission", async () => {
      const response = await call('GET', '/test/things/in-workspace', member.token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ workspace_id: workspaceId, user_id: member.user.id, role: 'member', manages_members: false });

      const forbidden = await call('DELETE', '/test/things/in-workspace', member.token);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toEqual({ code: 'forbidden', message: 'Only an admin of the workspace may manage its spheres and stages' });
      expect((await call('DELETE', '/test/things/in-workspace', admin.token)).statusCode).toBe(200);
    });

    it('answers a missing object and a non-member alike: 404 with the route’s message', async () => {
      const missing = await call('GET', '/test/things/missing', member.token);
      const strangers = await call('GET', '/test/things/in-workspace', stranger.token);
      for (const response of [missing, strangers]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ code: 'not_found', message: 'Thing not found' });
      }
      const missingDefault = await call('DELETE', '/test/things/missing', admin.token);
      expect(missingDefault.statusCode).toBe(404);
      expect(missingDefault.json()).toEqual(notFound);
    });
  });

  describe('a route acting for one member (self or admin)', () => {
    const othersNotes = { code: 'forbidden', message: "Only an admin may write another member's notes" };

    it('lets a member act for themselves and an admin for anyone, and answers 403 to a member acting for another', async () => {
      const own = await call('PUT', `/test/workspaces/${workspaceId}/members/${member.user.id}/notes`, member.token);
      expect(own.statusCode).toBe(200);
      const others = await call('PUT', `/test/workspaces/${workspaceId}/members/${admin.user.id}/notes`, member.token);
      expect({ status: others.statusCode, body: others.json() }).toEqual({ status: 403, body: othersNotes });
      const asAdmin = await call('PUT', `/test/workspaces/${workspaceId}/members/${member.user.id}/notes`, admin.token);
      expect(asAdmin.statusCode).toBe(200);
    });

    it('answers a stranger 404 before anything about the member acted for', async () => {
      const response = await call('PUT', `/test/workspaces/${workspaceId}/members/${stranger.user.id}/notes`, stranger.token);
      expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 404, body: notFound });
    });

    it('reads the member from a body field, the signed-in member when it is absent', async () => {
      expect((await call('POST', `/test/workspaces/${workspaceId}/notes`, member.token, {})).statusCode).toBe(200);
      expect((await call('POST', `/test/workspaces/${workspaceId}/notes`, member.token, { user_id: member.user.id })).statusCode).toBe(200);
      const others = await call('POST', `/test/workspaces/${workspaceId}/notes`, member.token, { user_id: admin.user.id });
      expect({ status: others.statusCode, body: others.json() }).toEqual({ status: 403, body: othersNotes });
      expect((await call('POST', `/test/workspaces/${workspaceId}/notes`, admin.token, { user_id: member.user.id })).statusCode).toBe(200);
    });

    it('finds the member through the object the path names', async () => {
      thingAuthor = admin.user.id;
      const others = await call('DELETE', '/test/things/in-workspace/notes', member.token);
      expect({ status: others.statusCode, body: others.json() }).toEqual({ status: 403, body: othersNotes });
      thingAuthor = member.user.id;
      expect((await call('DELETE', '/test/things/in-workspace/notes', member.token)).statusCode).toBe(200);
    });
  });

  describe('the same rule for a workspace id in a body', () => {
    it('returns the scope of a permitted member and throws 404 or 403 otherwise', async () => {
      const { db } = testApp.app;
      const scope = await requireWorkspacePermission(db, admin.user.id, workspaceId, 'subscription.manage');
      expect({ workspaceId: scope.workspaceId, role: scope.role, tasks: scope.can('tasks.manage') }).toEqual({
        workspaceId,
        role: 'admin',
        tasks: true,
      });
      await expect(requireWorkspacePermission(db, member.user.id, workspaceId, 'subscription.manage')).rejects.toMatchObject({
        status: 403,
        code: 'forbidden',
        message: 'Only an admin of the workspace may manage its subscription',
      });
      await expect(requireWorkspacePermission(db, stranger.user.id, workspaceId, 'workspace.view')).rejects.toMatchObject({
        status: 404,
        code: 'not_found',
      });
      // Nothing was changed by asking.
      const rows = await db
        .select()
        .from(workspaceMembers)
        .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, stranger.user.id)));
      expect(rows).toEqual([]);
    });
  });

  it('refuses at start-up a route whose workspace config names an unknown permission', async () => {
    await expect(
      startTestApp({
        extend: (app) => app.get('/test/bad', { config: { workspace: { param: 'id', permission: 'everything' as 'workspace.view' } } }, async () => ({})),
      }),
    ).rejects.toThrow('unknown workspace permission everything');
  });

  it('refuses at start-up a route on a workspace, or on an object of one, that declares no scope', async () => {
    await expect(
      startTestApp({
        extend: (app) => {
          app.get('/test/workspaces/:id', { config: { workspace: { param: 'id', permission: 'workspace.view' } } }, async () => ({}));
          app.get('/test/workspaces/:id/secrets', async () => ({}));
        },
      }),
    ).rejects.toThrow(
      'Workspace routes without config.workspace (a stranger would be answered): GET /test/workspaces/:id/secrets, HEAD /test/workspaces/:id/secrets',
    );
    await expect(
      startTestApp({
        extend: (app) => {
          app.delete('/test/things/:key', { config: { workspace: { resolve: async () => null, permission: 'tasks.manage' } } }, async () => ({}));
          app.post('/test/things/:key/copy', async () => ({}));
          // Not under a workspace's object: allowed without a scope.
          app.get('/test/things', async () => ({}));
          app.get('/test/others/:key', async () => ({}));
        },
      }),
    ).rejects.toThrow('(a stranger would be answered): POST /test/things/:key/copy');
  });
});
