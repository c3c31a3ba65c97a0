import { ref } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { VERIFICATION_TRANSITIONS, type VerificationStatus } from '@vdp/shared/dealers/dealer.constants';
import type { PageArgs } from '@vdp/shared/paging/page-args';
import type { DealerApplication } from '@vdp/shared/validation/dealer-application.schema';
import type { DealerListFilter } from '@vdp/shared/validation/dealer-list.schema';
import type { AuditActor, AuditTrail } from '../../core/audit-trail';
import { conflict, notFound } from '../../core/errors';
import { connectionOf, PAGE_KEY, planPage, type Connection, type CursorFieldNames } from '../../core/keyset';
import { containsPattern } from '../../core/text';
import type { Transactions } from '../../core/transactions';
import type { AccountService } from '../auth/account.service';
import type { User } from '../users/user.entity';
import { AutoDealer } from './auto-dealer.entity';
import { DEALER_ORDER, dealerCountSql, dealerPageSql, type DealerPageRow } from './dealer-list.sql';
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

  /**
   * Newest first, searched by business name, licence or contact name, of one status or all: a page
   * by keyset (whole rows in one statement, mapped onto the entity), and how many the filters keep.
   */
  async page(
    em: EntityManager,
    { search, status }: DealerListFilter,
    page: PageArgs,
    fields?: CursorFieldNames,
  ): Promise<Connection<Dealer>> {
    const plan = planPage(DEALER_ORDER, page, { fields });
    const query = { status: status ?? null, searchPattern: search ? containsPattern(search) : null };
    const rows = dealerPageSql(query, plan);
    const count = dealerCountSql(query);
    const connection = em.getConnection();
    const [pageRows, [counted]] = await Promise.all([
      connection.execute<DealerPageRow[]>(rows.sql, rows.params),
      connection.execute<Array<{ total: number }>>(count.sql, count.params),
    ]);
    const present = ({ [PAGE_KEY]: _key, ...row }: DealerPageRow) => presentDealer(em.map(AutoDealer, row));
    return connectionOf(plan, pageRows, present, counted?.total ?? 0);
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
