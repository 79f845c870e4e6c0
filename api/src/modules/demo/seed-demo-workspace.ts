import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock.js';
import { scopeOf } from '../../platform/workspace-scope/index.js';
import { flowOf, reorderFlow } from '../flow/index.js';
import { createGoal } from '../goals/index.js';
import { createProject } from '../projects/index.js';
import { createSphere, listSpheres } from '../spheres/index.js';
import { createTask, transitionTask, workspaceToday, type TaskDeps } from '../tasks/index.js';
import { findUserByEmail, insertUser } from '../users/index.js';
import { addMember, createWorkspace } from '../workspaces/index.js';
import {
  DEMO_EMAIL,
  DEMO_GOALS,
  DEMO_MARKETING_SPHERE,
  DEMO_PASSWORD,
  DEMO_PEOPLE,
  DEMO_PROJECT,
  DEMO_TASKS,
  DEMO_WORKSPACE,
  type DemoTask,
} from './demo-content.js';
import { workdaysBetween, workSessions, workStart, type Session } from './working-hours.js';

/** What seeding needs of the app. */
export type DemoSeedDeps = Pick<FastifyInstance, 'db' | 'live' | 'clock' | 'passwords'>;

export interface DemoSeedResult {
  /** false: the demo account existed already and nothing was written. */
  created: boolean;
  email: string;
  password: string;
  workspaceId?: number;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A clock the seed moves through the past, so that every change is stamped when it "happened". */
class SeedClock implements Clock {
  private at: Date;
  constructor(start: Date) {
    this.at = start;
  }
  set(at: Date): void {
    this.at = at;
  }
  now(): Date {
    return this.at;
  }
}

/**
 * Creates the demo account and its populated workspace, once: when the demo account exists, nothing
 * is written. Everything goes through the modules' services (the rules, the activity and the live
 * events of a real team), with the clock moved back to when each change happened.
 */
export async function seedDemoWorkspace(app: DemoSeedDeps): Promise<DemoSeedResult> {
  const result = { email: DEMO_EMAIL, password: DEMO_PASSWORD };
  if (await findUserByEmail(app.db, DEMO_EMAIL)) return { created: false, ...result };

  const now = app.clock.now();
  const clock = new SeedClock(new Date(now.getTime() - 28 * DAY));
  const deps: TaskDeps = { db: app.db, live: app.live, clock };
  const changeDeps = () => ({ db: app.db, live: app.live, now: clock.now() });

  const passwordHash = await app.passwords.hash(DEMO_PASSWORD);
  const people: number[] = [];
  for (const person of DEMO_PEOPLE) {
    const user = await insertUser(app.db, {
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      passwordHash,
      status: 'active',
      lang: 'ru',
    });
    people.push(user.id);
  }
  const workspace = await createWorkspace(
    app.db,
    { ...DEMO_WORKSPACE, department: 'software', customDepartment: undefined, teamSize: '5', creatorRole: 'team_lead', plan: undefined, creatorLang: 'ru' },
    people[0],
    clock.now(),
  );
  for (const [index, person] of DEMO_PEOPLE.entries()) {
    if (index > 0) await addMember(app.db, { workspaceId: workspace.id, userId: people[index], role: person.role, now: clock.now() });
  }
  const admin = scopeOf(workspace.id, people[0], 'admin');
  const marketing = await createSphere(changeDeps(), admin, DEMO_MARKETING_SPHERE, 'ru');
  const [general] = await listSpheres(app.db, workspace.id);
  const goalIds: number[] = [];
  for (const goal of DEMO_GOALS) {
    const due = workspaceToday(new Date(now.getTime() + goal.dueInDays * DAY));
    goalIds.push((await createGoal(changeDeps(), admin, { title: goal.title, description: goal.description, due_on: due, owner_id: people[goal.owner] })).id);
  }
  const projectId = (await createProject(changeDeps(), admin, DEMO_PROJECT)).id;

  const plans = planWork(now);
  const taskIds: number[] = [];
  for (const [index, task] of DEMO_TASKS.entries()) {
    clock.set(plans.get(index)?.createdAt ?? new Date(now.getTime() - (((index * 3) % 12) + 1) * DAY));
    const assigneeId = task.assignee === null ? null : people[task.assignee];
    const created = await createTask(deps, workspace.id, assigneeId ?? people[0], {
      title: task.title,
      sphere_id: task.sphere === 'general' ? general!.id : marketing.id,
      assignee_id: assigneeId,
      ...(task.estimate !== undefined && { estimate_minutes: task.estimate }),
      ...(task.complexity !== undefined && { complexity: task.complexity }),
      ...(task.goal !== undefined && { goal_id: goalIds[task.goal] }),
      ...(task.project && { project_id: projectId }),
      ...(task.dueInDays !== undefined && { due_on: workspaceToday(new Date(now.getTime() + task.dueInDays * DAY)) }),
      ...(task.blockedBy && { blocked_by: task.blockedBy.map((blocker) => taskIds[blocker]) }),
    });
    taskIds.push(created.id);
  }

  // Each member's past work in the order it happened.
  const work = [...plans.entries()].flatMap(([index, plan]) => plan.steps.map((step) => ({ ...step, index })));
  work.sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const step of work) {
    clock.set(step.at);
    const task = DEMO_TASKS[step.index]!;
    await transitionTask(deps, {
      workspaceId: workspace.id,
      taskId: taskIds[step.index],
      actorId: people[task.assignee!],
      transition: step.transition,
      ...(step.transition === 'finish' && task.spentMinutes !== undefined && { spentMinutes: task.spentMinutes }),
    });
  }

