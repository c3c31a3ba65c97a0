import type { MikroORM } from '@mikro-orm/postgresql';
import { LRUCache } from 'lru-cache';
import crypto from 'node:crypto';
import { HttpSession } from './http-session.entity';
import { User } from '../users/user.entity';
import type { AuthUser } from '../../core/auth-user';
import { KeptSessions, MAX_SESSIONS } from './kept-sessions';
import type { Role } from '@vdp/shared/auth/roles';

interface SessionRow {
  id: number;
  username: string;
  role: Role;
  /** When the session expires, in epoch milliseconds (before any slide; never past its absolute end). */
  expires_ms: number;
}

/**
 * Parameters: session id (the token's HMAC), idle lifetime and absolute lifetime in seconds. A
 * session lives while used within the idle lifetime, and never past its absolute end (its start
 * plus the absolute lifetime, OWASP ASVS V3.3). The update slides the expiry, capped at that end,
 * only when less than half the idle lifetime is left; the select answers for live sessions either way.
 */
const RESOLVE_SQL = `
with p as (
  select cast(? as text) as id, cast(? as double precision) as ttl, cast(? as double precision) as absolute
), live as (
  select s.id, s.user_id, least(s.expires_at, s.created_at + make_interval(secs => p.absolute)) as ends_at
  from http_sessions s, p
  where s.id = p.id and s.expires_at > now() and s.created_at + make_interval(secs => p.absolute) > now()
), slide as (
  update http_sessions s set expires_at = least(now() + make_interval(secs => p.ttl), s.created_at + make_interval(secs => p.absolute)), updated_at = now()
  from live, p
  where s.id = live.id and s.expires_at - now() < make_interval(secs => p.ttl / 2)
)
select u.id, u.username, u.role, (extract(epoch from live.ends_at) * 1000)::float8 as expires_ms from live join users u on u.id = live.user_id and u.is_active`;

/** How long sessions live as configured now, in milliseconds. */
export interface SessionLifetimes {
  /** Without use (security.session_ttl_hours, else SESSION_TTL_HOURS): slides forward with use. */
  idleMs: number;
  /** From sign-in, however much it is used (security.session_absolute_hours). */
  absoluteMs: number;
}

/**
 * Cookie sessions kept in PostgreSQL. The cookie holds a random 256-bit token; the table keeps
 * only its HMAC, so a copy of the table signs nobody in. Expiry slides forward with use.
 */
export class SessionStore {
  /** The lifetimes last read: a cookie set right after create() lives the shorter. */
  private current: SessionLifetimes;
  /** Each recent token's id: a signed-in client sends the same token with every request, the HMAC is worked out once (as many as KeptSessions keeps). */
  private readonly ids = new LRUCache<string, string>({ max: MAX_SESSIONS });

  constructor(
    private readonly orm: MikroORM,
    private readonly secret: string,
    /** The session lifetimes as configured now (the security settings, else the environment). */
    private readonly lifetimes: () => Promise<SessionLifetimes>,
    initial: SessionLifetimes,
    private readonly kept: KeptSessions = new KeptSessions(undefined),
  ) {
    this.current = initial;
  }

  /** What a new session's cookie lives: the idle lifetime, never past the absolute one. */
  get ttlMs(): number {
    return Math.min(this.current.idleMs, this.current.absoluteMs);
  }

  private async read(): Promise<SessionLifetimes> {
    this.current = await this.lifetimes();
    return this.current;
  }

  async create(userId: number): Promise<string> {
    await this.read();
    const ttlMs = this.ttlMs;
    const token = crypto.randomBytes(32).toString('base64url');
    const em = this.orm.em.fork();
    em.create(HttpSession, {
      id: this.idOf(token),
      user: em.getReference(User, userId),
      data: {},
      expiresAt: new Date(Date.now() + ttlMs),
    });
    await em.flush();
    return token;
  }

  /**
   * The user a token signs in, or null when the token is unknown or expired, or its user deactivated. Runs on every signed-in
   * request, so it is one plain statement (no entity hydration): it reads the user and, once less
   * than half the lifetime is left, slides the expiry forward in the same round trip.
   */
  async resolve(token: string | undefined): Promise<AuthUser | null> {
    if (!token || token.length > 100) return null;
    const id = this.idOf(token);
    return this.kept.resolve(id, async () => {
      const { idleMs, absoluteMs } = await this.read();
      const [row] = await this.orm.em.getConnection().execute<SessionRow[]>(RESOLVE_SQL, [id, idleMs / 1000, absoluteMs / 1000]);
      return row ? { user: { id: row.id, username: row.username, role: row.role }, expiresAt: row.expires_ms } : null;
    });
  }

  /** The user a token signs in when memory holds it now; undefined when it must be resolved. */
  peek(token: string): AuthUser | undefined {
    return token.length > 100 ? undefined : this.kept.peek(this.idOf(token));
  }

  async destroy(token: string | undefined): Promise<void> {
    if (!token) return;
    const id = this.idOf(token);
    await this.orm.em.fork().nativeDelete(HttpSession, { id });
    this.kept.changed({ sessionId: id });
  }

  /**
   * Ends every session of the user (sign out everywhere, a new password or role, deactivation) in
   * every api process at once; `keepToken`, the caller's own session, lives on when given.
   */
  async destroyAllFor(userId: number, keepToken?: string): Promise<void> {
    const keep = keepToken ? { id: { $ne: this.idOf(keepToken) } } : {};
    await this.orm.em.fork().nativeDelete(HttpSession, { user: userId, ...keep });
    this.kept.changed({ userId });
  }

  /** The user's name or role changed: every api process reads their sessions again. */
  userChanged(userId: number): void {
    this.kept.changed({ userId });
  }

  async purgeExpired(): Promise<number> {
    return this.orm.em.fork().nativeDelete(HttpSession, { expiresAt: { $lte: new Date() } });
  }

  private idOf(token: string): string {
    let id = this.ids.get(token);
    if (id === undefined) {
      id = crypto.createHmac('sha256', this.secret).update(token).digest('hex');
      this.ids.set(token, id);
    }
    return id;
  }
}
