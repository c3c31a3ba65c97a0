import { randomBytes } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { USER_PAGE_SIZE } from '@vdp/shared/users/user.constants';
import type { PageArgs } from '@vdp/shared/paging/page-args';
import type { UserCreateInput, UserInput, UserListQuery } from '@vdp/shared/validation/user.schema';
import { changedFields, type AuditActor, type AuditTrail } from '../../core/audit-trail';
import type { AuthUser } from '../../core/auth-user';
import { AppError, badInput, conflict, notFound } from '../../core/errors';
import { connectionOf, PAGE_KEY, planPage, type Connection, type CursorFieldNames } from '../../core/keyset';
import { containsPattern } from '../../core/text';
import type { Transactions } from '../../core/transactions';
import { englishText } from '../../core/validation';
import type { AccountService } from '../auth/account.service';
import { hashPassword, passwordPolicyRefusal } from '../auth/password';
import type { SessionStore } from '../auth/session.store';
import { User } from './user.entity';
import { presentAccountRow, presentUserAccount, type UserAccount, type UserCounts } from './user-account.presenter';
import {
  LOCK_ACTIVE_ADMINS_SQL,
  USER_COUNTS_SQL,
  USER_LIST_ORDER,
  userCountSql,
  userPageSql,
  type AccountRow,
} from './user-account.sql';

export const LAST_ADMIN = 'This is the last active admin: make another user an admin first.';
export const NOT_YOURSELF = 'You cannot deactivate your own account.';
/** What the trail keeps of an account: never its password or hash. */
function auditedFields(user: User): Record<string, unknown> {
  return {
    username: user.username,
    email: user.email ?? null,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    bio: user.bio ?? null,
    role: user.role,
    isActive: user.isActive,
  };
}

export const NO_EMAIL = 'This user has no e-mail address: add one before sending a set-password link.';

/** A 409 naming the field whose value another user has (the form shows it under that field). */
function taken(field: 'username' | 'email'): AppError {
  const text = englishText({ id: `users.${field}.taken` });
  return new AppError('CONFLICT', text, { fields: [{ field, message: text }] });
}

/**
 * The admin's user management (spec 001 §2 User management, issue 13): accounts of every role,
 * their passwords (set now or chosen from an e-mailed link), deactivation, and the rule that the
 * product always keeps one active admin.
 */
export class UserAccountService {
  constructor(
    private readonly transactions: Transactions,
    private readonly accounts: AccountService,
    private readonly sessions: SessionStore,
    private readonly audit: AuditTrail,
  ) {}

  /** Searched by username, e-mail and names; newest first, by keyset; two statements whatever the page (the page and its total). */
  async list(
    em: EntityManager,
    filter: UserListQuery,
    page: PageArgs,
    fields?: CursorFieldNames,
  ): Promise<Connection<UserAccount>> {
    const like = filter.search ? containsPattern(filter.search) : null;
    const plan = planPage(USER_LIST_ORDER, page, { defaultSize: USER_PAGE_SIZE, fields });
    const rows = userPageSql(like, plan);
    const count = userCountSql(like);
    const connection = em.getConnection();
    const [found, counted] = await Promise.all([
      connection.execute<AccountRow[]>(rows.sql, rows.params),
      connection.execute<Array<{ total: number }>>(count.sql, count.params),
    ]);
    return connectionOf(plan, found, ({ [PAGE_KEY]: _key, ...row }) => presentAccountRow(row), counted[0]!.total);
  }

  async counts(em: EntityManager): Promise<UserCounts> {
    const [row] = await em.getConnection().execute<UserCounts[]>(USER_COUNTS_SQL);
    return row!;
  }

  /** A new account; with passwordMode "link" its owner is e-mailed a link to choose the password. */
  async create(em: EntityManager, input: UserCreateInput, actor: AuditActor): Promise<UserAccount> {
    const { passwordMode, password, ...fields } = input;
    if (password) await refusePolicyBreach(em, password);
    const user = await this.write(em, async (tx) => {
      await this.checkUnique(tx, fields, null);
      const user = tx.create(User, {
        ...fields,
        // a link's account has a random password nobody knows until the link is used
        password: await hashPassword(password ?? randomBytes(32).toString('base64url')),
      });
      await tx.flush();
      // how the password is chosen, never the password
      const after = { ...auditedFields(user), passwordMode };
      await this.audit.record(tx, actor, { entityType: 'user', entityId: user.id, action: 'create', before: null, after });
      return user;
    });
    if (passwordMode === 'link') await this.mailLink(user, 'created');
    return presentUserAccount(user);
  }

  /**
   * The form's fields; demoting the last active admin is refused. A new role ends every session of
   * the user (they sign in again under it); other changes hold from their next request.
   */
  async update(em: EntityManager, id: number, input: UserInput, actor: AuditActor): Promise<UserAccount> {
    let roleChanged = false;
    const user = await this.write(em, async (tx) => {
      const user = await this.find(tx, id);
      await this.checkUnique(tx, input, id);
      if (user.role === 'admin' && input.role !== 'admin') await this.keepAnAdmin(tx, user);
      const before = auditedFields(user);
      roleChanged = user.role !== input.role;
      tx.assign(user, input);
      const changes = changedFields(before, auditedFields(user));
      if (changes) await this.audit.record(tx, actor, { entityType: 'user', entityId: id, action: 'update', ...changes });
      return user;
    });
    // in every api process: a new role ends the sessions, a new name holds from the next request
    if (roleChanged) await this.sessions.destroyAllFor(user.id);
    else this.sessions.userChanged(user.id);
    return presentUserAccount(user);
  }

