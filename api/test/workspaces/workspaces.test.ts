import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import { workspaceMemberEvents, workspaceMembers, workspaces } from '../../src/db/schema/index.js';
import { setMemberStatus } from '../../src/modules/workspaces/member-repository.js';
import { activeUser, bearer, registerUser, type RegisteredUser } from '../helpers/auth.js';
import { MINUTE } from '../helpers/clock.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { createWorkspace, postWorkspace, uniqueDomain, workspaceBody } from '../helpers/workspaces.js';

type UserWithId = RegisteredUser & { user: { id: number } };

describe('workspaces', () => {
  let testApp: TestApp;
  let owner: UserWithId;
  let stranger: UserWithId;
  beforeAll(async () => {
    testApp = await startTestApp();
    owner = await activeUser(testApp);
    stranger = await activeUser(testApp);
  });
  afterAll(() => testApp.close());

  const get = (url: string, token: string) => testApp.app.inject({ method: 'GET', url, headers: bearer(token) });

  async function workspaceRows(domain: string) {
    return testApp.app.db.select().from(workspaces).where(eq(workspaces.domain, domain));
  }

  describe('POST /api/workspaces', () => {
    it('creates the workspace with the user as its active admin, and records the membership → 201 Workspace', async () => {
      const domain = uniqueDomain('Acme');
      const response = await postWorkspace(
        testApp,
        owner.token,
        workspaceBody({
          name: '  Acme Studio ',
          domain: `  ${domain.toUpperCase()} `,
          department: 'design',
          team_size: '5',
          role: 'top_manager',
          plan: 'start',
        }),
      );

      expect(response.statusCode).toBe(201);
      const now = testApp.clock.now();
      const workspace = response.json<{ id: number }>();
      expect(workspace).toEqual({
        id: expect.any(Number),
        name: 'Acme Studio',
        domain: domain.toLowerCase(),
        role: 'admin',
        member_count: 1,
        created_at: now.toISOString(),
        subscription: null,
      });

      const [row] = await workspaceRows(domain.toLowerCase());
      expect(row).toEqual({
        id: workspace.id,
        name: 'Acme Studio',
        domain: domain.toLowerCase(),
        department: 'design',
        customDepartment: null,
        teamSize: '5',
        creatorRole: 'top_manager',
        planCode: 'start',
        createdAt: now,
      });
      expect(await testApp.app.db.select().from(workspaceMembers).where(eq(workspaceMembers.workspaceId, workspace.id))).toEqual([
        { workspaceId: workspace.id, userId: owner.user.id, role: 'admin', status: 'active', joinedAt: now },
      ]);
      expect(await testApp.app.db.select().from(workspaceMemberEvents).where(eq(workspaceMemberEvents.workspaceId, workspace.id))).toEqual([
        { id: expect.any(Number), workspaceId: workspace.id, userId: owner.user.id, status: 'active', at: now },
      ]);
    });

    it('keeps the custom department for department other, drops it otherwise; the plan is optional', async () => {
      const other = await createWorkspace(testApp, owner.token, { department: 'other', custom_department: '  Museum  ', plan: undefined });
      const software = await createWorkspace(testApp, owner.token, { department: 'software', custom_department: 'ignored' });

      expect((await workspaceRows(other.domain))[0]).toMatchObject({ department: 'other', customDepartment: 'Museum', planCode: null });
      expect((await workspaceRows(software.domain))[0]).toMatchObject({ department: 'software', customDepartment: null });
    });

    it.each([
      ['software'],
      ['web_agency'],
      ['marketing'],
      ['outsource'],
      ['product'],
      ['smm'],
      ['hr'],
      ['design'],
      ['sales'],
      ['finance'],
      ['ecommerce'],
      ['games'],
      ['education'],
      ['entertainment'],
      ['consulting'],
      ['health'],
      ['non_commercial'],
      ['personal'],
    ])('accepts department %s', async (department) => {
      expect((await postWorkspace(testApp, owner.token, workspaceBody({ department }))).statusCode).toBe(201);
    });

    it('accepts every team size and every role', async () => {
      for (const teamSize of ['0', '5', '6-15', '16-30', '31-50', '50']) {
        expect((await postWorkspace(testApp, owner.token, workspaceBody({ team_size: teamSize }))).statusCode).toBe(201);
      }
      for (const role of ['top_manager', 'project_manager', 'team_lead', 'member', 'contractor', 'entrepreneur', 'student', 'other']) {
        expect((await postWorkspace(testApp, owner.token, workspaceBody({ role }))).statusCode).toBe(201);
      }
      for (const plan of ['free', 'flex', 'start', 'pro', 'premium', 'corporate']) {
        expect((await postWorkspace(testApp, owner.token, workspaceBody({ plan }))).statusCode).toBe(201);
      }
    });

    it('reports every missing field as required', async () => {
      const response = await postWorkspace(testApp, owner.token, {});

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'validation_failed',
        message: 'Request validation failed',
        fields: { name: 'required', domain: 'required', department: 'required', team_size: 'required', role: 'required' },
      });
    });

    it('counts blank name and domain as missing', async () => {
      const response = await postWorkspace(testApp, owner.token, workspaceBody({ name: '   ', domain: ' ' }));

      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ name: 'required', domain: 'required' });
    });

    it.each([
      ['department', 'unknown value', { department: 'plumbing' }, 'invalid'],
      ['department', 'wrong case', { department: 'Software' }, 'invalid'],
      ['team_size', 'unknown value', { team_size: '7' }, 'invalid'],
      ['team_size', 'a number, not a string', { team_size: 5 }, 'invalid'],
      ['role', 'unknown value', { role: 'ceo' }, 'invalid'],
      ['role', 'null', { role: null }, 'invalid'],
      ['plan', 'unknown plan', { plan: 'gold' }, 'invalid'],
      ['name', '101 characters', { name: 'n'.repeat(101) }, 'max_length'],
      ['name', 'a number', { name: 7 }, 'invalid'],
      ['custom_department', 'missing with other', { department: 'other' }, 'required'],
      ['custom_department', 'blank with other', { department: 'other', custom_department: '   ' }, 'required'],
      ['custom_department', '101 characters', { department: 'other', custom_department: 'c'.repeat(101) }, 'max_length'],
      ['custom_department', 'not a string', { department: 'other', custom_department: 12 }, 'invalid'],
    ])('%s %s → %s', async (field, _description, overrides, code) => {
      const response = await postWorkspace(testApp, owner.token, workspaceBody(overrides));

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'validation_failed', message: 'Request validation failed', fields: { [field]: code } });
    });

    it.each([
      ['an underscore', 'my_team', 'invalid'],
      ['a space inside', 'my team', 'invalid'],
      ['a dot', 'my.team', 'invalid'],
      ['Cyrillic letters', 'команда', 'invalid'],
      ['a leading hyphen', '-team', 'invalid'],
      ['a trailing hyphen', 'team-', 'invalid'],
      ['an IDN-style prefix', 'xn--team', 'invalid'],
      ['2 characters', 'ab', 'too_short'],
      ['64 characters', 'a'.repeat(64), 'too_long'],
      ['a reserved name', 'admin', 'reserved'],
      ['a reserved name in capitals', ' API ', 'reserved'],
      ['the brand', 'stepwise', 'reserved'],
      ['a name starting with the brand', 'stepwise-support', 'reserved'],
      ['a number', 12345, 'invalid'],
    ])('domain with %s → %s', async (_description, domain, code) => {
      const response = await postWorkspace(testApp, owner.token, workspaceBody({ domain }));

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'validation_failed', message: 'Request validation failed', fields: { domain: code } });
    });

    it('accepts the shortest and the longest domain, digits first and inner hyphens', async () => {
      const suffix = uniqueDomain('').slice(1, 6);
      for (const domain of [`a${suffix.slice(0, 2)}`, `${'a'.repeat(55)}${suffix}00`.slice(0, 63), `1${suffix}-x-y`]) {
        const response = await postWorkspace(testApp, owner.token, workspaceBody({ domain }));
        expect({ domain, status: response.statusCode }).toEqual({ domain, status: 201 });
      }
    });

    it('refuses a domain taken in any case → 409 domain_taken', async () => {
      const domain = uniqueDomain('taken');
      await createWorkspace(testApp, owner.token, { domain });

      const again = await postWorkspace(testApp, stranger.token, workspaceBody({ domain: ` ${domain.toUpperCase()}` }));

      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ code: 'domain_taken', message: expect.any(String), fields: { domain: 'taken' } });
      expect(await workspaceRows(domain)).toHaveLength(1);
    });

    it('lets the database decide a race for one domain: exactly one 201 and one 409', async () => {
      const domain = uniqueDomain('race');

      const responses = await Promise.all([
        postWorkspace(testApp, owner.token, workspaceBody({ domain, name: 'First' })),
        postWorkspace(testApp, stranger.token, workspaceBody({ domain: domain.toUpperCase(), name: 'Second' })),
      ]);

      expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
      expect(responses.find((response) => response.statusCode === 409)!.json()).toMatchObject({
        code: 'domain_taken',
        fields: { domain: 'taken' },
      });
      const rows = await workspaceRows(domain);
      expect(rows).toHaveLength(1);
      const members = await testApp.app.db.select().from(workspaceMembers).where(eq(workspaceMembers.workspaceId, rows[0]!.id));
      expect(members).toHaveLength(1);
    });

    it('needs a token (401) and an activated account (403 activation_required)', async () => {
      const anonymous = await testApp.app.inject({ method: 'POST', url: '/api/workspaces', payload: workspaceBody() });
      expect(anonymous.statusCode).toBe(401);

      const newcomer = await registerUser(testApp);
      const response = await postWorkspace(testApp, newcomer.token, workspaceBody());
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 'activation_required', message: expect.any(String) });
    });
  });

  describe('GET /api/workspaces and /api/workspaces/:id', () => {
    let lister: UserWithId;
    let colleague: UserWithId;
    beforeAll(async () => {
      lister = await activeUser(testApp);
      colleague = await activeUser(testApp);
    });

    it('lists only the user’s workspaces, newest first, each with the active member count', async () => {
      const first = await createWorkspace(testApp, lister.token, { name: 'First' });
      testApp.clock.advance(MINUTE);
      const second = await createWorkspace(testApp, lister.token, { name: 'Second' });
      testApp.clock.advance(MINUTE);
      const theirs = await createWorkspace(testApp, colleague.token, { name: 'Theirs' });
      // The colleague joins the lister's first workspace as a member.
      await testApp.app.db
        .insert(workspaceMembers)
        .values({ workspaceId: first.id, userId: colleague.user.id, role: 'member', status: 'active', joinedAt: testApp.clock.now() });

      const response = await get('/api/workspaces', lister.token);

      expect(response.statusCode).toBe(200);
      const { data } = response.json<{ data: Array<Record<string, unknown>> }>();
      expect(data.map((workspace) => workspace.id)).toEqual([second.id, first.id]);
      expect(data[1]).toEqual({
        id: first.id,
        name: 'First',
        domain: first.domain,
        role: 'admin',
        member_count: 2,
        created_at: expect.any(String),
        subscription: null,
      });
      expect(data[0]).toMatchObject({ member_count: 1 });

      const colleagues = (await get('/api/workspaces', colleague.token)).json<{ data: Array<Record<string, unknown>> }>().data;
      expect(colleagues.map((workspace) => [workspace.id, workspace.role, workspace.member_count])).toEqual([
        [theirs.id, 'admin', 1],
        [first.id, 'member', 2],
      ]);
    });

    it('an empty list for a user without workspaces', async () => {
      const loner = await activeUser(testApp);
      expect((await get('/api/workspaces', loner.token)).json()).toEqual({ data: [] });
    });

    it('shows one of the user’s workspaces; another user’s, a missing one or a non-numeric id → 404 not_found', async () => {
      const mine = await createWorkspace(testApp, lister.token);
      const theirs = await createWorkspace(testApp, stranger.token);

      const response = await get(`/api/workspaces/${mine.id}`, lister.token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: mine.id, domain: mine.domain, role: 'admin', member_count: 1, subscription: null });

      for (const id of [String(theirs.id), '2147483647', '2147483648', '99999999999', '0', '-1', 'abc', '1.5', '1e3', `${mine.id}x`]) {
        const notFound = await get(`/api/workspaces/${id}`, lister.token);
        expect({ id, status: notFound.statusCode, body: notFound.json() }).toEqual({
          id,
          status: 404,
          body: { code: 'not_found', message: 'Workspace not found' },
        });
      }
    });

    it('a member who became inactive no longer sees the workspace', async () => {
      const workspace = await createWorkspace(testApp, stranger.token);
      await testApp.app.db
        .insert(workspaceMembers)
        .values({ workspaceId: workspace.id, userId: lister.user.id, role: 'member', status: 'active', joinedAt: testApp.clock.now() });
      expect((await get(`/api/workspaces/${workspace.id}`, lister.token)).statusCode).toBe(200);

      expect(await setMemberStatus(testApp.app.db, workspace.id, lister.user.id, 'inactive', testApp.clock.now())).toBe('changed');

      expect((await get(`/api/workspaces/${workspace.id}`, lister.token)).statusCode).toBe(404);
      const ids = (await get('/api/workspaces', lister.token)).json<{ data: Array<{ id: number }> }>().data.map((w) => w.id);
      expect(ids).not.toContain(workspace.id);
      expect((await get(`/api/workspaces/${workspace.id}`, stranger.token)).json()).toMatchObject({ member_count: 1 });
    });

    it('GET /api/workspaces/:id/subscription → 404 no_subscription for a member, 404 not_found otherwise', async () => {
      const mine = await createWorkspace(testApp, lister.token);
      const theirs = await createWorkspace(testApp, stranger.token);

      const none = await get(`/api/workspaces/${mine.id}/subscription`, lister.token);
      expect(none.statusCode).toBe(404);
      expect(none.json()).toEqual({ code: 'no_subscription', message: 'This workspace has no subscription' });

      for (const id of [String(theirs.id), '987654321', 'abc']) {
        const notFound = await get(`/api/workspaces/${id}/subscription`, lister.token);
        expect({ id, status: notFound.statusCode, code: notFound.json().code }).toEqual({ id, status: 404, code: 'not_found' });
      }
    });

    it('every workspace route needs a token', async () => {
      for (const url of ['/api/workspaces', '/api/workspaces/1', '/api/workspaces/1/subscription']) {
        const response = await testApp.app.inject({ method: 'GET', url });
        expect({ url, status: response.statusCode }).toEqual({ url, status: 401 });
      }
    });
  });
});

