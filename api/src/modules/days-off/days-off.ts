import { DAY_OFF_MAX_DAYS, type CreateDayOffBody, type DayOffResponse, type FieldCode } from '@stepwise/contracts';
import { epochDay, minuteOfDay, type DayOff } from '@stepwise/scheduling';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import { AppError, validationFailed } from '../../errors/app-error.js';
import { findActiveMemberRole, type WorkspaceScope } from '../../platform/workspace-scope/index.js';
import { memberNotFound } from '../schedules/index.js';
import { deleteDayOff as deleteDayOffRow, insertDayOff, selectDaysOff, type DayOffRow } from './day-off-repository.js';

export interface DayOffChangeDeps {
  db: Database;
  live: FastifyInstance['live'];
  now: Date;
}

export function toDayOffResponse(row: DayOffRow): DayOffResponse {
  return {
    id: row.id,
    user_id: row.userId,
    from: row.fromDay,
    to: row.toDay,
    kind: row.kind,
    part: row.partFrom && row.partTo ? [row.partFrom, row.partTo] : null,
    created_at: row.createdAt.toISOString(),
  };
}

/** Days off as the scheduling core reads them. */
export function toCoreDayOff(row: DayOffRow): DayOff {
  return { from: row.fromDay, to: row.toDay, kind: row.kind, part: row.partFrom && row.partTo ? [row.partFrom, row.partTo] : null };
}

/** Every member's days off (or one member's), by member. */
export async function daysOffByMember(db: Database, workspaceId: number, userId?: number): Promise<Map<number, DayOff[]>> {
  const byMember = new Map<number, DayOff[]>();
  for (const row of await selectDaysOff(db, workspaceId, userId)) {
    if (!byMember.has(row.userId)) byMember.set(row.userId, []);
    byMember.get(row.userId)!.push(toCoreDayOff(row));
  }
  return byMember;
}

export async function listDaysOff(db: Database, workspaceId: number, userId: number): Promise<DayOffResponse[]> {
  if (!(await findActiveMemberRole(db, workspaceId, userId))) throw memberNotFound();
  return (await selectDaysOff(db, workspaceId, userId)).map(toDayOffResponse);
}

/** 404 for someone who is not a member (whether the caller may act for them, the route's scope decided). */
async function assertIsMember(db: Database, scope: WorkspaceScope, userId: number): Promise<void> {
  if (!(await findActiveMemberRole(db, scope.workspaceId, userId))) throw memberNotFound();
}

function assertDayOff(body: CreateDayOffBody): void {
  const fields: Record<string, FieldCode> = {};
  // from and to are supported dates by the schema.
  if (body.to < body.from || epochDay(body.to) - epochDay(body.from) >= DAY_OFF_MAX_DAYS) fields.to = 'invalid';
  if (body.part && minuteOfDay(body.part[1]) <= minuteOfDay(body.part[0])) fields.part = 'invalid';
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
}

export async function createDayOff(deps: DayOffChangeDeps, scope: WorkspaceScope, userId: number, body: CreateDayOffBody): Promise<DayOffResponse> {
  await assertIsMember(deps.db, scope, userId);
  assertDayOff(body);
  return deps.db.transaction(async (tx) => {
    const row = await insertDayOff(tx, {
      workspaceId: scope.workspaceId,
      userId,
      fromDay: body.from,
      toDay: body.to,
      kind: body.kind,
      partFrom: body.part?.[0] ?? null,
      partTo: body.part?.[1] ?? null,
      createdAt: deps.now,
    });
    const dayOff = toDayOffResponse(row);
    await deps.live.publish(tx, { workspaceId: scope.workspaceId, type: 'day_off.created', payload: { day_off: dayOff }, actorId: scope.userId, at: deps.now });
    return dayOff;
  });
}

export async function removeDayOff(deps: DayOffChangeDeps, scope: WorkspaceScope, userId: number, dayOffId: number): Promise<void> {
  await assertIsMember(deps.db, scope, userId);
  await deps.db.transaction(async (tx) => {
    const row = await deleteDayOffRow(tx, scope.workspaceId, userId, dayOffId);
    if (!row) throw new AppError(404, 'not_found', 'Day off not found');
    await deps.live.publish(tx, {
      workspaceId: scope.workspaceId,
      type: 'day_off.deleted',
      payload: { id: dayOffId, user_id: userId },
      actorId: scope.userId,
      at: deps.now,
    });
  });
}
