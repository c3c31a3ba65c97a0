import type { EntityManager } from '@mikro-orm/postgresql';
import type { LoginInput } from '@vdp/shared/validation/auth.schema';
import { unauthenticated } from '../../core/errors';
import { User } from '../users/user.entity';
import { presentUser, type UserProfile } from '../users/user.presenter';
import type { AuthUser } from '../../core/auth-user';
import type { LoginThrottle } from './login-throttle';
import { verifyPassword } from './password';
import type { SessionStore } from './session.store';

export const LOGIN_FAILED = 'Invalid username or password.';
/** Told only to whoever gave the right password. */
export const ACCOUNT_DEACTIVATED = 'This account has been deactivated. Contact an administrator.';

export interface LoginRequest extends LoginInput {
  clientKey: string;
  /** The token of the session the client had, ended so that the id changes at sign-in. */
  previousToken: string | undefined;
}

export class AuthService {
  constructor(
    private readonly sessions: SessionStore,
    private readonly throttle: LoginThrottle,
  ) {}

  /** Checks the credentials, throttling failures, and opens a new session: the signed-in user and its token. */
  async login(em: EntityManager, request: LoginRequest): Promise<{ user: UserProfile; token: string }> {
    const { username, password } = request;
    if (username.length > 255 || password.length > 1000) throw unauthenticated(LOGIN_FAILED);

    await this.throttle.check(request.clientKey, username);
    const user = await em.findOne(User, { username });
    const valid = await verifyPassword(user?.password, password);
    if (!user || !valid) {
      await this.throttle.recordFailure(request.clientKey, username);
      throw unauthenticated(LOGIN_FAILED);
    }
    await this.throttle.recordSuccess(username);
    if (!user.isActive) throw unauthenticated(ACCOUNT_DEACTIVATED);
    await this.sessions.destroy(request.previousToken);
    const token = await this.sessions.create(user.id);
    return { user: presentUser(user), token };
  }

  logout(token: string | undefined): Promise<void> {
    return this.sessions.destroy(token);
  }

  /** Ends every session of the user, on every device and in every api process, this one included. */
  signOutEverywhere(user: AuthUser): Promise<void> {
    return this.sessions.destroyAllFor(user.id);
  }

  /** The full profile of a signed-in user (the session only carries id, name and role). */
  async profile(em: EntityManager, user: AuthUser): Promise<UserProfile | null> {
    const found = await em.findOne(User, { id: user.id });
    return found ? presentUser(found) : null;
  }
}
