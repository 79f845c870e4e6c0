import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { asc, eq } from 'drizzle-orm';
import { workspaceMemberEvents } from '../../src/db/schema/index.js';
import { addMember, peakActiveMembersInPeriod, setMemberStatus } from '../../src/modules/workspaces/member-repository.js';
import { peakActiveMembers, type MemberStatusEvent } from '../../src/modules/workspaces/peak-active-members.js';
import { activeUser } from '../helpers/auth.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { createWorkspace } from '../helpers/workspaces.js';

/** Day n of January 2026 at midnight UTC (n = 32 is 1 February). */
const day = (n: number) => new Date(Date.UTC(2026, 0, n));
const join = (userId: number, n: number): MemberStatusEvent => ({ userId, status: 'active', at: day(n) });
const leave = (userId: number, n: number): MemberStatusEvent => ({ userId, status: 'inactive', at: day(n) });

const JANUARY = [day(1), day(32)] as const;

describe('peakActiveMembers', () => {
  it('no history → 0', () => {
    expect(peakActiveMembers([], ...JANUARY)).toBe(0);
  });

  it('counts members who joined before the period and are still active', () => {
    expect(peakActiveMembers([join(1, -40), join(2, -3), join(3, 0)], ...JANUARY)).toBe(3);
  });

  it('does not count members who left before the period, or at its very start', () => {
    expect(peakActiveMembers([join(1, -40), leave(1, -10), join(2, -5), leave(2, 1), join(3, -5)], ...JANUARY)).toBe(1);
  });

  it('counts a member who joins inside the period, also at its very start', () => {
    expect(peakActiveMembers([join(1, -40), join(2, 1)], ...JANUARY)).toBe(2);
    expect(peakActiveMembers([join(1, -40), join(2, 20)], ...JANUARY)).toBe(2);
  });

  it('counts a member who was active only for a while inside the period', () => {
    expect(peakActiveMembers([join(1, -40), join(2, 10), leave(2, 12)], ...JANUARY)).toBe(2);
  });

  it('ignores what happens from the end of the period on', () => {
    expect(peakActiveMembers([join(1, -40), join(2, 32), join(3, 40)], ...JANUARY)).toBe(1);
  });

  it('takes the largest overlap, not the number of people seen', () => {
    // 1: days 2–10, 2: days 5–15, 3: days 12–20 → at most two at once.
    const events = [join(1, 2), leave(1, 10), join(2, 5), leave(2, 15), join(3, 12), leave(3, 20)];
    expect(peakActiveMembers(events, ...JANUARY)).toBe(2);
    // 4: days 6–8 overlaps 1 and 2 → three at once.
    expect(peakActiveMembers([...events, join(4, 6), leave(4, 8)], ...JANUARY)).toBe(3);
  });

  it('a member replaced at the same instant is not counted twice', () => {
    expect(peakActiveMembers([join(1, -1), leave(1, 15), join(2, 15)], ...JANUARY)).toBe(1);
  });

  it('counts a member who leaves and rejoins once, whatever the number of rejoins', () => {
    const events = [join(1, -1), join(2, 3), leave(2, 5), join(2, 8), leave(2, 9), join(2, 20)];
    expect(peakActiveMembers(events, ...JANUARY)).toBe(2);
    // A rejoin after the period does not matter; a repeated 'active' changes nothing.
    expect(peakActiveMembers([join(1, 2), join(1, 4), leave(1, 6), join(1, 33)], ...JANUARY)).toBe(1);
  });

  it('gives each period its own peak from one history', () => {
    // January: 1 and 2; 3 joins on 1 February, 1 leaves on 10 February; March: 2 and 3.
    const events = [join(1, -5), join(2, 10), join(3, 32), leave(1, 41), leave(2, 70)];
    expect(peakActiveMembers(events, day(1), day(32))).toBe(2);
    expect(peakActiveMembers(events, day(32), day(60))).toBe(3);
    expect(peakActiveMembers(events, day(60), day(91))).toBe(2);
    expect(peakActiveMembers(events, day(71), day(91))).toBe(1);
  });

  it('does not depend on the order of the list (apart from one member’s events at one instant)', () => {
    const events = [join(1, 2), leave(1, 10), join(2, 5), leave(2, 15), join(3, 12), leave(3, 20), join(4, 6), leave(4, 8)];
    expect(peakActiveMembers([...events].reverse(), ...JANUARY)).toBe(3);
  });

  it('works at millisecond precision', () => {
    const at = (ms: number) => new Date(day(10).getTime() + ms);
    const events: MemberStatusEvent[] = [
      { userId: 1, status: 'active', at: at(0) },
      { userId: 1, status: 'inactive', at: at(1) },
      { userId: 2, status: 'active', at: at(1) },
    ];
    expect(peakActiveMembers(events, ...JANUARY)).toBe(1);
    expect(peakActiveMembers(events, at(1), at(2))).toBe(1);
    expect(peakActiveMembers(events, at(0), at(1))).toBe(1);
  });

  it('refuses an empty or reversed period', () => {
    expect(() => peakActiveMembers([], day(2), day(2))).toThrow(RangeError);
    expect(() => peakActiveMembers([], day(3), day(2))).toThrow(RangeError);
  });
});

