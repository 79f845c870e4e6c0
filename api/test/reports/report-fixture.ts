import type { SphereResponse } from '@stepwise/contracts';
import { inArray } from 'drizzle-orm';
import { goals, projects, sprints, sprintTasks, taskActivity, taskIntervals, tasks, users } from '../../src/db/schema/index.js';
import type { TestApp } from '../helpers/test-app.js';
import { listSpheres } from '../helpers/work-structure.js';
import { forecastWorkspace } from '../forecast/forecast-setup.js';

/**
 * A small workspace whose report numbers are computed by hand in reports.test.ts. Its zone is
 * Europe/Moscow (UTC+3; the admin speaks Russian), the period 2–4 March 2026. Times below are UTC.
 */
export async function reportFixture(testApp: TestApp) {
  const { admin, member, stranger, workspaceId } = await forecastWorkspace(testApp);
  const db = testApp.app.db;
  const [sphere] = await listSpheres(testApp, admin.token, workspaceId);
  const stage = (state: string) => (sphere as SphereResponse).stages.find((candidate) => candidate.state === state)!.id;
  const [goal] = await db.insert(goals).values({ workspaceId, title: 'Запуск' }).returning();
  const [project] = await db.insert(projects).values({ workspaceId, name: 'Платформа', key: 'PLT' }).returning();
  const A = admin.user.id;
  const M = member.user.id;
  const at = (iso: string) => new Date(iso);
  let rank = 0;
  const task = async (values: {
    assigneeId: number | null;
    state: 'open' | 'in_progress' | 'finished';
    estimateMinutes?: number | null;
    complexity?: number | null;
    finishedAt?: string;
    spentMinutesOverride?: number;
    goalId?: number;
    projectId?: number;
    dueOn?: string;
    createdAt?: string;
    title: string;
  }) => {
    rank += 1;
    const [row] = await db
      .insert(tasks)
      .values({
        workspaceId,
        title: values.title,
        sphereId: sphere!.id,
        stageId: stage(values.state),
        state: values.state,
        assigneeId: values.assigneeId,
        estimateMinutes: values.estimateMinutes ?? null,
        complexity: values.complexity ?? null,
        finishedAt: values.finishedAt ? at(values.finishedAt) : null,
        spentMinutesOverride: values.spentMinutesOverride ?? null,
        goalId: values.goalId ?? null,
        projectId: values.projectId ?? null,
        dueOn: values.dueOn ?? null,
        flowRank: values.state !== 'finished' && values.assigneeId !== null ? `a${rank}` : null,
        stageRank: `a${rank}`,
        createdAt: at(values.createdAt ?? '2026-02-01T00:00:00Z'),
      })
      .returning();
    return row!.id;
  };
  const interval = (taskId: number, userId: number, from: string, to: string) =>
    db.insert(taskIntervals).values({ taskId, workspaceId, userId, startedAt: at(from), endedAt: at(to) });

  const t1 = await task({ title: 'T1', assigneeId: A, state: 'finished', estimateMinutes: 60, complexity: 2, finishedAt: '2026-03-02T10:00:00Z' });
  const t2 = await task({
    title: 'T2',
    assigneeId: A,
    state: 'finished',
    estimateMinutes: 120,
    complexity: 2,
    finishedAt: '2026-03-03T12:00:00Z',
    spentMinutesOverride: 60,
  });
  const t3 = await task({ title: 'T3', assigneeId: M, state: 'finished', estimateMinutes: 30, complexity: 4, finishedAt: '2026-03-03T20:30:00Z' });
  const t4 = await task({ title: 'T4', assigneeId: M, state: 'finished', finishedAt: '2026-03-04T09:00:00Z' });
  const t5 = await task({ title: 'T5', assigneeId: M, state: 'finished', estimateMinutes: 40, finishedAt: '2026-03-04T10:00:00Z' });
  const t6 = await task({ title: 'T6', assigneeId: M, state: 'finished', estimateMinutes: 100, complexity: 4, finishedAt: '2026-03-04T21:30:00Z' });
  const t7 = await task({ title: 'T7', assigneeId: M, state: 'open', estimateMinutes: 50, goalId: goal!.id, projectId: project!.id, dueOn: '2026-03-10' });
  // T8 was created on 2 March, moved to in progress on the 3rd and finished at 00:30 on the 5th (Moscow).
  const t8 = await task({ title: 'T8', assigneeId: null, state: 'finished', finishedAt: '2026-03-04T21:30:00Z', createdAt: '2026-03-02T09:00:00Z' });
  // T9 came without a creation record and went from open to finished on 3 March.
  const t9 = await task({ title: 'T9', assigneeId: null, state: 'finished', finishedAt: '2026-03-03T12:00:00Z' });
  const t11 = await task({ title: 'T11', assigneeId: null, state: 'open', dueOn: '2026-03-01' });
  await task({ title: 'T12', assigneeId: null, state: 'open', dueOn: '2099-06-01' });
  await task({ title: 'T13', assigneeId: A, state: 'open', estimateMinutes: 60, dueOn: '2099-06-01' });

  await interval(t1, A, '2026-03-02T07:00:00Z', '2026-03-02T08:30:00Z');
  await interval(t2, M, '2026-03-03T06:00:00Z', '2026-03-03T07:00:00Z');
  await interval(t3, M, '2026-03-02T22:00:00Z', '2026-03-02T22:45:00Z');
  await interval(t6, M, '2026-03-04T20:00:00Z', '2026-03-04T21:00:00Z');
  await interval(t7, A, '2026-03-02T10:00:00Z', '2026-03-02T10:20:00Z');
  await interval(t7, A, '2026-03-01T20:00:00Z', '2026-03-01T20:59:00Z');
  await interval(t7, A, '2026-03-04T21:10:00Z', '2026-03-04T21:40:00Z');

  const move = (taskId: number, from: number | null, to: number, when: string) =>
    db.insert(taskActivity).values({ taskId, actorId: A, kind: from === null ? 'created' : 'updated', changes: { stage_id: { from, to } }, at: at(when) });
  await move(t8, null, stage('open'), '2026-03-02T09:00:00Z');
  await move(t8, stage('open'), stage('in_progress'), '2026-03-03T08:00:00Z');
  await move(t8, stage('in_progress'), stage('finished'), '2026-03-04T21:30:00Z');
  await move(t9, stage('open'), stage('finished'), '2026-03-03T12:00:00Z');

  const [s1, s2] = await db
    .insert(sprints)
    .values([
      { workspaceId, number: 1, startsOn: '2026-02-23', endsOn: '2026-03-01', createdAt: at('2026-02-23T00:00:00Z'), rolledOverAt: at('2026-03-02T00:00:00Z') },
      { workspaceId, number: 2, startsOn: '2026-03-02', endsOn: '2026-03-08', createdAt: at('2026-02-23T00:00:00Z'), rolledOverAt: at('2026-03-09T00:00:00Z') },
    ])
    .returning();
  const plan = (sprintId: number, taskIds: number[]) =>
    db.insert(sprintTasks).values(taskIds.map((taskId) => ({ sprintId, taskId, workspaceId, addedAt: at('2026-02-23T00:00:00Z') })));
  await plan(s1!.id, [t1, t7]);
  await plan(s2!.id, [t1, t2, t4, t7]);

  const names = new Map(
    (
      await db
        .select()
        .from(users)
        .where(inArray(users.id, [A, M]))
    ).map((user) => [user.id, `${user.firstName} ${user.lastName}`.trim()]),
  );
  return {
    admin,
    member,
    stranger,
    workspaceId,
    sphere: sphere!,
    stage,
    goal: goal!,
    project: project!,
    A,
    M,
    names,
    sprints: [s1!, s2!],
    tasks: { t1, t2, t3, t4, t5, t6, t7, t8, t9, t11 },
  };
}
