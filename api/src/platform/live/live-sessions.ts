import type { FastifyBaseLogger } from 'fastify';

/** An open live connection of a signed-in user, as the sign-out notices see it. */
export interface LiveSession {
  readonly userId: number;
  /** Checks that the connection's access token is still valid; closes the connection when it is not. */
  recheck(): Promise<void>;
}

/**
 * The signed-in live connections of this API instance by user. When a user's tokens are revoked
 * anywhere (sign-out, a password change or reset), a notice names the user and each of their
 * connections here checks its own token, so a session that ended loses its socket within a second
 * and one that did not (the session that changed the password) keeps it.
 */
export class LiveSessions {
  private readonly byUser = new Map<number, Set<LiveSession>>();
  private notices = 0;

  constructor(private readonly log: FastifyBaseLogger) {}

  /**
   * How many notices arrived so far: a connection reads it before checking its token and again once
   * it is registered, and checks once more if a notice came in between (it could not have been reached).
   */
  get noticeCount(): number {
    return this.notices;
  }

  /** Registers a connection; the returned function removes it. */
  add(session: LiveSession): () => void {
    let sessions = this.byUser.get(session.userId);
    if (!sessions) {
      sessions = new Set();
      this.byUser.set(session.userId, sessions);
    }
    sessions.add(session);
    return () => {
      const current = this.byUser.get(session.userId);
      current?.delete(session);
      if (current?.size === 0) this.byUser.delete(session.userId);
    };
  }

  /** A notice `<user id>` arrived: some of the user's tokens were revoked. */
  tokensRevoked(payload: string): Promise<void> {
    this.notices += 1;
    const userId = Number(payload);
    const sessions = [...(this.byUser.get(userId) ?? [])];
    return Promise.all(
      sessions.map((session) =>
        session.recheck().catch((error: unknown) => this.log.error({ err: error, userId }, 'live channel: a session could not be checked after a sign-out')),
      ),
    ).then(() => undefined);
  }

  /** Notices may have been missed (the listening connection dropped): every connection checks its token. */
  recheckAll(): Promise<void> {
    this.notices += 1;
    return Promise.all([...this.byUser.keys()].map((userId) => this.tokensRevoked(String(userId)))).then(() => undefined);
  }
}