  /**
   * Sets the password now (argon2id). The user's sessions end, as after any reset; an admin
   * setting their own keeps the session they did it from (`actorSession`) and ends the others.
   */
  async setPassword(
    em: EntityManager,
    id: number,
    password: string,
    actor: AuthUser,
    actorSession?: string,
  ): Promise<UserAccount> {
    await refusePolicyBreach(em, password);
    const hash = await hashPassword(password); // before the transaction: argon2id takes its time
    const user = await this.write(em, async (tx) => {
      const user = await this.find(tx, id);
      user.password = hash;
      await this.recordPassword(tx, actor, user, 'set');
      return user;
    });
    await this.sessions.destroyAllFor(user.id, user.id === actor.id ? actorSession : undefined);
    return presentUserAccount(user);
  }

  /** E-mails the user a link to choose a new password; the current one works until then. */
  async sendPasswordLink(em: EntityManager, id: number, actor: AuditActor): Promise<UserAccount> {
    // the row commits only once the mail has gone: a refused or failed mail leaves none
    const user = await this.transactions.run(em, async (tx) => {
      const user = await this.find(tx, id);
      await this.mailLink(user, 'reset');
      await this.recordPassword(tx, actor, user, 'link');
      return user;
    });
    return presentUserAccount(user);
  }

  /**
   * Deactivating ends the user's sessions at once and refuses them sign-in; an admin cannot
   * deactivate themself nor the last active admin.
   */
  async setActive(em: EntityManager, id: number, isActive: boolean, actor: AuthUser): Promise<UserAccount> {
    if (!isActive && id === actor.id) throw conflict(NOT_YOURSELF);
    const user = await this.write(em, async (tx) => {
      const user = await this.find(tx, id);
      if (!isActive && user.role === 'admin') await this.keepAnAdmin(tx, user);
      if (user.isActive !== isActive) {
        await this.audit.record(tx, actor, {
          entityType: 'user',
          entityId: id,
          action: isActive ? 'activate' : 'deactivate',
          before: { isActive: user.isActive },
          after: { isActive },
        });
      }
      user.isActive = isActive;
      return user;
    });
    if (!isActive) await this.sessions.destroyAllFor(user.id);
    return presentUserAccount(user);
  }

  /** Signs the user out everywhere: every session ends, in every api process; the trail says who did it. */
  async endSessions(em: EntityManager, id: number, actor: AuditActor): Promise<UserAccount> {
    const user = await this.transactions.run(em, async (tx) => {
      const user = await this.find(tx, id);
      await this.audit.record(tx, actor, { entityType: 'user', entityId: id, action: 'end', after: { sessions: 'ended' } });
      return user;
    });
    await this.sessions.destroyAllFor(user.id);
    return presentUserAccount(user);
  }

  /** A password set or a link sent: that it happened and how, never a value. */
  private recordPassword(tx: EntityManager, actor: AuditActor, user: User, method: 'set' | 'link'): Promise<void> {
    return this.audit.record(tx, actor, { entityType: 'user', entityId: user.id, action: 'password', after: { method } });
  }

  private async find(em: EntityManager, id: number): Promise<User> {
    const user = await em.findOne(User, { id });
    if (!user) throw notFound(`User ${id} was not found.`);
    return user;
  }

  /** Refuses to take away `user`'s admin rights when no other active admin would remain. */
  private async keepAnAdmin(tx: EntityManager, user: User): Promise<void> {
    const admins = await tx.execute<Array<{ id: number }>>(LOCK_ACTIVE_ADMINS_SQL);
    if (admins.every((admin) => admin.id === user.id)) throw conflict(LAST_ADMIN);
  }

  private async checkUnique(tx: EntityManager, fields: Pick<UserInput, 'username' | 'email'>, self: number | null) {
    const others = await tx.find(
      User,
      {
        $or: [{ username: fields.username }, ...(fields.email ? [{ email: fields.email }] : [])],
        ...(self ? { id: { $ne: self } } : {}),
      },
      { fields: ['username', 'email'] },
    );
    if (others.some((other) => other.username === fields.username)) throw taken('username');
    if (others.length > 0) throw taken('email');
  }

  /** One transaction; a username or e-mail taken meanwhile (unique index) is the same 409. */
  private async write(em: EntityManager, work: (tx: EntityManager) => Promise<User>): Promise<User> {
    try {
      return await this.transactions.run(em, async (tx) => {
        const user = await work(tx);
        await tx.flush();
        return user;
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        throw taken(/users_email_unique/.test(error.message) ? 'email' : 'username');
      }
      throw error;
    }
  }

  private async mailLink(user: User, why: 'created' | 'reset'): Promise<void> {
    if (!user.email) throw conflict(NO_EMAIL);
    const name = user.firstName || user.username;
    await this.accounts.sendSetPasswordLink(user, user.email, {
      subject: why === 'created' ? 'Your account is ready: choose your password' : 'Choose a new password',
      paragraphs: [
        `Hello ${name},`,
        why === 'created'
          ? 'An administrator created an account for you on the vehicle-donation platform.'
          : 'An administrator asked for your password to be reset on the vehicle-donation platform.',
      ],
      path: '/set-password',
    });
  }
}

/** The admin's password policy (settings security.password_*): 400 naming `password`. */
async function refusePolicyBreach(em: EntityManager, password: string): Promise<void> {
  const refusal = await passwordPolicyRefusal(em, password);
  if (refusal) throw badInput([{ field: 'password', message: refusal }]);
}
