import crypto from 'node:crypto';
import { ref } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { hashPassword, passwordProblem } from '../auth/password';
import { badInput, conflict, notFound } from '../../core/errors';
import type { Mailer } from '../../core/mailer';
import { User } from '../users/user.entity';
import { AutoDealer } from './auto-dealer.entity';
import {
  SET_PASSWORD_LINK_HOURS,
  VERIFICATION_STATUSES,
  VERIFICATION_TRANSITIONS,
  type VerificationStatus,
} from '@vdp/shared/dealers/dealer.constants';
import { DealerView } from './dealer.types';
import { validateDealerApplication } from './dealer.validation';
import type { SetPasswordTokens } from '../auth/set-password-token';

/** Dealer applications, verification and the dealer's sign-in account. */
export class DealerService {
  constructor(
    private readonly mailer: Mailer,
    private readonly tokens: SetPasswordTokens,
    private readonly publicUrl: string,
  ) {}

  async register(em: EntityManager, raw: Record<string, unknown>): Promise<DealerView> {
    const { application, problems } = validateDealerApplication(raw);
    if (problems.length > 0) throw badInput(problems);
    if (await em.count(AutoDealer, { email: application.email })) {
      throw conflict(`A dealer application with the e-mail ${application.email} already exists.`);
    }
    const dealer = em.create(AutoDealer, application);
    await em.flush();
    return DealerView.of(dealer);
  }

  async list(em: EntityManager, search?: string | null): Promise<DealerView[]> {
    const term = search?.trim();
    const like = term ? `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
    const dealers = await em.find(
      AutoDealer,
      like
        ? { $or: [{ businessName: { $ilike: like } }, { dealerLicense: { $ilike: like } }, { contactName: { $ilike: like } }] }
        : {},
      { orderBy: { createdAt: 'desc', id: 'desc' } },
    );
    return dealers.map((d) => DealerView.of(d));
  }

  /** The signed-in dealer's own record (null when the account has none). */
  async mine(em: EntityManager, userId: number): Promise<DealerView | null> {
    const dealer = await em.findOne(AutoDealer, { user: userId });
    return dealer ? DealerView.of(dealer) : null;
  }

  /** Verify, reject or revoke. Verifying gives the dealer a sign-in and mails a set-password link. */
  async setStatus(em: EntityManager, id: number, status: unknown): Promise<DealerView> {
    if (!(VERIFICATION_STATUSES as readonly unknown[]).includes(status) || status === 'pending') {
      throw badInput([{ field: 'verificationStatus', message: 'Verification status must be verified or rejected' }]);
    }
    const next = status as VerificationStatus;
    const dealer = await em.findOne(AutoDealer, id, { populate: ['user'] });
    if (!dealer) throw notFound(`Dealer ${id} was not found.`);
    const current = dealer.verificationStatus as VerificationStatus;
    if (!VERIFICATION_TRANSITIONS[current]?.includes(next)) throw conflict(`A ${current} dealer cannot become ${next}.`);
    let invite: { user: User } | undefined;
    await em.transactional(async (tx) => {
      dealer.verificationStatus = next;
      dealer.isVerified = next === 'verified';
      dealer.verificationDate = new Date();
      if (next === 'verified' && !dealer.user) invite = { user: await this.accountFor(tx, dealer) };
    });
    if (invite) await this.sendInvite(dealer, invite.user);
    return DealerView.of(dealer);
  }

  /** Sets the password of a dealer account from its e-mailed link. */
  async setPassword(em: EntityManager, token: unknown, password: unknown): Promise<{ username: string }> {
    const plain = typeof password === 'string' ? password : '';
    const problem = passwordProblem(plain);
    if (problem) throw badInput([{ field: 'password', message: problem }]);
    const userId = typeof token === 'string' ? this.tokens.userIdOf(token) : undefined;
    const user = userId ? await em.findOne(User, userId) : null;
    if (!user || !this.tokens.verify(token as string, user.password)) {
      throw badInput([{ field: 'token', message: 'This link is invalid or has expired. Ask an administrator for a new one.' }]);
    }
    user.password = await hashPassword(plain);
    await em.flush();
    return { username: user.username };
  }

  private async accountFor(em: EntityManager, dealer: AutoDealer): Promise<User> {
    const existing = await em.findOne(User, { $or: [{ email: dealer.email }, { username: dealer.email }] });
    const user =
      existing ??
      em.create(User, {
        username: dealer.email,
        email: dealer.email,
        role: 'dealer',
        firstName: dealer.contactName,
        password: await hashPassword(crypto.randomBytes(32).toString('base64url')),
      });
    if (existing && existing.role === 'user') existing.role = 'dealer';
    dealer.user = ref(user);
    return user;
  }

  private async sendInvite(dealer: AutoDealer, user: User): Promise<void> {
    const expires = new Date(Date.now() + SET_PASSWORD_LINK_HOURS * 3_600_000);
    const link = `${this.publicUrl}/dealer-registration/set-password?token=${encodeURIComponent(this.tokens.issue(user.id, user.password, expires))}`;
    const text = [
      `Hello ${dealer.contactName},`,
      '',
      `${dealer.businessName} is now a verified dealer. You can bid on donated vehicles.`,
      `Your username is ${user.username}. Choose your password here (valid ${SET_PASSWORD_LINK_HOURS} hours):`,
      link,
    ].join('\n');
    await this.mailer.send({
      to: dealer.email,
      subject: 'Your dealer account is verified',
      text,
      html: text
        .split('\n')
        .map((line) => (line === link ? `<p><a href="${link}">${link}</a></p>` : `<p>${line.replace(/[<>&]/g, '')}</p>`))
        .join(''),
    });
  }
}
