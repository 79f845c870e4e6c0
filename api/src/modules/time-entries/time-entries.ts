import {
  TIME_ENTRY_LIST_MAX,
  type CreateTimeEntryBody,
  type TimeEntriesQuery,
  type TimeEntryResponse,
  type UpdateTimeEntryBody,
  type WorkspaceEventPayloads,
  type WorkspaceEventType,
} from '@stepwise/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import type { TaskIntervalRow } from '../../db/schema/index.js';
import { validationFailed } from '../../errors/app-error.js';
import { parseWorkspaceId, type WorkspaceScope } from '../../platform/workspace-scope/index.js';
import { lockActiveMember, toTimeEntryResponse } from '../tasks/index.js';
import { runningEntryLocked, timeEntryNotFound, timeEntryOverlap } from './time-entry-errors.js';
import { deleteEntry, findEntry, findOverlap, insertEntry, lockEntry, selectEntries, shareTask, updateEntry } from './time-entry-repository.js';
import { checkedSpan } from './time-entry-span.js';

export interface TimeEntryDeps {
  db: Database;
  live: FastifyInstance['live'];
  now: Date;
}

/** A running entry has no end: it collides with anything after its start. */
const NO_END = new Date('9999-12-31T00:00:00Z');

function normalNote(note: string | null | undefined): string | null | undefined {
  if (note === undefined || note === null) return note;
  return note.trim() === '' ? null : note.trim();
}

async function publish<Type extends WorkspaceEventType>(
  deps: TimeEntryDeps,
  tx: Database,
  scope: WorkspaceScope,
  type: Type,
  payload: WorkspaceEventPayloads[Type],
) {
  await deps.live.publish(tx, { workspaceId: scope.workspaceId, type, payload, actorId: scope.userId, at: deps.now });
}

/** 409 time_entry_overlap when the member has an entry sharing time with [start, end). */
async function assertNoOverlap(tx: Database, span: { workspaceId: number; userId: number; start: Date; end: Date; exceptId?: number }, now: Date) {
  const overlap = await findOverlap(tx, span);
  if (overlap) throw timeEntryOverlap(overlap.entry, overlap.title, now);
}

/** The task of the workspace, kept until the change commits; 400 task_id invalid otherwise. */
async function taskOf(tx: Database, workspaceId: number, taskId: number) {
  const task = parseWorkspaceId(taskId) === undefined ? undefined : await shareTask(tx, workspaceId, taskId);
  if (!task) throw validationFailed({ task_id: 'invalid' });
  return task;
}

/**
 * A manual entry of the caller (or, for an admin, of `user_id`). The member's membership is locked
 * first, as starting a task locks it, so that concurrent entries and timer starts of one member are
 * checked for overlap one after the other.
 */
export async function createTimeEntry(deps: TimeEntryDeps, scope: WorkspaceScope, body: CreateTimeEntryBody): Promise<TimeEntryResponse> {
  const userId = body.user_id ?? scope.userId;
  if (body.ended_at !== undefined && body.minutes !== undefined) throw validationFailed({ minutes: 'invalid' });
  if (body.ended_at === undefined && body.minutes === undefined) throw validationFailed({ ended_at: 'required' });
  const span = checkedSpan(
    { startedAt: new Date(body.started_at), endedAt: body.ended_at === undefined ? undefined : new Date(body.ended_at), minutes: body.minutes },
    deps.now,
  );
  return deps.db.transaction(async (tx) => {
    if (parseWorkspaceId(userId) === undefined || !(await lockActiveMember(tx, scope.workspaceId, userId))) throw validationFailed({ user_id: 'invalid' });
    await taskOf(tx, scope.workspaceId, body.task_id);
    await assertNoOverlap(tx, { workspaceId: scope.workspaceId, userId, start: span.start, end: span.end! }, deps.now);
    const row = await insertEntry(tx, {
      workspaceId: scope.workspaceId,
      taskId: body.task_id,
      userId,
      startedAt: span.start,
      endedAt: span.end!,
      source: 'manual',
      note: normalNote(body.note) ?? null,
    });
    const entry = toTimeEntryResponse(row, deps.now);
    await publish(deps, tx, scope, 'time_entry.saved', { entry });
    return entry;
  });
}

