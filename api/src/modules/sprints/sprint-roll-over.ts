import type { FastifyInstance } from 'fastify';
import { sprintSummaryMail } from '../../platform/mail/templates/index.js';
import type { Mailer } from '../../plugins/app/mailer.js';
import type { Database } from '../../db/database.js';
import type { SprintRow } from '../../db/schema/index.js';
import { loadSprintCalendar, type SprintCalendar } from './sprint-calendar.js';
import {
  claimRollOver,
  findFirstOpenSprint,
  findSprint,
  insertSprintTasks,
  lockSprintSettings,
  selectOpenPlacements,
  selectRollOverCandidates,
  selectSummaryAddressees,
  selectUnfinishedSprintTaskIds,
} from './sprint-repository.js';
import { publishSprints, sprintDetail, writeMissingSprints, type SprintChangeDeps } from './sprints.js';

export const SPRINT_ROLL_OVER_JOB = 'sprints.roll-over';
export const SPRINT_ROLL_OVER_SWEEP_JOB = 'sprints.roll-over-sweep';
/** How often ended sprints are looked for: a sprint's tasks move within this long after its last day. */
export const SPRINT_ROLL_OVER_SWEEP_MS = 5 * 60_000;

/** A roll-over also emails the closing summary to the workspace's admins. */
export interface RollOverDeps extends SprintChangeDeps {
  mailer: Mailer;
}

export interface RollOverResult {
  sprintId: number;
  /** The sprint the tasks went to. */
  targetId: number;
  carriedTaskIds: number[];
}

/**
 * Moves an ended sprint's unfinished tasks to the first sprint that has not ended, marked carried
 * over; a task already planned in a sprint that has not ended stays where it is. Runs once per sprint
 * whatever the number of runs or API instances: the sprint is marked rolled over by a conditional
 * update in the same transaction, which also queues the closing summary to every active admin, in
 * their language (so each admin gets it exactly once). Null when the sprint has not ended, is gone, or was rolled over already.
 */
export async function rollOverSprint(deps: RollOverDeps, sprintId: number): Promise<RollOverResult | null> {
  const sprint = await findSprint(deps.db, sprintId);
  if (!sprint || sprint.rolledOverAt) return null;
  const { workspaceId } = sprint;
  const calendar = await loadSprintCalendar(deps.db, workspaceId);
  const today = calendar.dayAt(deps.now);
  if (sprint.endsOn >= today) return null;
  return deps.db.transaction(async (tx) => {
    const settings = await lockSprintSettings(tx, workspaceId);
    if (!(await claimRollOver(tx, sprintId, deps.now))) return null;
    await writeMissingSprints(tx, workspaceId, settings, calendar.createdOn, today, deps.now);
    const target = (await findFirstOpenSprint(tx, workspaceId, today))!;
    const unfinished = await selectUnfinishedSprintTaskIds(tx, sprintId);
    const placed = new Set((await selectOpenPlacements(tx, workspaceId, today, { taskIds: unfinished })).map((placement) => placement.taskId));
    const carried = unfinished.filter((taskId) => !placed.has(taskId));
    await insertSprintTasks(tx, workspaceId, target.id, carried, true, deps.now);
    if (carried.length > 0) await publishSprints(deps, tx, workspaceId, null, calendar, [target.id]);
    await emailSummary(deps, tx, sprint, calendar, today);
    return { sprintId, targetId: target.id, carriedTaskIds: carried };
  });
}

/** Queues the sprint's closing summary to each active admin of its workspace, in their language, in the roll-over's transaction. */
async function emailSummary(deps: RollOverDeps, tx: Database, sprint: SprintRow, calendar: SprintCalendar, today: string): Promise<void> {
  const { summary } = await sprintDetail(tx, calendar, sprint, today);
  if (!summary) return;
  const { workspaceName, admins } = await selectSummaryAddressees(tx, sprint.workspaceId);
  for (const admin of admins) {
    await deps.mailer.enqueue(tx, sprintSummaryMail, {
      to: admin.email,
      lang: admin.lang,
      data: {
        firstName: admin.firstName,
        workspaceId: sprint.workspaceId,
        workspaceName,
        sprintId: sprint.id,
        number: sprint.number,
        startsOn: sprint.startsOn,
        endsOn: sprint.endsOn,
        summary,
      },
    });
  }
}

/**
 * Enqueues the roll-over of every sprint that has ended in its workspace's zone, one job per sprint
 * (its id is the job's unique key, so sweeps of several instances add it once).
 */
export async function enqueueEndedSprints(app: FastifyInstance, now: Date): Promise<number> {
  const candidates = await selectRollOverCandidates(app.db, now.toISOString().slice(0, 10));
  const todays = new Map<number, string>();
  let enqueued = 0;
  for (const candidate of candidates) {
    let today = todays.get(candidate.workspaceId);
    if (today === undefined) {
      today = (await loadSprintCalendar(app.db, candidate.workspaceId)).dayAt(now);
      todays.set(candidate.workspaceId, today);
    }
    if (candidate.endsOn >= today) continue;
    if (await app.jobs.enqueue(app.db, SPRINT_ROLL_OVER_JOB, { sprint_id: candidate.id }, { uniqueKey: String(candidate.id) })) enqueued += 1;
  }
  return enqueued;
}

export function scheduleSprintRollOver(app: FastifyInstance): void {
  app.jobs.define<{ sprint_id: number }>(SPRINT_ROLL_OVER_JOB, async ({ sprint_id: sprintId }) =>
    rollOverSprint({ db: app.db, live: app.live, mailer: app.mailer, now: app.clock.now() }, sprintId),
  );
  app.jobs.schedule(SPRINT_ROLL_OVER_SWEEP_JOB, SPRINT_ROLL_OVER_SWEEP_MS, async () => ({ enqueued: await enqueueEndedSprints(app, app.clock.now()) }));
}
