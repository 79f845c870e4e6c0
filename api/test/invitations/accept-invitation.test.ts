import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MemberResponse, WorkspaceResponse } from '@stepwise/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { workspaceEvents, workspaceInvitations, workspaceMemberEvents, workspaceMembers } from '../../src/db/schema/index.js';
import { activeUser, bearer, registerUser, uniqueEmail } from '../helpers/auth.js';
import { DAY, MINUTE } from '../helpers/clock.js';
import { accept, invited, joinWorkspace, startTrial } from '../helpers/members.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { createWorkspace } from '../helpers/workspaces.js';

type User = Awaited<ReturnType<typeof activeUser>>;

describe('accepting an invitation', () => {
  let testApp: TestApp;
  let owner: User;
  beforeAll(async () => {
    testApp = await startTestApp();
    owner = await activeUser(testApp, { first_name: 'Olga', last_name: 'Owner' });
  });
  afterAll(() => testApp.close());

  const preview = (token: string) => testApp.app.inject({ method: 'GET', url: `/api/invitations/preview?token=${encodeURIComponent(token)}` });
  const get = (url: string, token: string) => testApp.app.inject({ method: 'GET', url, headers: bearer(token) });
  const events = async (workspaceId: number) => {
    const rows = await testApp.app.db.select().from(workspaceEvents).where(eq(workspaceEvents.workspaceId, workspaceId)).orderBy(asc(workspaceEvents.seq));
    return rows.map((row) => ({ type: row.type, payload: row.payload, actorId: row.actorId }));
  };
  const history = async (workspaceId: number) =>
    (
      await testApp.app.db.select().from(workspaceMemberEvents).where(eq(workspaceMemberEvents.workspaceId, workspaceId)).orderBy(asc(workspaceMemberEvents.id))
    ).map((row) => ({ userId: row.userId, status: row.status, at: row.at }));
  const membership = async (workspaceId: number, userId: number) =>
    (
      await testApp.app.db
        .select()
        .from(workspaceMembers)
        .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)))
    )[0];
  const invitationRow = async (id: number) => (await testApp.app.db.select().from(workspaceInvitations).where(eq(workspaceInvitations.id, id)))[0];

  describe('GET /api/invitations/preview', () => {
    it('shows who invites to which workspace, without sign-in', async () => {
      const workspace = await createWorkspace(testApp, owner.token, { name: 'Northwind' });
      const email = uniqueEmail('guest');
      const { invitation, token } = await invited(testApp, owner.token, workspace.id, email, 'admin');

      const response = await preview(token);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        data: { workspace_name: 'Northwind', inviter_name: 'Olga Owner', email, role: 'admin', status: 'pending', expires_at: invitation.expires_at },
      });
      testApp.clock.advance(7 * DAY);
      expect((await preview(token)).json()).toMatchObject({ data: { status: 'expired' } });
    });

    it('answers 404 for an unknown token and 400 without one', async () => {
      const unknown = await preview('x'.repeat(43));
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ code: 'not_found', message: 'Invitation not found' });
      const missing = await testApp.app.inject({ method: 'GET', url: '/api/invitations/preview' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ code: 'validation_failed', message: 'Request validation failed', fields: { token: 'required' } });
    });
  });

  describe('POST /api/invitations/accept', () => {
    it('makes an existing user a member with the invited role and answers the workspace as GET /api/workspaces lists it', async () => {
      const workspace = await createWorkspace(testApp, owner.token, { name: 'Northwind' });
      const joiner = await activeUser(testApp);
      const { invitation, token } = await invited(testApp, owner.token, workspace.id, joiner.email, 'admin');
      testApp.clock.advance(MINUTE);
      const now = testApp.clock.now();

      const response = await accept(testApp, joiner.token, token);

      expect(response.statusCode).toBe(200);
      const listed = (await get('/api/workspaces', joiner.token)).json<{ data: WorkspaceResponse[] }>().data;
      expect(response.json()).toEqual({ data: listed.find((entry) => entry.id === workspace.id) });
      expect(response.json()).toMatchObject({ data: { id: workspace.id, name: 'Northwind', role: 'admin', member_count: 2, subscription: null } });

      expect(await membership(workspace.id, joiner.user.id)).toMatchObject({ role: 'admin', status: 'active', joinedAt: now });
      expect((await history(workspace.id)).at(-1)).toEqual({ userId: joiner.user.id, status: 'active', at: now });
      expect(await invitationRow(invitation.id)).toMatchObject({ status: 'accepted', acceptedBy: joiner.user.id, acceptedAt: now });
      const members = (await get(`/api/workspaces/${workspace.id}/members`, joiner.token)).json<{ data: MemberResponse[] }>().data;
      const member = members.find((entry) => entry.user_id === joiner.user.id);
      expect((await events(workspace.id)).slice(-2)).toEqual([
        { type: 'member.joined', payload: { member }, actorId: joiner.user.id },
        { type: 'invitation.changed', payload: { invitation: { ...invitation, status: 'accepted' } }, actorId: joiner.user.id },
      ]);
      expect((await preview(token)).json()).toMatchObject({ data: { status: 'accepted' } });
    });

    it('works once: another user gets 409 invitation_used, the same user the workspace again', async () => {
      const workspace = await createWorkspace(testApp, owner.token);
      const joiner = await activeUser(testApp);
      const other = await activeUser(testApp);
      const { token } = await invited(testApp, owner.token, workspace.id, joiner.email);
      const first = await accept(testApp, joiner.token, token);
      const eventsAfterFirst = await events(workspace.id);

      const reused = await accept(testApp, other.token, token);
      expect(reused.statusCode).toBe(409);
      expect(reused.json()).toEqual({ code: 'invitation_used', message: expect.any(String) });
      expect(await membership(workspace.id, other.user.id)).toBeUndefined();

      const again = await accept(testApp, joiner.token, token);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(await events(workspace.id)).toEqual(eventsAfterFirst);
    });

    it('refuses an expired link (410 invitation_expired) and writes nothing', async () => {
      const workspace = await createWorkspace(testApp, owner.token);
      const joiner = await activeUser(testApp);
      const { invitation, token } = await invited(testApp, owner.token, workspace.id, joiner.email);
      testApp.clock.advance(7 * DAY - 1);
      const eventsBefore = await events(workspace.id);
      // One millisecond before the expiry it still works, for another invitee of the same moment.
      expect((await preview(token)).json()).toMatchObject({ data: { status: 'pending' } });
      testApp.clock.advance(1);

      const response = await accept(testApp, joiner.token, token);

      expect(response.statusCode).toBe(410);
      expect(response.json()).toEqual({ code: 'invitation_expired', message: expect.any(String) });
      expect(await membership(workspace.id, joiner.user.id)).toBeUndefined();
      expect(await invitationRow(invitation.id)).toMatchObject({ status: 'pending' });
      expect(await events(workspace.id)).toEqual(eventsBefore);
    });

    it('answers 404 for an unknown token, 400 without one, 401 without sign-in', async () => {
      const joiner = await activeUser(testApp);
      const unknown = await accept(testApp, joiner.token, 'y'.repeat(43));
      expect([unknown.statusCode, unknown.json()]).toEqual([404, { code: 'not_found', message: 'Invitation not found' }]);

      for (const payload of [{}, { token: '' }, { token: '   ' }]) {
        const response = await testApp.app.inject({ method: 'POST', url: '/api/invitations/accept', headers: bearer(joiner.token), payload });
        expect(response.json()).toEqual({ code: 'validation_failed', message: 'Request validation failed', fields: { token: 'required' } });
      }
      const tooLong = await accept(testApp, joiner.token, 'z'.repeat(201));
      expect(tooLong.json()).toMatchObject({ fields: { token: 'max_length' } });

      const anonymous = await testApp.app.inject({ method: 'POST', url: '/api/invitations/accept', payload: { token: 'x' } });
      expect(anonymous.statusCode).toBe(401);
    });

    it('lets a newly registered user accept once they have activated their account', async () => {
      const workspace = await createWorkspace(testApp, owner.token);
      const email = uniqueEmail('newcomer');
      const { token } = await invited(testApp, owner.token, workspace.id, email);
      const registered = await registerUser(testApp, { email });

      const beforeActivation = await accept(testApp, registered.token, token);
      expect(beforeActivation.statusCode).toBe(403);
      expect(beforeActivation.json()).toEqual({ code: 'activation_required', message: expect.any(String) });

      const activation = await testApp.app.inject({
        method: 'POST',
        url: '/api/users/activate',
        headers: bearer(registered.token),
        payload: { code: registered.code },
      });
      expect(activation.statusCode).toBe(200);
      const response = await accept(testApp, registered.token, token);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ data: { id: workspace.id, role: 'member', member_count: 2 } });
    });

    it('answers a member the workspace and uses the link up, with no new membership', async () => {
      const workspace = await createWorkspace(testApp, owner.token);
      const joiner = await activeUser(testApp);
      await joinWorkspace(testApp, owner.token, workspace.id, joiner);
      // A second invitation, to another address of theirs, reaches them too.
      const { invitation, token } = await invited(testApp, owner.token, workspace.id, uniqueEmail('second-address'), 'admin');
      const historyBefore = await history(workspace.id);

      const response = await accept(testApp, joiner.token, token);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ data: { id: workspace.id, role: 'member', member_count: 2 } });
      expect(await history(workspace.id)).toEqual(historyBefore);
      expect(await invitationRow(invitation.id)).toMatchObject({ status: 'accepted', acceptedBy: joiner.user.id });
      expect((await events(workspace.id)).at(-1)?.type).toBe('invitation.changed');
    });

    it('brings a former member back with the invited role, through the membership history', async () => {
      const workspace = await createWorkspace(testApp, owner.token);
      const joiner = await activeUser(testApp);
      await joinWorkspace(testApp, owner.token, workspace.id, joiner);
      await testApp.app.inject({ method: 'DELETE', url: `/api/workspaces/${workspace.id}/members/${joiner.user.id}`, headers: bearer(joiner.token) });
      const { token } = await invited(testApp, owner.token, workspace.id, joiner.email, 'admin');
      testApp.clock.advance(MINUTE);
      const now = testApp.clock.now();

      const response = await accept(testApp, joiner.token, token);

      expect(response.json()).toMatchObject({ data: { id: workspace.id, role: 'admin', member_count: 2 } });
      expect(await membership(workspace.id, joiner.user.id)).toMatchObject({ role: 'admin', status: 'active', joinedAt: now });
      expect((await history(workspace.id)).map((event) => [event.userId, event.status])).toEqual([
        [owner.user.id, 'active'],
        [joiner.user.id, 'active'],
        [joiner.user.id, 'inactive'],
        [joiner.user.id, 'active'],
      ]);
    });
  });

  describe("the plan's members capacity", () => {
    /** A free workspace (3 members) with the owner and two members. */
    async function fullFreeWorkspace() {
      const workspace = await createWorkspace(testApp, owner.token);
      for (let index = 0; index < 2; index++) await joinWorkspace(testApp, owner.token, workspace.id, await activeUser(testApp));
      return workspace;
    }

    it('refuses a fourth member on the free plan (409 plan_limit) and writes nothing; the link works after an upgrade', async () => {
      const workspace = await fullFreeWorkspace();
      const joiner = await activeUser(testApp);
      const { invitation, token } = await invited(testApp, owner.token, workspace.id, joiner.email);
      const eventsBefore = await events(workspace.id);
      const historyBefore = await history(workspace.id);

      const response = await accept(testApp, joiner.token, token);

      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        code: 'plan_limit',
        message: 'The free plan allows at most 3 active members: upgrade the plan to add more',
        limit: 'members',
        capacity: 3,
        plan: 'free',
      });
      expect(await membership(workspace.id, joiner.user.id)).toBeUndefined();
      expect(await history(workspace.id)).toEqual(historyBefore);
      expect(await events(workspace.id)).toEqual(eventsBefore);
      expect(await invitationRow(invitation.id)).toMatchObject({ status: 'pending', acceptedBy: null });

      await startTrial(testApp, owner.token, workspace.id, 'start');
      const afterUpgrade = await accept(testApp, joiner.token, token);
      expect(afterUpgrade.statusCode).toBe(200);
      expect(afterUpgrade.json()).toMatchObject({ data: { member_count: 4, subscription: { plan: 'start', status: 'trial' } } });
    });

    it('counts only active members: a place freed by a member who left can be taken', async () => {
      const workspace = await fullFreeWorkspace();
      const leaving = await activeUser(testApp);
      const { token } = await invited(testApp, owner.token, workspace.id, leaving.email);
      expect((await accept(testApp, leaving.token, token)).statusCode).toBe(409);
      const [someone] = (await get(`/api/workspaces/${workspace.id}/members`, owner.token))
        .json<{ data: MemberResponse[] }>()
        .data.filter((entry) => entry.role === 'member');
      await testApp.app.inject({ method: 'DELETE', url: `/api/workspaces/${workspace.id}/members/${someone!.user_id}`, headers: bearer(owner.token) });

      expect((await accept(testApp, leaving.token, token)).statusCode).toBe(200);
    });

    it('gives the last place to exactly one of two invitees accepting at the same moment', async () => {
      const workspace = await createWorkspace(testApp, owner.token);
      await joinWorkspace(testApp, owner.token, workspace.id, await activeUser(testApp));
      const first = await activeUser(testApp);
      const second = await activeUser(testApp);
      const firstInvitation = await invited(testApp, owner.token, workspace.id, first.email);
      const secondInvitation = await invited(testApp, owner.token, workspace.id, second.email);

      const responses = await Promise.all([accept(testApp, first.token, firstInvitation.token), accept(testApp, second.token, secondInvitation.token)]);

      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
      expect(responses.find((response) => response.statusCode === 409)?.json()).toMatchObject({ code: 'plan_limit', capacity: 3 });
      const active = (await get(`/api/workspaces/${workspace.id}/members`, owner.token)).json<{ data: MemberResponse[] }>().data;
      expect(active).toHaveLength(3);
    });
  });
});
