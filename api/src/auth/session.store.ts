import type { MikroORM } from '@mikro-orm/postgresql';
import crypto from 'node:crypto';
import { HttpSession } from '../modules/auth/http-session.entity';
import { User } from '../modules/users/user.entity';
import type { AuthUser } from './auth-user';

/**
 * Cookie sessions kept in PostgreSQL. The cookie holds a random 256-bit token; the table keeps
 * only its HMAC, so a copy of the table signs nobody in. Expiry slides forward with use.
 */
export class SessionStore {
  constructor(
    private readonly orm: MikroORM,
    private readonly secret: string,
    readonly ttlMs: number,
  ) {}

  async create(userId: number): Promise<string> {
    const token = crypto.randomBytes(32).toString('base64url');
    const em = this.orm.em.fork();
    em.create(HttpSession, {
      id: this.idOf(token),
      user: em.getReference(User, userId),
      data: {},
      expiresAt: new Date(Date.now() + this.ttlMs),
    });
    await em.flush();
    return token;
  }

  /** The user a token signs in, or null when the token is unknown or expired. */
  async resolve(token: string | undefined): Promise<AuthUser | null> {
    if (!token || token.length > 100) return null;
    const em = this.orm.em.fork();
    const session = await em.findOne(
      HttpSession,
      { id: this.idOf(token), expiresAt: { $gt: new Date() } },
      { populate: ['user'] },
    );
    if (!session) return null;
    if (session.expiresAt.getTime() - Date.now() < this.ttlMs / 2) {
      session.expiresAt = new Date(Date.now() + this.ttlMs);
      await em.flush();
    }
    const user = session.user.getEntity();
    return { id: user.id, username: user.username, role: user.role };
  }

  async destroy(token: string | undefined): Promise<void> {
    if (!token) return;
    await this.orm.em.fork().nativeDelete(HttpSession, { id: this.idOf(token) });
  }

  async destroyAllFor(userId: number): Promise<void> {
    await this.orm.em.fork().nativeDelete(HttpSession, { user: userId });
  }

  async purgeExpired(): Promise<number> {
    return this.orm.em.fork().nativeDelete(HttpSession, { expiresAt: { $lte: new Date() } });
  }

  private idOf(token: string): string {
    return crypto.createHmac('sha256', this.secret).update(token).digest('hex');
  }
}
