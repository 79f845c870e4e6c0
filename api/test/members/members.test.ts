import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MemberResponse } from '@stepwise/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { users, workspaceEvents, workspaceMemberEvents, workspaceMembers } from '../../src/db/schema/index.js';
import { activeUser, bearer } from '../helpers/auth.js';
import { MINUTE } from '../helpers/clock.js';
import { joinWorkspace, startTrial } from '../helpers/members.js';
import { startTestApp, TEST_PUBLIC_URL, type TestApp } from '../helpers/test-app.js';
import { createWorkspace } from '../helpers/workspaces.js';

type User = Awaited<ReturnType<typeof activeUser>>;

describe('members of a workspace', () => {
  let testApp: TestApp;
  let owner: User;
  let stranger: User;
  beforeAll(async () => {
    testApp = await startTestApp();
    owner = await activeUser(testApp, { first_name: 'Olga', last_name: 'Owner' });
    stranger = await activeUser(testApp);
  });
  afterAll(() => testApp.close());

  const request = (method: 'GET' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: object) =>
    testApp.app.inject({ method, url, ...(token && { headers: bearer(token) }), ...(payload && { payload }) });
  const members = async (workspaceId: number, token = owner.token, query = '') =>
    (await request('GET', `/api/workspaces/${workspaceId}/members${query}`, token)).json<{ data: MemberResponse[] }>().data;

  /** A workspace of `owner` with one more member and one more admin. */
  async function team() {
    const workspace = await createWorkspace(testApp, owner.token);
    const member = await activeUser(testApp, { first_name: 'Mark', last_name: 'Member' });
    const admin = await activeUser(testApp, { first_name: 'Alex', last_name: 'Admin' });
    await joinWorkspace(testApp, owner.token, workspace.id, member);
    await joinWorkspace(testApp, owner.token, workspace.id, admin, 'admin');
    return { workspaceId: workspace.id, member, admin };
  }

  async function events(workspaceId: number) {
    const rows = await testApp.app.db.select().from(workspaceEvents).where(eq(workspaceEvents.workspaceId, workspaceId)).orderBy(asc(workspaceEvents.seq));
    return rows.map((row) => ({ type: row.type, payload: row.payload, actorId: row.actorId }));
  }

  async function history(workspaceId: number) {
    const rows = await testApp.app.db
      .select()
      .from(workspaceMemberEvents)
      .where(eq(workspaceMemberEvents.workspaceId, workspaceId))
      .orderBy(asc(workspaceMemberEvents.id));
    return rows.map((row) => ({ userId: row.userId, status: row.status }));
  }

  describe('GET /api/workspaces/:id/members', () => {
    it('lists the active members with their names, roles and join dates, to any member', async () => {
      const { workspaceId, member, admin } = await team();
      const now = testApp.clock.now().toISOString();

      for (const token of [owner.token, member.token]) {
        const response = await request('GET', `/api/workspaces/${workspaceId}/members`, token);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({
          data: [
            {
              user_id: admin.user.id,
              first_name: 'Alex',
              last_name: 'Admin',
              email: admin.email,
              role: 'admin',
              status: 'active',
              joined_at: now,
              photo_url: null,
            },
            {
              user_id: member.user.id,
              first_name: 'Mark',
              last_name: 'Member',
              email: member.email,
              role: 'member',
              status: 'active',
              joined_at: now,
              photo_url: null,
            },
            {
              user_id: owner.user.id,
              first_name: 'Olga',
              last_name: 'Owner',
              email: owner.email,
              role: 'admin',
              status: 'active',
              joined_at: now,
              photo_url: null,
            },
          ],
        });
      }
    });

    it('leaves former members out unless status=all, which lists them after the active ones', async () => {
      const { workspaceId, member } = await team();
      expect((await request('DELETE', `/api/workspaces/${workspaceId}/members/${member.user.id}`, member.token)).statusCode).toBe(204);

      expect((await members(workspaceId)).map((entry) => entry.user_id)).not.toContain(member.user.id);
      const all = await members(workspaceId, owner.token, '?status=all');
      expect(all.at(-1)).toMatchObject({ user_id: member.user.id, status: 'inactive' });
      expect(all.slice(0, -1).every((entry) => entry.status === 'active')).toBe(true);
      expect(await members(workspaceId, owner.token, '?status=active')).toHaveLength(2);
    });

    it('gives the photo as an absolute URL', async () => {
      const { workspaceId, member } = await team();
      await testApp.app.db
        .update(users)
        .set({ photoSm: `/api/users/${member.user.id}/photo/sm` })
        .where(eq(users.id, member.user.id));

      const listed = (await members(workspaceId)).find((entry) => entry.user_id === member.user.id);
      expect(listed?.photo_url).toBe(`${TEST_PUBLIC_URL}/api/users/${member.user.id}/photo/sm`);
    });

    it('refuses an unknown status (400), a stranger and a former member (404), no token (401)', async () => {
      const { workspaceId, member } = await team();
      const invalid = await request('GET', `/api/workspaces/${workspaceId}/members?status=gone`, owner.token);
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toEqual({ code: 'validation_failed', message: 'Request validation failed', fields: { status: 'invalid' } });

      expect((await request('GET', `/api/workspaces/${workspaceId}/members`, stranger.token)).statusCode).toBe(404);
      expect((await request('GET', `/api/workspaces/${workspaceId}/members`)).statusCode).toBe(401);
      expect((await request('GET', '/api/workspaces/abc/members', owner.token)).statusCode).toBe(404);
      await request('DELETE', `/api/workspaces/${workspaceId}/members/${member.user.id}`, member.token);
      expect((await request('GET', `/api/workspaces/${workspaceId}/members`, member.token)).json()).toEqual({
        code: 'not_found',
        message: 'Workspace not found',
      });
    });
  });

  describe('PATCH /api/workspaces/:id/members/:user_id', () => {
    it('lets an admin change a role, answers the member and publishes member.updated', async () => {
      const { workspaceId, member } = await team();

      const response = await request('PATCH', `/api/workspaces/${workspaceId}/members/${member.user.id}`, owner.token, { role: 'admin' });

      expect(response.statusCode).toBe(200);
      const updated = response.json<{ data: MemberResponse }>().data;
      expect(updated).toMatchObject({ user_id: member.user.id, role: 'admin', status: 'active' });
      expect((await events(workspaceId)).at(-1)).toEqual({ type: 'member.updated', payload: { member: updated }, actorId: owner.user.id });
      // The new admin may now manage members.
      const demoteBack = await request('PATCH', `/api/workspaces/${workspaceId}/members/${member.user.id}`, member.token, { role: 'member' });
      expect(demoteBack.statusCode).toBe(200);
    });

    it('publishes nothing when the role stays the same', async () => {
      const { workspaceId, member } = await team();
      const before = await events(workspaceId);

      const response = await request('PATCH', `/api/workspaces/${workspaceId}/members/${member.user.id}`, owner.token, { role: 'member' });

      expect(response.statusCode).toBe(200);
      expect(await events(workspaceId)).toEqual(before);
    });

    it('refuses a member (403), a stranger (404), no token (401)', async () => {
      const { workspaceId, member, admin } = await team();
      const url = `/api/workspaces/${workspaceId}/members/${admin.user.id}`;

      const forbidden = await request('PATCH', url, member.token, { role: 'member' });
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toEqual({ code: 'forbidden', message: 'Only an admin of the workspace may manage its members' });
      expect((await request('PATCH', url, stranger.token, { role: 'member' })).statusCode).toBe(404);
      expect((await request('PATCH', url, undefined, { role: 'member' })).statusCode).toBe(401);
      expect((await members(workspaceId)).find((entry) => entry.user_id === admin.user.id)?.role).toBe('admin');
    });

    it.each([
      ['missing', {}, 'required'],
      ['unknown', { role: 'owner' }, 'invalid'],
      ['not a string', { role: 1 }, 'invalid'],
    ])('role %s → 400 validation_failed', async (_what, body, code) => {
      const { workspaceId, member } = await team();
      const response = await request('PATCH', `/api/workspaces/${workspaceId}/members/${member.user.id}`, owner.token, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'validation_failed', message: 'Request validation failed', fields: { role: code } });
    });

    it('answers 404 for a user who is not an active member, and for an id that is not digits', async () => {
      const { workspaceId, member } = await team();
      await request('DELETE', `/api/workspaces/${workspaceId}/members/${member.user.id}`, owner.token);

      for (const userId of [member.user.id, stranger.user.id, 'x1', 0]) {
        const response = await request('PATCH', `/api/workspaces/${workspaceId}/members/${userId}`, owner.token, { role: 'admin' });
        expect({ userId, status: response.statusCode, body: response.json() }).toEqual({
          userId,
          status: 404,
          body: { code: 'not_found', message: 'Member not found' },
        });
      }
    });

    it('never demotes the last active admin (409 last_admin), not even the admin themselves', async () => {
      const workspace = await createWorkspace(testApp, owner.token);

      const response = await request('PATCH', `/api/workspaces/${workspace.id}/members/${owner.user.id}`, owner.token, { role: 'member' });

      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 'last_admin', message: expect.any(String) });
      expect((await members(workspace.id))[0]?.role).toBe('admin');
    });

    it('lets one of two admins step down, then keeps the other', async () => {
      const { workspaceId, admin } = await team();

      expect((await request('PATCH', `/api/workspaces/${workspaceId}/members/${owner.user.id}`, owner.token, { role: 'member' })).statusCode).toBe(200);
      const last = await request('PATCH', `/api/workspaces/${workspaceId}/members/${admin.user.id}`, admin.token, { role: 'member' });
      expect(last.json()).toMatchObject({ code: 'last_admin' });
    });

    it('keeps one admin when two admins demote each other at the same moment', async () => {
      const workspace = await createWorkspace(testApp, owner.token);
      const admin = await activeUser(testApp);
      await joinWorkspace(testApp, owner.token, workspace.id, admin, 'admin');

      const responses = await Promise.all([
        request('PATCH', `/api/workspaces/${workspace.id}/members/${admin.user.id}`, owner.token, { role: 'member' }),
        request('PATCH', `/api/workspaces/${workspace.id}/members/${owner.user.id}`, admin.token, { role: 'member' }),
      ]);

      // The second change either finds the first one done (last_admin) or, having lost its own admin
      // role to it first, is refused by the workspace scope (forbidden).
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses[0]).toBe(200);
      expect([403, 409]).toContain(statuses[1]);
      const admins = (await members(workspace.id, admin.token)).filter((entry) => entry.role === 'admin');
      expect(admins).toHaveLength(1);
    });
  });

  describe('DELETE /api/workspaces/:id/members/:user_id', () => {
    it('lets an admin remove a member: inactive, recorded in the history, member.removed published', async () => {
      const { workspaceId, member } = await team();
      testApp.clock.advance(MINUTE);
      const at = testApp.clock.now();

      const response = await request('DELETE', `/api/workspaces/${workspaceId}/members/${member.user.id}`, owner.token);

      expect(response.statusCode).toBe(204);
      const [row] = await testApp.app.db
        .select()
        .from(workspaceMembers)
        .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, member.user.id)));
      expect(row?.status).toBe('inactive');
      const [lastEvent] = await testApp.app.db
        .select()
        .from(workspaceMemberEvents)
        .where(and(eq(workspaceMemberEvents.workspaceId, workspaceId), eq(workspaceMemberEvents.userId, member.user.id)))
        .orderBy(asc(workspaceMemberEvents.id))
        .offset(1);
      expect(lastEvent).toMatchObject({ status: 'inactive', at });
      expect((await events(workspaceId)).at(-1)).toEqual({ type: 'member.removed', payload: { user_id: member.user.id }, actorId: owner.user.id });
      // The former member no longer sees the workspace.
      expect((await request('GET', `/api/workspaces/${workspaceId}`, member.token)).statusCode).toBe(404);
      expect((await request('GET', '/api/workspaces', member.token)).json<{ data: Array<{ id: number }> }>().data.map((w) => w.id)).not.toContain(workspaceId);
    });

    it('lets any member leave (their own id), and refuses removing someone else to a member (403)', async () => {
      const { workspaceId, member, admin } = await team();

      const forbidden = await request('DELETE', `/api/workspaces/${workspaceId}/members/${admin.user.id}`, member.token);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toMatchObject({ code: 'forbidden' });

      const left = await request('DELETE', `/api/workspaces/${workspaceId}/members/${member.user.id}`, member.token);
      expect(left.statusCode).toBe(204);
      expect((await events(workspaceId)).at(-1)).toEqual({ type: 'member.removed', payload: { user_id: member.user.id }, actorId: member.user.id });
      expect(await history(workspaceId)).toEqual([
        { userId: owner.user.id, status: 'active' },
        { userId: member.user.id, status: 'active' },
        { userId: admin.user.id, status: 'active' },
        { userId: member.user.id, status: 'inactive' },
      ]);
    });

    it('refuses a stranger (404), no token (401), a former member or unknown user (404)', async () => {
      const { workspaceId, member } = await team();
      const url = `/api/workspaces/${workspaceId}/members/${member.user.id}`;

      expect((await request('DELETE', url, stranger.token)).statusCode).toBe(404);
      expect((await request('DELETE', url)).statusCode).toBe(401);
      expect((await request('DELETE', url, owner.token)).statusCode).toBe(204);
      const again = await request('DELETE', url, owner.token);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ code: 'not_found', message: 'Member not found' });
      expect((await request('DELETE', `/api/workspaces/${workspaceId}/members/${stranger.user.id}`, owner.token)).statusCode).toBe(404);
      expect(await history(workspaceId)).toHaveLength(4);
    });

    it('never lets the last active admin leave or be removed (409 last_admin)', async () => {
      const { workspaceId, admin } = await team();
      // Two admins: one may go.
      expect((await request('DELETE', `/api/workspaces/${workspaceId}/members/${admin.user.id}`, admin.token)).statusCode).toBe(204);

      const response = await request('DELETE', `/api/workspaces/${workspaceId}/members/${owner.user.id}`, owner.token);

      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 'last_admin', message: expect.any(String) });
      expect((await members(workspaceId)).find((entry) => entry.user_id === owner.user.id)?.status).toBe('active');
    });

    it('keeps one admin when two admins remove each other at the same moment', async () => {
      const workspace = await createWorkspace(testApp, owner.token);
      const admin = await activeUser(testApp);
      await joinWorkspace(testApp, owner.token, workspace.id, admin, 'admin');

      const responses = await Promise.all([
        request('DELETE', `/api/workspaces/${workspace.id}/members/${admin.user.id}`, owner.token),
        request('DELETE', `/api/workspaces/${workspace.id}/members/${owner.user.id}`, admin.token),
      ]);

      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses[0]).toBe(204);
      expect([404, 409]).toContain(statuses[1]);
      const [survivor] = responses[0]!.statusCode === 204 ? [owner] : [admin];
      expect((await members(workspace.id, survivor.token)).map((entry) => [entry.user_id, entry.role])).toEqual([[survivor.user.id, 'admin']]);
    });

    it("bills a per-member plan for the period's peak of members, not for those still there", async () => {
      const workspace = await createWorkspace(testApp, owner.token);
      await startTrial(testApp, owner.token, workspace.id, 'flex');
      const leaving = await activeUser(testApp);
      const staying = await activeUser(testApp);
      await joinWorkspace(testApp, owner.token, workspace.id, leaving);
      await joinWorkspace(testApp, owner.token, workspace.id, staying);
      testApp.clock.advance(MINUTE);
      await request('DELETE', `/api/workspaces/${workspace.id}/members/${leaving.user.id}`, owner.token);

      const billing = await request('GET', `/api/workspaces/${workspace.id}/billing`, owner.token);

      expect(billing.json()).toMatchObject({ peak_active_members: 3, active_members: 2 });
    });

    it('counts a member who leaves and comes back once per period of membership in the history', async () => {
      const workspace = await createWorkspace(testApp, owner.token);
      await startTrial(testApp, owner.token, workspace.id);
      const member = await activeUser(testApp);
      await joinWorkspace(testApp, owner.token, workspace.id, member);
      await request('DELETE', `/api/workspaces/${workspace.id}/members/${member.user.id}`, member.token);
      await joinWorkspace(testApp, owner.token, workspace.id, member);

      expect(await history(workspace.id)).toEqual([
        { userId: owner.user.id, status: 'active' },
        { userId: member.user.id, status: 'active' },
        { userId: member.user.id, status: 'inactive' },
        { userId: member.user.id, status: 'active' },
      ]);
    });
  });
});