/** The entry, its member's membership locked before it (the order of every change of their time); 404 when gone. */
async function lockForChange(tx: Database, scope: WorkspaceScope, entryId: number): Promise<TaskIntervalRow> {
  const seen = await findEntry(tx, scope.workspaceId, entryId);
  if (!seen) throw timeEntryNotFound();
  // A member who left keeps their entries; an admin may still correct them (nothing of theirs runs).
  await lockActiveMember(tx, scope.workspaceId, seen.userId);
  const entry = await lockEntry(tx, scope.workspaceId, entryId);
  if (!entry) throw timeEntryNotFound();
  return entry;
}

/**
 * Edits an entry: its task, times and note. A running (timer) entry may change only its start and
 * note: it ends when its task is paused or finished.
 */
export async function updateTimeEntry(deps: TimeEntryDeps, scope: WorkspaceScope, entryId: number, body: UpdateTimeEntryBody): Promise<TimeEntryResponse> {
  if (body.ended_at !== undefined && body.minutes !== undefined) throw validationFailed({ minutes: 'invalid' });
  return deps.db.transaction(async (tx) => {
    const entry = await lockForChange(tx, scope, entryId);
    const running = entry.endedAt === null;
    const movesTask = body.task_id !== undefined && body.task_id !== entry.taskId;
    if (running && (body.ended_at !== undefined || body.minutes !== undefined || movesTask)) throw runningEntryLocked('end');
    const changes: Partial<Pick<TaskIntervalRow, 'taskId' | 'startedAt' | 'endedAt' | 'note'>> = {};
    if (movesTask) changes.taskId = (await taskOf(tx, scope.workspaceId, body.task_id!)).id;
    if (body.note !== undefined) changes.note = normalNote(body.note) ?? null;
    if (body.started_at !== undefined || body.ended_at !== undefined || body.minutes !== undefined) {
      const startedAt = body.started_at === undefined ? entry.startedAt : new Date(body.started_at);
      const endedAt = running ? undefined : body.ended_at !== undefined ? new Date(body.ended_at) : body.minutes === undefined ? entry.endedAt! : undefined;
      const span = checkedSpan({ startedAt, endedAt, minutes: body.minutes }, deps.now);
      await assertNoOverlap(
        tx,
        { workspaceId: scope.workspaceId, userId: entry.userId, start: span.start, end: span.end ?? NO_END, exceptId: entry.id },
        deps.now,
      );
      changes.startedAt = span.start;
      if (span.end) changes.endedAt = span.end;
    }
    const row = await updateEntry(tx, entry.id, changes);
    const response = toTimeEntryResponse(row, deps.now);
    await publish(deps, tx, scope, 'time_entry.saved', { entry: response, ...(movesTask && { previous_task_id: entry.taskId }) });
    return response;
  });
}

/** Deletes an entry; a running one is refused (pause the task first), so a task in progress always has its timer. */
export async function deleteTimeEntry(deps: TimeEntryDeps, scope: WorkspaceScope, entryId: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const entry = await lockForChange(tx, scope, entryId);
    if (entry.endedAt === null) throw runningEntryLocked('delete');
    await deleteEntry(tx, entry.id);
    await publish(deps, tx, scope, 'time_entry.deleted', { id: entry.id, user_id: entry.userId, task_id: entry.taskId });
  });
}

/** A query's id: undefined when absent; 400 when beyond the id range. */
export function queryId(value: string | undefined, field: string): number | undefined {
  if (value === undefined) return undefined;
  const id = parseWorkspaceId(value);
  if (id === undefined) throw validationFailed({ [field]: 'invalid' });
  return id;
}

/** Any member reads everyone's entries (the team sees where time went); latest first, at most TIME_ENTRY_LIST_MAX. */
export async function listTimeEntries(db: Database, workspaceId: number, query: TimeEntriesQuery, now: Date): Promise<TimeEntryResponse[]> {
  const rows = await selectEntries(
    db,
    {
      workspaceId,
      userId: queryId(query.user_id, 'user_id'),
      taskId: queryId(query.task_id, 'task_id'),
      from: query.from === undefined ? undefined : new Date(query.from),
      to: query.to === undefined ? undefined : new Date(query.to),
    },
    TIME_ENTRY_LIST_MAX,
  );
  return rows.map((row) => toTimeEntryResponse(row, now));
}
