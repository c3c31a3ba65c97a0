import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Role } from '@vdp/shared/auth/roles';
import type { SetPasswordInput } from '@vdp/shared/validation/auth.schema';
import { badInput } from '../../core/errors';
import { paragraphsMail, type Mailer } from '../../core/mailer';
import { englishText } from '../../core/validation';
import { User } from '../users/user.entity';
import { hashPassword, passwordPolicyRefusal } from './password';
import type { SessionStore } from './session.store';
import type { SetPasswordTokens } from './set-password-token';

/** A set-password link stays valid this long. */
export const SET_PASSWORD_LINK_HOURS = 72;

export interface Invitation {
  subject: string;
  /** The opening paragraphs (greeting, what was approved); the username and the link follow. */
  paragraphs: string[];
  /** The web page that takes the link's token, e.g. /dealer-registration/set-password. */
  path: string;
}

/**
 * The account an approved applicant signs in with — dealers now, charities and staff next: the
 * account itself, a set-password link by e-mail, and the password chosen from that link.
 */
export class AccountService {
  constructor(
    private readonly mailer: Mailer,
    private readonly tokens: SetPasswordTokens,
    private readonly publicUrl: string,
    private readonly sessions: SessionStore,
  ) {}

  /**
   * The account of `email`, in the caller's transaction: the existing one (a plain user takes
   * `role`), or a new one whose password nobody knows until the link is used.
   */
  async grant(tx: EntityManager, applicant: { email: string; name: string; role: Role }): Promise<User> {
    const existing = await tx.findOne(User, { $or: [{ email: applicant.email }, { username: applicant.email }] });
    if (existing) {
      if (existing.role === 'user') existing.role = applicant.role;
      return existing;
    }
    return tx.create(User, {
      username: applicant.email,
      email: applicant.email,
      role: applicant.role,
      firstName: applicant.name,
      password: await hashPassword(crypto.randomBytes(32).toString('base64url')),
    });
  }

  /** E-mails `user` a link to choose a password, valid SET_PASSWORD_LINK_HOURS hours. */
  async sendSetPasswordLink(user: User, to: string, invitation: Invitation): Promise<void> {
    const expires = new Date(Date.now() + SET_PASSWORD_LINK_HOURS * 3_600_000);
    const token = this.tokens.issue(user.id, user.password, expires);
    const link = `${this.publicUrl}${invitation.path}?token=${encodeURIComponent(token)}`;
    await this.mailer.send(
      paragraphsMail({
        to,
        subject: invitation.subject,
        paragraphs: [
          ...invitation.paragraphs,
          `Your username is ${user.username}. Choose your password here (valid ${SET_PASSWORD_LINK_HOURS} hours):`,
          link,
        ],
        links: [link],
      }),
    );
  }

  /**
   * Sets the password the link's holder chose; the link dies with the old password, and every
   * session of the account ends (whoever held one signs in with the new password).
   */
  async setPassword(em: EntityManager, { token, password }: SetPasswordInput): Promise<{ username: string }> {
    const userId = this.tokens.userIdOf(token);
    const user = userId ? await em.findOne(User, userId) : null;
    if (!user || !this.tokens.verify(token, user.password)) {
      throw badInput([{ field: 'token', message: englishText({ id: 'auth.password.linkInvalid' }) }]);
    }
    const refusal = await passwordPolicyRefusal(em, password);
    if (refusal) throw badInput([{ field: 'password', message: refusal }]);
    user.password = await hashPassword(password);
    await em.flush();
    await this.sessions.destroyAllFor(user.id);
    return { username: user.username };
  }
}
