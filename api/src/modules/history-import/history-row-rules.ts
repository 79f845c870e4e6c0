import { ESTIMATE_MAX_MINUTES, TASK_TITLE_MAX_LENGTH, type HistorySkipReason, type HistorySkippedLine } from '@stepwise/contracts';
import type { ImportedTask } from '@stepwise/scheduling';
import { spanProblem, spansShareTime, type SpanProblem } from '../time-entries/index.js';

/** The time-entry rule a row's interval breaks, as the import names it. */
const SPAN_REASONS: Record<SpanProblem, HistorySkipReason> = {
  start_invalid: 'started_at_invalid',
  start_in_future: 'in_future',
  end_invalid: 'finished_at_invalid',
  end_not_after_start: 'finished_before_started',
  end_in_future: 'in_future',
  too_long: 'too_long',
};

/**
 * Why a read row cannot become a task with its time entry, without looking at other rows: the core
 * reads what any tracker could hold, while a Stepwise task and entry have tighter limits.
 */
export function ownRowRefusal(task: ImportedTask, now: Date): HistorySkipReason | undefined {
  if (task.title.length > TASK_TITLE_MAX_LENGTH) return 'title_too_long';
  if (task.estimateMinutes === null || task.estimateMinutes > ESTIMATE_MAX_MINUTES) return 'estimate_invalid';
  const problem = spanProblem({ start: new Date(task.startedAt), end: new Date(task.finishedAt) }, now);
  return problem && SPAN_REASONS[problem];
}

interface RowSpan {
  line: number;
  start: Date;
  end: Date;
}

/** The file's rows taken so far, per member: they never share time, so only the neighbours of a new row can. */
export class FileSpans {
  readonly #byMember = new Map<number, RowSpan[]>();

  /** The earlier row of the member that shares time with `task`, if any. */
  overlapping(task: ImportedTask): RowSpan | undefined {
    const spans = this.#byMember.get(task.memberId) ?? [];
    const span = toSpan(task);
    const index = firstStartingAfter(spans, span.start);
    return [spans[index - 1], spans[index]].find((other) => other !== undefined && spansShareTime(span, other));
  }

  add(task: ImportedTask): void {
    let spans = this.#byMember.get(task.memberId);
    if (!spans) this.#byMember.set(task.memberId, (spans = []));
    const span = toSpan(task);
    spans.splice(firstStartingAfter(spans, span.start), 0, span);
  }
}

function toSpan(task: ImportedTask): RowSpan {
  return { line: task.line, start: new Date(task.startedAt), end: new Date(task.finishedAt) };
}

/** The index of the first span starting after `at` (spans by start). */
function firstStartingAfter(spans: readonly { start: Date }[], at: Date): number {
  let low = 0;
  let high = spans.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (spans[middle]!.start <= at) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * A member's existing time entries around the rows (older imports may hold entries that share time,
 * so the check looks at the latest end of every entry starting before the row ends, not at neighbours).
 */
export class MemberEntries {
  readonly #starts: Date[];
  readonly #latestEnds: number[];

  constructor(entries: ReadonlyArray<{ startedAt: Date; endedAt: Date | null }>) {
    const sorted = [...entries].sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime());
    this.#starts = sorted.map((entry) => entry.startedAt);
    let latest = -Infinity;
    this.#latestEnds = sorted.map((entry) => (latest = Math.max(latest, entry.endedAt?.getTime() ?? Infinity)));
  }

  /** Whether an entry shares time with [start, end): one starting before its end ends after its start (a running one never ends). */
  shareTime(task: ImportedTask): boolean {
    const before = firstStartingAtOrAfter(this.#starts, new Date(task.finishedAt));
    return before > 0 && this.#latestEnds[before - 1]! > task.startedAt;
  }
}

function firstStartingAtOrAfter(starts: readonly Date[], at: Date): number {
  let low = 0;
  let high = starts.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (starts[middle]! < at) low = middle + 1;
    else high = middle;
  }
  return low;
}

export interface RowDecisions {
  accepted: ImportedTask[];
  refused: HistorySkippedLine[];
}

/**
 * Decides rows that keep their own rules, in line order: a row sharing time with an earlier row of
 * its member is refused (`overlaps_row`), then one sharing time with an entry the member has
 * (`overlaps_entry`). `file` holds the rows taken before these and is only read: the caller adds the
 * accepted rows once they are committed (a retried transaction decides its rows again).
 */
export function decideOverlaps(tasks: readonly ImportedTask[], file: FileSpans, entries: ReadonlyMap<number, MemberEntries>): RowDecisions {
  const decisions: RowDecisions = { accepted: [], refused: [] };
  const taken = new FileSpans();
  for (const task of tasks) {
    const earlier = file.overlapping(task) ?? taken.overlapping(task);
    if (earlier) decisions.refused.push({ line: task.line, reason: 'overlaps_row', other_line: earlier.line });
    else if (entries.get(task.memberId)?.shareTime(task)) decisions.refused.push({ line: task.line, reason: 'overlaps_entry' });
    else {
      taken.add(task);
      decisions.accepted.push(task);
    }
  }
  return decisions;
}