describe('POST /api/workspaces is one transaction', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp.close());

  it('a failure after the workspace insert leaves no workspace, member or event behind', async () => {
    const { token, user } = await activeUser(testApp);
    const domain = uniqueDomain('atomic');
    // The membership event is the last write of the creation: make the database refuse it.
    await testApp.app.db.execute(sql.raw('alter table workspace_member_events add constraint test_refuse_events check (false) not valid'));
    let response;
    try {
      response = await postWorkspace(testApp, token, workspaceBody({ domain }));
    } finally {
      await testApp.app.db.execute(sql.raw('alter table workspace_member_events drop constraint test_refuse_events'));
    }

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 'internal_error', message: expect.any(String) });
    expect(await testApp.app.db.select().from(workspaces).where(eq(workspaces.domain, domain))).toEqual([]);
    expect(await testApp.app.db.select().from(workspaceMembers).where(eq(workspaceMembers.userId, user.id))).toEqual([]);
    expect(await testApp.app.db.select().from(workspaceMemberEvents).where(eq(workspaceMemberEvents.userId, user.id))).toEqual([]);
    // The workspace insert did happen and was rolled back: its identity value is used up.
    const created = await postWorkspace(testApp, token, workspaceBody({ domain }));
    expect(created.statusCode).toBe(201);
    expect(created.json<{ id: number }>().id).toBe(2);
  });
});
