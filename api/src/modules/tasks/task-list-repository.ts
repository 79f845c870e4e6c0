import { and, count, desc, eq, getTableColumns, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TaskStatus } from '@stepwise/contracts';
import type { Database } from '../../db/database.js';
import { tasks, type TaskRow } from '../../db/schema/index.js';

/**
 * The displayed status in SQL: the contract's `taskStatus()` rule (contracts/src/work/task-status.ts),
 * case for case and in the same order, for `today` (`YYYY-MM-DD`). The one place the database applies it.
 */
export function taskStatusSql(today: string): SQL<TaskStatus> {
  return sql<TaskStatus>`case
    when ${tasks.state} = 'finished' then 'finished'
    when ${tasks.dueOn} is not null and ${tasks.dueOn} < ${today}::date then 'overdue'
    when ${tasks.state} in ('in_progress', 'paused') then ${tasks.state}
    when ${tasks.estimateMinutes} is null then 'not_scored'
    else 'open' end`;
}

/** One id filter: the ids, plus whether unset (`none`) matches. */
export interface IdFilter {
  ids: number[];
  none: boolean;
}

export interface TaskFilters {
  assigneeId?: IdFilter;
  goalId?: IdFilter;
  sphereId?: IdFilter;
  stageId?: IdFilter;
  projectId?: IdFilter;
  statuses?: TaskStatus[];
  /** Each word must occur in the title or the description. */
  words?: string[];
  today: string;
}

function idCondition(column: AnyPgColumn, filter: IdFilter | undefined): SQL | undefined {
  if (!filter) return undefined;
  const conditions = [filter.ids.length > 0 ? inArray(column, filter.ids) : undefined, filter.none ? isNull(column) : undefined].filter(Boolean);
  return or(...conditions);
}

/** `%`, `_` and `\` of a word match themselves. */
function likePattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function filterConditions(workspaceId: number, filters: TaskFilters): SQL | undefined {
  return and(
    eq(tasks.workspaceId, workspaceId),
    idCondition(tasks.assigneeId, filters.assigneeId),
    idCondition(tasks.goalId, filters.goalId),
    idCondition(tasks.sphereId, filters.sphereId),
    idCondition(tasks.stageId, filters.stageId),
    idCondition(tasks.projectId, filters.projectId),
    filters.statuses ? inArray(taskStatusSql(filters.today), filters.statuses) : undefined,
    // One match per word over title and description joined by a space, which no word contains.
    ...(filters.words ?? []).map((word) => sql`(${tasks.title} || ' ' || ${tasks.description}) ilike ${likePattern(word)}`),
  );
}

export interface TaskPage {
  rows: TaskRow[];
  /** More tasks follow the page. */
  more: boolean;
  total: number;
}

/**
 * A page of the workspace's tasks, newest first, after the task `beforeId` (keyset on the id), and the
 * number of all matches. Without words the page walks the (workspace, id) index and a second statement
 * counts; with words, whose matching needs a look at every task's text anyway, one statement scans once
 * and counts the matches in a window before the cursor and the limit apply.
 */
export async function listTasks(db: Database, workspaceId: number, filters: TaskFilters, beforeId: number | undefined, limit: number): Promise<TaskPage> {
  const where = filterConditions(workspaceId, filters);
  const after = beforeId === undefined ? undefined : lt(tasks.id, beforeId);
  if (filters.words?.length) {
    const matching = db
      .select({ ...getTableColumns(tasks), total: sql<number>`count(*) over ()`.mapWith(Number).as('total') })
      .from(tasks)
      .where(where)
      .as('matching');
    const rows = await db
      .select()
      .from(matching)
      .where(beforeId === undefined ? undefined : lt(matching.id, beforeId))
      .orderBy(desc(matching.id))
      .limit(limit + 1);
    const total = rows[0]?.total ?? (beforeId === undefined ? 0 : await countTasks(db, where));
    return { rows: rows.slice(0, limit).map(({ total: _total, ...task }) => task), more: rows.length > limit, total };
  }
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(tasks)
      .where(and(where, after))
      .orderBy(desc(tasks.id))
      .limit(limit + 1),
    countTasks(db, where),
  ]);
  return { rows: rows.slice(0, limit), more: rows.length > limit, total };
}

async function countTasks(db: Database, where: SQL | undefined): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(tasks).where(where);
  return total;
}
