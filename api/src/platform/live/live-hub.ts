import { LIVE_MAX_REPLAY, type WorkspaceEvent, type LiveServerMessage } from '@stepwise/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import { eventsAfter, latestSeq } from './live-repository.js';

const PAGE = 500;

/** One open screen's interest in one workspace. */
export interface LiveSubscriber {
  userId: number;
  /** The last event number this subscriber has been sent. */
  cursor: number;
  /**
   * The workspace's latest event number when the membership was checked for this subscription: a
   * `member.removed` up to it is history (the user has joined again since) and ends nothing.
   */
  since: number;
  send(message: LiveServerMessage): void;
}

/** A workspace with subscribers on this instance: reads of its new events are done one at a time. */
class WorkspaceFeed {
  readonly subscribers = new Set<LiveSubscriber>();
  private queue: Promise<void> = Promise.resolve();
  private pending = false;

  constructor(
    readonly workspaceId: number,
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly onEvent: (workspaceId: number, event: WorkspaceEvent) => void,
  ) {}

  /** Sends every subscriber the events it has not had. Calls while one runs fold into one more run. */
  pull(): Promise<void> {
    if (this.pending) return this.queue;
    this.pending = true;
    this.queue = this.queue.then(async () => {
      this.pending = false;
      try {
        await this.deliver();
      } catch (error) {
        this.log.error({ err: error, workspaceId: this.workspaceId }, 'live events could not be read');
      }
    });
    return this.queue;
  }

  private async deliver(): Promise<void> {
    for (;;) {
      if (this.subscribers.size === 0) return;
      const from = Math.min(...[...this.subscribers].map((subscriber) => subscriber.cursor));
      const events = await eventsAfter(this.db, this.workspaceId, from, PAGE);
      for (const event of events) {
        for (const subscriber of this.subscribers) {
          if (event.seq <= subscriber.cursor) continue;
          subscriber.cursor = event.seq;
          subscriber.send({ type: 'event', workspace_id: this.workspaceId, event });
        }
        this.onEvent(this.workspaceId, event);
      }
      if (events.length < PAGE) return;
    }
  }
}

/**
 * The live channel of one API instance: which open screens follow which workspace, and the push of
 * each new event to them. Every instance learns of new events from the database's notifications, so
 * a change written through one instance reaches subscribers of all of them.
 */
export class LiveHub {
  private readonly feeds = new Map<number, WorkspaceFeed>();

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** A notification `<workspace id>:<seq>` arrived. */
  notified(payload: string): void {
    const workspaceId = Number(payload.split(':')[0]);
    void this.feeds.get(workspaceId)?.pull();
  }

  /** Notifications may have been missed: look for new events of every followed workspace. */
  pullAll(): Promise<void> {
    return Promise.all([...this.feeds.values()].map((feed) => feed.pull())).then(() => undefined);
  }

  /**
   * Adds a subscriber and sends it what it missed after `after` (or nothing, without `after`), then
   * `subscribed`. Returns the function that removes it. A client too far behind, or ahead of the
   * server (its `after` beyond the latest event: the database was restored from a backup, or it is
   * another database), is told to reload (`reset`) instead of waiting for numbers it already has.
   */
  async subscribe(workspaceId: number, subscriber: LiveSubscriber, after: number | undefined): Promise<() => void> {
    const latest = await latestSeq(this.db, workspaceId);
    subscriber.cursor = after ?? latest;
    if (after !== undefined && (after > latest || latest - after > LIVE_MAX_REPLAY)) {
      subscriber.cursor = latest;
      subscriber.send({ type: 'reset', workspace_id: workspaceId, seq: latest });
    }
    let feed = this.feeds.get(workspaceId);
    if (!feed) {
      feed = new WorkspaceFeed(workspaceId, this.db, this.log, (id, event) => this.afterEvent(id, event));
      this.feeds.set(workspaceId, feed);
    }
    feed.subscribers.add(subscriber);
    await feed.pull();
    subscriber.send({ type: 'subscribed', workspace_id: workspaceId, seq: subscriber.cursor });
    const current = feed;
    return () => {
      current.subscribers.delete(subscriber);
      if (current.subscribers.size === 0 && this.feeds.get(workspaceId) === current) this.feeds.delete(workspaceId);
    };
  }

  /** A member removed from a workspace stops receiving its events at once (replays of older removals end nothing). */
  private afterEvent(workspaceId: number, event: WorkspaceEvent): void {
    if (event.type !== 'member.removed') return;
    const userId = event.payload.user_id;
    const feed = this.feeds.get(workspaceId);
    if (!feed || typeof userId !== 'number') return;
    for (const subscriber of [...feed.subscribers]) {
      if (subscriber.userId !== userId || event.seq <= subscriber.since) continue;
      feed.subscribers.delete(subscriber);
      subscriber.send({ type: 'unsubscribed', workspace_id: workspaceId, reason: 'removed' });
    }
  }
}
