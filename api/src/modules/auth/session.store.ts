import type { MikroORM } from '@mikro-orm/postgresql';
import crypto from 'node:crypto';
import { HttpSession } from './http-session.entity';
import { User } from '../users/user.entity';
import type { AuthUser } from '../../core/auth-user';
import { KeptSessions } from './kept-sessions';
import type { Role } from '@vdp/shared/auth/roles';

interface SessionRow {
  id: number;
  username: string;
  role: Role;
  /** When the session expires, in epoch milliseconds (before any slide). */
  expires_ms: number;
}

/**
 * Parameters: session id (the token's HMAC), lifetime in seconds. The update touches the row only
 * when less than half the lifetime is left; the select answers for live sessions either way.
 */
const RESOLVE_SQL = `
with live as (
  select s.id, s.user_id, s.expires_at from http_sessions s where s.id = ? and s.expires_at > now()
), slide as (
  update http_sessions s set expires_at = now() + make_interval(secs => p.ttl), updated_at = now()
  from live, (select cast(? as double precision) as ttl) p
  where s.id = live.id and s.expires_at - now() < make_interval(secs => p.ttl / 2)
)
select u.id, u.username, u.role, (extract(epoch from live.expires_at) * 1000)::float8 as expires_ms from live join users u on u.id = live.user_id and u.is_active`;

/**
 * Cookie sessions kept in PostgreSQL. The cookie holds a random 256-bit token; the table keeps
 * only its HMAC, so a copy of the table signs nobody in. Expiry slides forward with use.
 */
export class SessionStore {
  /** The lifetime last read: what a cookie set right after create() or resolve() lives. */
  private currentTtlMs: number;

  constructor(
    private readonly orm: MikroORM,
    private readonly secret: string,
    /** The session lifetime as configured now (the setting security.session_ttl_hours, else SESSION_TTL_HOURS). */
    private readonly lifetimeMs: () => Promise<number>,
    initialTtlMs: number,
    private readonly kept: KeptSessions = new KeptSessions(undefined),
  ) {
    this.currentTtlMs = initialTtlMs;
  }

  get ttlMs(): number {
    return this.currentTtlMs;
  }

  private async ttl(): Promise<number> {
    this.currentTtlMs = await this.lifetimeMs();
    return this.currentTtlMs;
  }

  async create(userId: number): Promise<string> {
    const ttlMs = await this.ttl();
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
      const [row] = await this.orm.em.getConnection().execute<SessionRow[]>(RESOLVE_SQL, [id, (await this.ttl()) / 1000]);
      return row ? { user: { id: row.id, username: row.username, role: row.role }, expiresAt: row.expires_ms } : null;
    });
  }

  async destroy(token: string | undefined): Promise<void> {
    if (!token) return;
    const id = this.idOf(token);
    await this.orm.em.fork().nativeDelete(HttpSession, { id });
    this.kept.changed({ sessionId: id });
  }

  async destroyAllFor(userId: number): Promise<void> {
    await this.orm.em.fork().nativeDelete(HttpSession, { user: userId });
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
    return crypto.createHmac('sha256', this.secret).update(token).digest('hex');
  }
}
