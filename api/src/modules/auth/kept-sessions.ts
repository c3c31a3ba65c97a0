import { LRUCache } from 'lru-cache';
import type { AuthUser } from '../../core/auth-user';
import type { AppPubSub } from '../../core/events/pubsub';

/** A session ended or its user changed: forget what every api process keeps of it. */
export const SESSIONS_CHANGED = 'sessions.changed';
export type SessionsChangedPayload = { sessionId: string } | { userId: number };

/** Signed-in sessions kept at once; past that the least recently used are read again. */
export const MAX_SESSIONS = 10_000;
/**
 * How long a session's user is reused without reading the database: the bound on how late a
 * change no event announces (an applicant's role granted on approval) is seen.
 */
export const KEPT_SESSION_MS = 5_000;

interface KeptSession {
  user: AuthUser;
  expiresAt: number;
}

/**
 * Who each session signs in, kept for a few seconds (issue 15): a dealer bidding or a page
 * polling reads the sessions table once in KEPT_SESSION_MS instead of on every request. Signing
 * out, deactivation, a new password and an admin's change of the user publish SESSIONS_CHANGED,
 * which every api process hears and forgets at once; a lookup that began before such an event is
 * not kept after it.
 */
export class KeptSessions {
  private readonly sessions = new LRUCache<string, KeptSession>({ max: MAX_SESSIONS, ttl: KEPT_SESSION_MS });
  /** Counts forgettings, so a lookup that raced one is not kept. */
  private generation = 0;

  constructor(private readonly pubSub: AppPubSub | undefined) {
    if (pubSub) {
      pubSub.listen(SESSIONS_CHANGED, (event) => this.forget(event as SessionsChangedPayload));
    }
  }

  /** The session's user when memory holds it, else undefined (to be read). */
  peek(sessionId: string): AuthUser | undefined {
    const kept = this.sessions.get(sessionId);
    return kept && kept.expiresAt > Date.now() ? kept.user : undefined;
  }

  /** The session's user, from memory or from `read` (which also gives when the session expires, epoch ms). */
  async resolve(sessionId: string, read: () => Promise<{ user: AuthUser; expiresAt: number } | null>): Promise<AuthUser | null> {
    const kept = this.peek(sessionId);
    if (kept) return kept;
    const generation = this.generation;
    const found = await read();
    if (found && generation === this.generation) {
      this.sessions.set(sessionId, { user: found.user, expiresAt: found.expiresAt });
    }
    return found?.user ?? null;
  }

  /** Forgets here at once, and in every other api process when the event reaches it. */
  changed(payload: SessionsChangedPayload): void {
    this.forget(payload);
    this.pubSub?.publish(SESSIONS_CHANGED, payload);
  }

  private forget(payload: SessionsChangedPayload): void {
    this.generation++;
    if ('sessionId' in payload) {
      this.sessions.delete(payload.sessionId);
      return;
    }
    for (const [id, kept] of this.sessions.entries()) if (kept.user.id === payload.userId) this.sessions.delete(id);
  }
}
