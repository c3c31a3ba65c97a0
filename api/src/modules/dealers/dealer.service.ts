import { ref } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { VERIFICATION_TRANSITIONS, type VerificationStatus } from '@vdp/shared/dealers/dealer.constants';
import type { DealerApplication } from '@vdp/shared/validation/dealer-application.schema';
import type { AuditActor, AuditTrail } from '../../core/audit-trail';
import { conflict, notFound } from '../../core/errors';
import { containsPattern } from '../../core/text';
import type { Transactions } from '../../core/transactions';
import type { AccountService } from '../auth/account.service';
import type { User } from '../users/user.entity';
import { AutoDealer } from './auto-dealer.entity';
import { presentDealer, type Dealer } from './dealer.presenter';

/** Dealer applications, their verification and the verified dealer's sign-in account. */
export class DealerService {
  constructor(
    private readonly accounts: AccountService,
    private readonly transactions: Transactions,
    private readonly audit: AuditTrail,
  ) {}

  async register(em: EntityManager, application: DealerApplication): Promise<Dealer> {
    if (await em.count(AutoDealer, { email: application.email })) {
      throw conflict(`A dealer application with the e-mail ${application.email} already exists.`);
    }
    const { address, city, state, zipCode, ...rest } = application;
    const dealer = em.create(AutoDealer, { ...rest, address: { street: address, city, region: state, postalCode: zipCode } });
    await em.flush();
    return presentDealer(dealer);
  }

  /** Searched by business name, licence or contact name; newest first. */
  async list(em: EntityManager, search?: string | null): Promise<Dealer[]> {
    const term = search?.trim();
    const like = term ? containsPattern(term) : undefined;
    const dealers = await em.find(
      AutoDealer,
      like
        ? { $or: [{ businessName: { $ilike: like } }, { dealerLicense: { $ilike: like } }, { contactName: { $ilike: like } }] }
        : {},
      { orderBy: { createdAt: 'desc', id: 'desc' } },
    );
    return dealers.map(presentDealer);
  }

  /** The signed-in dealer's own record (null when the account has none). */
  async mine(em: EntityManager, userId: number): Promise<Dealer | null> {
    const dealer = await em.findOne(AutoDealer, { user: userId });
    return dealer ? presentDealer(dealer) : null;
  }

  /** Verify, reject or revoke. Verifying gives the dealer a sign-in and mails a set-password link. */
  async setStatus(
    em: EntityManager,
    id: number,
    next: Exclude<VerificationStatus, 'pending'>,
    actor: AuditActor,
  ): Promise<Dealer> {
    let invite: User | undefined;
    const dealer = await this.transactions.run(em, async (tx) => {
      const dealer = await tx.findOne(AutoDealer, id, { populate: ['user'] });
      if (!dealer) throw notFound(`Dealer ${id} was not found.`);
      const current = dealer.verificationStatus as VerificationStatus;
      if (!VERIFICATION_TRANSITIONS[current]?.includes(next)) throw conflict(`A ${current} dealer cannot become ${next}.`);
      await this.audit.record(tx, actor, {
        entityType: 'dealer',
        entityId: id,
        // rejecting a verified dealer is a revocation (VERIFICATION_TRANSITIONS)
        action: next === 'verified' ? 'verify' : current === 'verified' ? 'revoke' : 'reject',
        before: { verificationStatus: current },
        after: { verificationStatus: next },
      });
      dealer.verificationStatus = next;
      dealer.isVerified = next === 'verified';
      dealer.verificationDate = new Date();
      if (next === 'verified' && !dealer.user) {
        invite = await this.accounts.grant(tx, { email: dealer.email, name: dealer.contactName, role: 'dealer' });
        dealer.user = ref(invite);
      }
      return dealer;
    });
    if (invite) {
      await this.accounts.sendSetPasswordLink(invite, dealer.email, {
        subject: 'Your dealer account is verified',
        paragraphs: [
          `Hello ${dealer.contactName},`,
          `${dealer.businessName} is now a verified dealer. You can bid on donated vehicles.`,
        ],
        path: '/dealer-registration/set-password',
      });
    }
    return presentDealer(dealer);
  }
}
