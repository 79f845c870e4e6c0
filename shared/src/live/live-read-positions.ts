import type { LiveSeqStamp } from '@stepwise/contracts/rules';

/** Whether an answer holds every change the page's live subscription will not deliver. */
export type AnswerFreshness = 'current' | 'stale';

/** An answer whose subscription was sent "from now on" waits this long at most for its start. */
const PENDING_WAIT_MS = 5_000;

interface Position {
  /** The lowest event number of the answers read while no subscription covered the workspace. */
  lowest?: number;
  /** Every event after this number reaches the page (the subscription's start); undefined: not known yet. */
  start?: number;
  /** A subscription "from now on" was sent and its start is not known yet: answers wait for it. */
  waiting?: Array<() => void>;
}

/**
 * Where the page's answers of each workspace stand in its event stream (the `X-Live-Seq` of each
 * workspace read) against where its live subscription starts, so that no change falls between them:
 *
 * - answers read before the workspace is followed give the subscription its `after` (the lowest of them);
 * - an answer read before a subscription that started later ("from now on", or after a `reset`) is stale:
 *   the page reads it again, now covered by the subscription.
 *
 * One per page (`liveReadPositions`), shared by the API layer, which reports answers, and the live
 * connection, which reports subscriptions.
 */
export class LiveReadPositions {
  private readonly positions = new Map<number, Position>();

  constructor(private readonly pendingWaitMs = PENDING_WAIT_MS) {}

  private position(workspaceId: number): Position {
    let position = this.positions.get(workspaceId);
    if (!position) {
      position = {};
      this.positions.set(workspaceId, position);
    }
    return position;
  }

  /** An answer of a workspace read at `seq` arrived. */
  async answerRead({ workspaceId, seq }: LiveSeqStamp): Promise<AnswerFreshness> {
    const position = this.position(workspaceId);
    if (position.waiting) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.pendingWaitMs);
        position.waiting!.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    const current = this.positions.get(workspaceId) ?? this.position(workspaceId);
    if (current.start === undefined) {
      current.lowest = Math.min(current.lowest ?? seq, seq);
      return 'current';
    }
    return seq >= current.start ? 'current' : 'stale';
  }

  /** The `after` of a first subscription: the lowest number of the answers read so far, if any. */
  startAfter(workspaceId: number): number | undefined {
    return this.positions.get(workspaceId)?.lowest;
  }

  /** A subscription was sent: from `after` (its start is known), or from now on (known once confirmed). */
  subscribing(workspaceId: number, after: number | undefined): void {
    const position = this.position(workspaceId);
    if (after !== undefined) {
      if (position.start === undefined) this.settle(position, after);
      return;
    }
    position.waiting ??= [];
  }

  /** The server confirmed where the subscription starts, or said to reload from `seq` (`reset`). */
  started(workspaceId: number, seq: number, reset = false): void {
    const position = this.position(workspaceId);
    if (position.start === undefined || reset) this.settle(position, seq);
  }

  /** The connection dropped before a subscription "from now on" was confirmed: answers wait no longer. */
  unconfirmed(workspaceId: number): void {
    const position = this.positions.get(workspaceId);
    if (!position?.waiting) return;
    const waiting = position.waiting;
    position.waiting = undefined;
    for (const wake of waiting) wake();
  }

  /** The page stopped following the workspace: what it reads from now on starts a new subscription. */
  ended(workspaceId: number): void {
    const position = this.positions.get(workspaceId);
    this.positions.delete(workspaceId);
    for (const wake of position?.waiting ?? []) wake();
  }

  private settle(position: Position, start: number): void {
    position.start = start;
    position.lowest = undefined;
    const waiting = position.waiting ?? [];
    position.waiting = undefined;
    for (const wake of waiting) wake();
  }
}

/** The page's one record (see LiveReadPositions). */
export const liveReadPositions = new LiveReadPositions();