describe('membership history in the database', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp.close());

  it('records an event for each status change (joining included) and answers the peak of any period from it', async () => {
    const owner = await activeUser(testApp);
    const [second, third, fourth] = [await activeUser(testApp), await activeUser(testApp), await activeUser(testApp)];
    // The owner joins when the workspace is created (now); the others on set days of 2026.
    const workspace = await createWorkspace(testApp, owner.token);
    const db = testApp.app.db;
    await addMember(db, { workspaceId: workspace.id, userId: second.user.id, role: 'member', now: day(5) });
    await addMember(db, { workspaceId: workspace.id, userId: third.user.id, role: 'member', now: day(10) });
    expect(await setMemberStatus(db, workspace.id, second.user.id, 'inactive', day(20))).toBe('changed');
    expect(await setMemberStatus(db, workspace.id, second.user.id, 'inactive', day(21))).toBe('unchanged');
    await addMember(db, { workspaceId: workspace.id, userId: fourth.user.id, role: 'member', now: day(35) });
    expect(await setMemberStatus(db, workspace.id, third.user.id, 'inactive', day(40))).toBe('changed');
    expect(await setMemberStatus(db, workspace.id, second.user.id, 'active', day(50))).toBe('changed');
    expect(await setMemberStatus(db, workspace.id, 999_999, 'active', day(50))).toBe('not_member');

    const events = await db
      .select({ userId: workspaceMemberEvents.userId, status: workspaceMemberEvents.status, at: workspaceMemberEvents.at })
      .from(workspaceMemberEvents)
      .where(eq(workspaceMemberEvents.workspaceId, workspace.id))
      .orderBy(asc(workspaceMemberEvents.id));
    expect(events).toEqual([
      { userId: owner.user.id, status: 'active', at: testApp.clock.now() },
      { userId: second.user.id, status: 'active', at: day(5) },
      { userId: third.user.id, status: 'active', at: day(10) },
      { userId: second.user.id, status: 'inactive', at: day(20) },
      { userId: fourth.user.id, status: 'active', at: day(35) },
      { userId: third.user.id, status: 'inactive', at: day(40) },
      { userId: second.user.id, status: 'active', at: day(50) },
    ]);

    // The owner joined "now" (after 2026-03): only the others count in early 2026.
    const peak = (from: Date, to: Date) => peakActiveMembersInPeriod(db, workspace.id, from, to);
    expect(await peak(day(1), day(32))).toBe(2); // second and third, days 10–20
    expect(await peak(day(21), day(32))).toBe(1); // third only
    expect(await peak(day(32), day(60))).toBe(2); // third + fourth until day 40, then fourth + second
    expect(await peak(day(41), day(50))).toBe(1); // fourth alone
    expect(await peak(day(1), day(5))).toBe(0);
    expect(await peak(day(-400), day(60))).toBe(2);
    // From the owner's joining on: owner, second and fourth.
    const now = testApp.clock.now();
    expect(await peak(now, new Date(now.getTime() + 1))).toBe(3);
    // Everything recorded agrees with the pure function over the whole history.
    for (const [from, to] of [
      [day(1), day(32)],
      [day(32), day(60)],
      [day(41), day(50)],
      [day(0), now],
    ] as const) {
      expect(await peak(from, to)).toBe(peakActiveMembers(events, from, to));
    }
  });
});