  // Each member orders their queue: what is overdue or due soonest first.
  clock.set(now);
  for (const [index, userId] of people.entries()) {
    const flow = await flowOf(app.db, workspace.id, userId);
    const ordered = [...flow].sort((a, b) => (a.dueOn ?? '9999').localeCompare(b.dueOn ?? '9999'));
    await reorderFlow(deps, scopeOf(workspace.id, userId, DEMO_PEOPLE[index]!.role), userId, { task_ids: ordered.map((task) => task.id) });
  }
  return { created: true, ...result, workspaceId: workspace.id };
}

interface WorkStep {
  at: Date;
  transition: 'start' | 'pause' | 'finish';
}

interface WorkPlan {
  createdAt: Date;
  steps: WorkStep[];
}

/** Steps of a piece of work: start and pause around each session; the last one ends with `last`. */
function stepsOf(sessions: Session[], last: 'pause' | 'finish'): WorkStep[] {
  return sessions.flatMap((session, index) => [
    { at: session.start, transition: 'start' as const },
    { at: session.end, transition: index === sessions.length - 1 ? last : ('pause' as const) },
  ]);
}

/**
 * When each worked-on task was created, started, paused and finished: a member's finished tasks spread
 * over the working days of the past weeks (the time each took is its estimate times its pace), then their
 * paused task worked on for a while, then their active task started this morning's last hours.
 */
function planWork(now: Date): Map<number, WorkPlan> {
  const plans = new Map<number, WorkPlan>();
  const days = workdaysBetween(new Date(now.getTime() - 26 * DAY), new Date(now.getTime() - 3 * DAY));
  const tasksOf = (member: number, kind: DemoTask['kind']) =>
    DEMO_TASKS.flatMap((task, index) => (task.assignee === member && task.kind === kind ? [index] : []));
  for (const member of DEMO_PEOPLE.keys()) {
    let cursor = workStart(days[0]!);
    const finished = tasksOf(member, 'finished');
    for (const [order, index] of finished.entries()) {
      const task = DEMO_TASKS[index]!;
      const day = days[Math.floor((order * days.length) / finished.length)]!;
      const from = new Date(Math.max(cursor.getTime(), workStart(day, (index * 53) % 150).getTime()));
      const sessions = workSessions(from, Math.round(task.estimate! * (task.pace ?? 1)));
      plans.set(index, { createdAt: new Date(from.getTime() - (1 + (index % 3)) * DAY), steps: stepsOf(sessions, 'finish') });
      cursor = new Date(sessions.at(-1)!.end.getTime() + 30 * MINUTE);
    }
    for (const index of tasksOf(member, 'paused')) {
      const from = new Date(Math.max(cursor.getTime(), workStart(days.at(-1)!, 60).getTime()));
      const sessions = workSessions(from, Math.round(DEMO_TASKS[index]!.estimate! * 0.4));
      plans.set(index, { createdAt: new Date(from.getTime() - 2 * DAY), steps: stepsOf(sessions, 'pause') });
      cursor = new Date(sessions.at(-1)!.end.getTime() + 30 * MINUTE);
    }
    for (const [order, index] of tasksOf(member, 'active').entries()) {
      const start = new Date(now.getTime() - (40 + 25 * (index % 4) + order) * MINUTE);
      plans.set(index, { createdAt: new Date(Math.min(start.getTime(), cursor.getTime()) - DAY), steps: [{ at: start, transition: 'start' }] });
    }
  }
  return plans;
}
