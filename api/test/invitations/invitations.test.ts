import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { InvitationResponse } from '@stepwise/contracts';
import { asc, eq } from 'drizzle-orm';
import { workspaceEvents, workspaceInvitations } from '../../src/db/schema/index.js';
import { activeUser, bearer, uniqueEmail } from '../helpers/auth.js';
import { DAY, SECOND } from '../helpers/clock.js';
import { mailKind } from '../helpers/mail.js';
import { accept, invite, invited, inviteTokenIn, joinWorkspace } from '../helpers/members.js';
import { defaultRateLimits } from '../../src/config.js';
import { startTestApp, TEST_PUBLIC_URL, type TestApp } from '../helpers/test-app.js';
import { createWorkspace } from '../helpers/workspaces.js';

type User = Awaited<ReturnType<typeof activeUser>>;

describe('invitations of a workspace', () => {
  let testApp: TestApp;
  let owner: User;
  let member: User;
  let stranger: User;
  let workspaceId: number;
  beforeAll(async () => {
    testApp = await startTestApp();
    owner = await activeUser(testApp, { first_name: 'Olga', last_name: 'Owner', lang: 'en' });
    member = await activeUser(testApp);
    stranger = await activeUser(testApp);
    workspaceId = (await createWorkspace(testApp, owner.token, { name: 'Acme Studio' })).id;
    await joinWorkspace(testApp, owner.token, workspaceId, member);
  });
  afterAll(() => testApp.close());

  const request = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
    testApp.app.inject({ method, url, ...(token && { headers: bearer(token) }), ...(payload && { payload }) });
  const list = async (id = workspaceId) => (await request('GET', `/api/workspaces/${id}/invitations`, owner.token)).json<{ data: InvitationResponse[] }>().data;
  const preview = (token: string) => testApp.app.inject({ method: 'GET', url: `/api/invitations/preview?token=${token}` });
  const rows = (email: string) => testApp.app.db.select().from(workspaceInvitations).where(eq(workspaceInvitations.email, email));
  const lastEvent = async (id = workspaceId) => {
    const events = await testApp.app.db.select().from(workspaceEvents).where(eq(workspaceEvents.workspaceId, id)).orderBy(asc(workspaceEvents.seq));
    const event = events.at(-1);
    return event && { type: event.type, payload: event.payload, actorId: event.actorId };
  };
  /** Lets the resend cooldown of every invitation pass. */
  const afterCooldown = () => testApp.clock.advance(61 * SECOND);

  describe('POST /api/workspaces/:id/invitations', () => {
    it('invites an address: 201, the token kept only as its hash, the email sent, invitation.changed published', async () => {
      const email = uniqueEmail('invitee');
      const now = testApp.clock.now();

      const response = await invite(testApp, owner.token, workspaceId, { email: `  ${email.toUpperCase()} `, role: 'member' }, { 'accept-language': 'en' });

      expect(response.statusCode).toBe(201);
      const invitation = response.json<{ data: InvitationResponse }>().data;
      expect(invitation).toEqual({
        id: expect.any(Number),
        email,
        role: 'member',
        status: 'pending',
        invited_by: owner.user.id,
        created_at: now.toISOString(),
        sent_at: now.toISOString(),
        expires_at: new Date(now.getTime() + 7 * DAY).toISOString(),
      });

      const mail = testApp.mail.last(email);
      expect(mailKind(mail)).toBe('workspace_invitation');
      const token = inviteTokenIn(mail);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      expect(mail.text).toContain(`${TEST_PUBLIC_URL}/invite/${token}`);
      expect(mail.html).toContain(`href="${TEST_PUBLIC_URL}/invite/${token}"`);
      expect(mail.subject).toBe('Stepwise: you are invited to Acme Studio');
      expect(mail.text).toContain('Olga Owner invites you to the Acme Studio workspace in Stepwise as a member.');
      expect(mail.text).toContain(
        `valid for 7 days, until ${new Date(now.getTime() + 7 * DAY).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })}`,
      );

      const [row] = await rows(email);
      expect(row?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
      expect(JSON.stringify(row)).not.toContain(token);
      expect(await lastEvent()).toEqual({ type: 'invitation.changed', payload: { invitation }, actorId: owner.user.id });
      // The link works.
      expect((await preview(token)).json()).toMatchObject({ data: { workspace_name: 'Acme Studio', inviter_name: 'Olga Owner', email, status: 'pending' } });
    });

    it('writes to an account holder in their language, to others in that of Accept-Language, else of the inviter', async () => {
      const russianAccount = await activeUser(testApp, { lang: 'ru' });
      const noAccountEnglish = uniqueEmail('en');
      const noAccountRussian = uniqueEmail('ru');
      const noHeader = uniqueEmail('inviter-lang');

      await invite(testApp, owner.token, workspaceId, { email: russianAccount.email, role: 'admin' }, { 'accept-language': 'en-GB,en;q=0.9' });
      await invite(testApp, owner.token, workspaceId, { email: noAccountEnglish, role: 'member' }, { 'accept-language': 'en-US' });
      await invite(testApp, owner.token, workspaceId, { email: noAccountRussian, role: 'member' }, { 'accept-language': 'ru-RU,ru;q=0.9' });
      await invite(testApp, owner.token, workspaceId, { email: noHeader, role: 'member' });

      const russian = testApp.mail.last(russianAccount.email);
      expect(russian.subject).toBe('Stepwise: приглашение в пространство «Acme Studio»');
      expect(russian.text).toContain('Olga Owner приглашает вас в пространство «Acme Studio» в Stepwise администратором.');
      expect(russian.text).toContain('Приглашение действует 7 дней');
      expect(russian.html).toContain('<html lang="ru">');
      expect(testApp.mail.last(noAccountEnglish).subject).toBe('Stepwise: you are invited to Acme Studio');
      expect(testApp.mail.last(noAccountRussian).subject).toBe('Stepwise: приглашение в пространство «Acme Studio»');
      // The inviter chose English.
      expect(testApp.mail.last(noHeader).subject).toBe('Stepwise: you are invited to Acme Studio');
    });

    it("refuses an active member's address in any case (409 already_member): nothing written, nothing sent", async () => {
      const before = testApp.mail.messages.length;
      const invitationsBefore = await rows(member.email);

      const response = await invite(testApp, owner.token, workspaceId, { email: member.email.toUpperCase(), role: 'admin' });

      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 'already_member', message: expect.any(String) });
      expect(await rows(member.email)).toEqual(invitationsBefore);
      expect(testApp.mail.messages.length).toBe(before);
    });

    it('sends a pending invitation of the same address again (200, new role, new link), not within the cooldown (429)', async () => {
      const email = uniqueEmail('twice');
      const first = await invited(testApp, owner.token, workspaceId, email);

      const tooSoon = await invite(testApp, owner.token, workspaceId, { email, role: 'admin' });
      expect(tooSoon.statusCode).toBe(429);
      expect(tooSoon.json()).toEqual({
        code: 'resend_cooldown',
        message: expect.any(String),
        resend_available_in: 60,
        resend_available_at: new Date(new Date(first.invitation.sent_at).getTime() + 60 * SECOND).toISOString(),
      });
      expect(tooSoon.headers['retry-after']).toBe('60');
      expect(testApp.mail.to(email)).toHaveLength(1);

      afterCooldown();
      const again = await invite(testApp, owner.token, workspaceId, { email, role: 'admin' });

      expect(again.statusCode).toBe(200);
      const resent = again.json<{ data: InvitationResponse }>().data;
      expect(resent).toMatchObject({ id: first.invitation.id, role: 'admin', status: 'pending', sent_at: testApp.clock.now().toISOString() });
      const token = inviteTokenIn(testApp.mail.last(email));
      expect(token).not.toBe(first.token);
      expect((await preview(first.token)).statusCode).toBe(404);
      expect((await preview(token)).json()).toMatchObject({ data: { role: 'admin', status: 'pending' } });
      expect(await rows(email)).toHaveLength(1);
    });

    it('keeps one invitation when the same address is invited twice at the same moment (201, then 429 resend_cooldown)', async () => {
      const email = uniqueEmail('race');

      const responses = await Promise.all([
        invite(testApp, owner.token, workspaceId, { email, role: 'member' }),
        invite(testApp, owner.token, workspaceId, { email, role: 'admin' }),
      ]);

      expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 429]);
      expect(await rows(email)).toHaveLength(1);
      expect(testApp.mail.to(email)).toHaveLength(1);
    });

    it.each([
      ['nothing', {}, { email: 'required', role: 'required' }],
      ['a blank email', { email: '   ', role: 'member' }, { email: 'required' }],
      ['a malformed email', { email: 'not-an-email', role: 'member' }, { email: 'invalid' }],
      ['an over-long email', { email: `${'a'.repeat(250)}@example.com`, role: 'member' }, { email: 'max_length' }],
      ['an unknown role', { email: 'x@example.com', role: 'owner' }, { role: 'invalid' }],
    ])('refuses %s (400 validation_failed)', async (_what, payload, fields) => {
      const response = await invite(testApp, owner.token, workspaceId, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'validation_failed', message: 'Request validation failed', fields });
    });
  });

  describe('permissions', () => {
    it('lets only admins invite, list, revoke and resend: a member 403, a stranger 404, no token 401', async () => {
      const { invitation } = await invited(testApp, owner.token, workspaceId, uniqueEmail('perm'));
      afterCooldown();
      const calls: Array<[method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object]> = [
        ['POST', `/api/workspaces/${workspaceId}/invitations`, { email: uniqueEmail('x'), role: 'member' }],
        ['GET', `/api/workspaces/${workspaceId}/invitations`],
        ['DELETE', `/api/workspaces/${workspaceId}/invitations/${invitation.id}`],
        ['POST', `/api/workspaces/${workspaceId}/invitations/${invitation.id}/resend`],
      ];
      for (const [method, url, payload] of calls) {
        const asMember = await request(method, url, member.token, payload);
        expect({ url, method, status: asMember.statusCode, body: asMember.json() }).toEqual({
          url,
          method,
          status: 403,
          body: { code: 'forbidden', message: 'Only an admin of the workspace may manage its members' },
        });
        expect({ url, method, status: (await request(method, url, stranger.token, payload)).statusCode }).toEqual({ url, method, status: 404 });
        expect({ url, method, status: (await request(method, url, undefined, payload)).statusCode }).toEqual({ url, method, status: 401 });
      }
      expect((await list()).find((entry) => entry.id === invitation.id)?.status).toBe('pending');
    });

    it("answers 404 for another workspace's invitation and for an id that is not digits", async () => {
      const other = await createWorkspace(testApp, stranger.token);
      const { invitation } = await invited(testApp, stranger.token, other.id, uniqueEmail('other'));

      for (const id of [invitation.id, 'abc', 0]) {
        const revoke = await request('DELETE', `/api/workspaces/${workspaceId}/invitations/${id}`, owner.token);
        expect({ id, status: revoke.statusCode, body: revoke.json() }).toEqual({
          id,
          status: 404,
          body: { code: 'not_found', message: 'Invitation not found' },
        });
        expect((await request('POST', `/api/workspaces/${workspaceId}/invitations/${id}/resend`, owner.token)).statusCode).toBe(404);
      }
      const theirs = await request('GET', `/api/workspaces/${other.id}/invitations`, stranger.token);
      expect(theirs.json<{ data: InvitationResponse[] }>().data.map((entry) => entry.status)).toEqual(['pending']);
    });
  });

  describe('GET /api/workspaces/:id/invitations', () => {
    it('lists pending first, then expired, accepted and revoked ones', async () => {
      const workspace = await createWorkspace(testApp, owner.token);
      const joiner = await activeUser(testApp);
      const expiring = await invited(testApp, owner.token, workspace.id, uniqueEmail('expiring'));
      const accepted = await invited(testApp, owner.token, workspace.id, joiner.email);
      const revoked = await invited(testApp, owner.token, workspace.id, uniqueEmail('revoked'));
      expect((await accept(testApp, joiner.token, accepted.token)).statusCode).toBe(200);
      expect((await request('DELETE', `/api/workspaces/${workspace.id}/invitations/${revoked.invitation.id}`, owner.token)).statusCode).toBe(204);
      testApp.clock.advance(7 * DAY);
      const pending = await invited(testApp, owner.token, workspace.id, uniqueEmail('pending'));

      const listed = await list(workspace.id);

      expect(listed.map((entry) => [entry.id, entry.status])).toEqual([
        [pending.invitation.id, 'pending'],
        [expiring.invitation.id, 'expired'],
        [accepted.invitation.id, 'accepted'],
        [revoked.invitation.id, 'revoked'],
      ]);
    });
  });

  describe('DELETE /api/workspaces/:id/invitations/:invitation_id', () => {
    it('revokes: the link stops working, invitation.changed published; revoking again is 204 too', async () => {
      const email = uniqueEmail('revoke');
      const { invitation, token } = await invited(testApp, owner.token, workspaceId, email);
      const url = `/api/workspaces/${workspaceId}/invitations/${invitation.id}`;

      const response = await request('DELETE', url, owner.token);

      expect(response.statusCode).toBe(204);
      const event = await lastEvent();
      expect(event).toEqual({ type: 'invitation.changed', payload: { invitation: { ...invitation, status: 'revoked' } }, actorId: owner.user.id });
      expect((await preview(token)).json()).toMatchObject({ data: { status: 'revoked' } });
      const joiner = await activeUser(testApp);
      const refused = await accept(testApp, joiner.token, token);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ code: 'invitation_revoked', message: expect.any(String) });

      expect((await request('DELETE', url, owner.token)).statusCode).toBe(204);
      expect(await lastEvent()).toEqual(event);
      // A new invitation of the address may be sent.
      expect((await invite(testApp, owner.token, workspaceId, { email, role: 'member' })).statusCode).toBe(201);
    });

    it('refuses to revoke an accepted invitation (409 invitation_used)', async () => {
      const joiner = await activeUser(testApp);
      const workspace = await createWorkspace(testApp, owner.token);
      const { invitation, token } = await invited(testApp, owner.token, workspace.id, joiner.email);
      await accept(testApp, joiner.token, token);

      const response = await request('DELETE', `/api/workspaces/${workspace.id}/invitations/${invitation.id}`, owner.token);

      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 'invitation_used', message: expect.any(String) });
    });
  });

  describe('POST /api/workspaces/:id/invitations/:invitation_id/resend', () => {
    it('sends a new link with a new expiry after the cooldown; the old link stops working', async () => {
      const email = uniqueEmail('resend');
      const first = await invited(testApp, owner.token, workspaceId, email);
      const url = `/api/workspaces/${workspaceId}/invitations/${first.invitation.id}/resend`;

      const tooSoon = await request('POST', url, owner.token);
      expect(tooSoon.statusCode).toBe(429);
      expect(tooSoon.json()).toMatchObject({ code: 'resend_cooldown', resend_available_in: 60 });

      testApp.clock.advance(30 * SECOND);
      expect((await request('POST', url, owner.token)).json()).toMatchObject({ resend_available_in: 30 });
      testApp.clock.advance(30 * SECOND);
      const now = testApp.clock.now();
      const response = await request('POST', url, owner.token);

      expect(response.statusCode).toBe(200);
      const resent = response.json<{ data: InvitationResponse }>().data;
      expect(resent).toEqual({
        ...first.invitation,
        sent_at: now.toISOString(),
        expires_at: new Date(now.getTime() + 7 * DAY).toISOString(),
      });
      expect(await lastEvent()).toEqual({ type: 'invitation.changed', payload: { invitation: resent }, actorId: owner.user.id });
      expect(testApp.mail.to(email)).toHaveLength(2);
      const token = inviteTokenIn(testApp.mail.last(email));
      expect((await preview(first.token)).statusCode).toBe(404);
      expect((await preview(token)).statusCode).toBe(200);
    });

    it('brings an expired invitation back to life', async () => {
      const joiner = await activeUser(testApp);
      const workspace = await createWorkspace(testApp, owner.token);
      const { invitation, token: expiredToken } = await invited(testApp, owner.token, workspace.id, joiner.email);
      testApp.clock.advance(7 * DAY);
      expect((await accept(testApp, joiner.token, expiredToken)).statusCode).toBe(410);

      const response = await request('POST', `/api/workspaces/${workspace.id}/invitations/${invitation.id}/resend`, owner.token);

      expect(response.json()).toMatchObject({ data: { status: 'pending' } });
      const token = inviteTokenIn(testApp.mail.last(joiner.email));
      expect((await accept(testApp, joiner.token, token)).statusCode).toBe(200);
    });

    it('refuses a revoked (409 invitation_revoked) and an accepted invitation (409 invitation_used)', async () => {
      const joiner = await activeUser(testApp);
      const workspace = await createWorkspace(testApp, owner.token);
      const revoked = await invited(testApp, owner.token, workspace.id, uniqueEmail('gone'));
      const accepted = await invited(testApp, owner.token, workspace.id, joiner.email);
      await request('DELETE', `/api/workspaces/${workspace.id}/invitations/${revoked.invitation.id}`, owner.token);
      await accept(testApp, joiner.token, accepted.token);
      afterCooldown();

      const resendRevoked = await request('POST', `/api/workspaces/${workspace.id}/invitations/${revoked.invitation.id}/resend`, owner.token);
      const resendAccepted = await request('POST', `/api/workspaces/${workspace.id}/invitations/${accepted.invitation.id}/resend`, owner.token);

      expect([resendRevoked.statusCode, resendRevoked.json().code]).toEqual([409, 'invitation_revoked']);
      expect([resendAccepted.statusCode, resendAccepted.json().code]).toEqual([409, 'invitation_used']);
    });
  });
});

describe('invitation emails per user (rate limit, configurable)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ config: { rateLimits: { ...defaultRateLimits, invitationsPerUser: { max: 2, timeWindowMs: 60_000 } } } });
  });
  afterAll(() => testApp.close());

  it('refuses the 3rd invitation email of one admin in the window (429 rate_limited), resends included', async () => {
    const owner = await activeUser(testApp);
    const workspace = await createWorkspace(testApp, owner.token);
    const first = await invited(testApp, owner.token, workspace.id, uniqueEmail('one'));
    testApp.clock.advance(61 * SECOND);
    const resend = await testApp.app.inject({
      method: 'POST',
      url: `/api/workspaces/${workspace.id}/invitations/${first.invitation.id}/resend`,
      headers: bearer(owner.token),
    });
    expect(resend.statusCode).toBe(200);

    const limited = await invite(testApp, owner.token, workspace.id, { email: uniqueEmail('three'), role: 'member' });

    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 'rate_limited', message: expect.stringMatching(/^Too many requests/) });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
