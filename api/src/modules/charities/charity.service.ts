import { ref, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CHARITY_TRANSITIONS, type CharityVerificationStatus } from '@vdp/shared/charities/charity.constants';
import { parseCharityNumber } from '@vdp/shared/charities/charity-number';
import type { PageArgs } from '@vdp/shared/paging/page-args';
import type { CharityInput, CharityListQuery } from '@vdp/shared/validation/charity.schema';
import { changedFields, type AuditActor, type AuditTrail } from '../../core/audit-trail';
import { conflict, notFound } from '../../core/errors';
import { connectionOf, PAGE_KEY, planPage, type Connection, type CursorFieldNames } from '../../core/keyset';
import { containsPattern } from '../../core/text';
import type { Transactions } from '../../core/transactions';
import type { AccountService } from '../auth/account.service';
import type { RegistryService } from '../registry/registry.service';
import type { User } from '../users/user.entity';
import { Charity } from './charity.entity';
import { presentCharity, presentCharityChoice, type CharityChoiceRecord, type CharityRecord } from './charity.presenter';
import { applyRegistryRecord, NOT_FOUND_STATUS } from './charity-registry';
import { CHARITY_LIST_ORDER, charityCountSql, charityPageSql, type CharityRow } from './charity-list.sql';

const duplicate = (number: string) => conflict(`A charity with the registration number ${number} is already registered.`);

/** Flushes; a concurrent registration of the same number (the unique index) is the same 409 as the check before. */
async function flushUnique(em: EntityManager, number: string): Promise<void> {
  try {
    await em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw duplicate(number);
    throw error;
  }
}

/** Charity registrations, the admin's edits and verification, and the verified charity's sign-in. */
export class CharityService {
  constructor(
    private readonly accounts: AccountService,
    private readonly registry: RegistryService,
    private readonly transactions: Transactions,
    private readonly audit: AuditTrail,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** A new charity, pending until an admin verifies it against the registry. */
  /** `actor` is null for a visitor's registration (the public form), else the admin who added it. */
  async register(em: EntityManager, input: CharityInput, actor: AuditActor): Promise<CharityRecord> {
    return this.transactions.run(em, async (tx) => {
      if (await tx.count(Charity, { registrationNumber: input.registrationNumber })) throw duplicate(input.registrationNumber);
      const charity = tx.create(Charity, { ...input, verificationStatus: 'pending' });
      await flushUnique(tx, input.registrationNumber);
      const after = presentCharity(charity);
      await this.audit.record(tx, actor, { entityType: 'charity', entityId: charity.id, action: 'create', before: null, after });
      return after;
    });
  }

  /**
   * Searched by name, registration number (spaces and dashes ignored) or city; by name, by keyset;
   * two statements whatever the page (the page and its total).
   */
  async list(
    em: EntityManager,
    filter: CharityListQuery,
    page: PageArgs,
    fields?: CursorFieldNames,
  ): Promise<Connection<CharityRecord>> {
    const term = filter.search;
    const search = term ? { like: containsPattern(term), compact: containsPattern(term.replace(/[\s-]/g, '')) } : null;
    const plan = planPage(CHARITY_LIST_ORDER, page, { fields });
    const rows = charityPageSql(search, plan);
    const count = charityCountSql(search);
    const connection = em.getConnection();
    const [found, counted] = await Promise.all([
      connection.execute<CharityRow[]>(rows.sql, rows.params),
      connection.execute<Array<{ total: number }>>(count.sql, count.params),
    ]);
    return connectionOf(
      plan,
      found,
      ({ [PAGE_KEY]: _key, ...columns }) => presentCharity(em.map(Charity, columns)),
      counted[0]!.total,
    );
  }

  /** The wizard's choices: active, verified charities by name. */
  async choices(em: EntityManager): Promise<CharityChoiceRecord[]> {
    const charities = await em.find(
      Charity,
      { isActive: true, verificationStatus: 'verified' },
      { orderBy: { name: 'asc', id: 'asc' } },
    );
    return charities.map(presentCharityChoice);
  }

  async update(em: EntityManager, id: number, input: CharityInput, actor: AuditActor): Promise<CharityRecord> {
    return this.transactions.run(em, async (tx) => {
      const charity = await tx.findOne(Charity, id);
      if (!charity) throw notFound(`Charity ${id} was not found.`);
      if (
        input.registrationNumber !== charity.registrationNumber &&
        (await tx.count(Charity, { registrationNumber: input.registrationNumber, id: { $ne: id } }))
      ) {
        throw duplicate(input.registrationNumber);
      }
      const before = presentCharity(charity);
      tx.assign(charity, input);
      await flushUnique(tx, input.registrationNumber);
      const after = presentCharity(charity);
      const changes = changedFields(before, after);
      if (changes) await this.audit.record(tx, actor, { entityType: 'charity', entityId: id, action: 'update', ...changes });
      return after;
    });
  }

  async setActive(em: EntityManager, id: number, isActive: boolean, actor: AuditActor): Promise<CharityRecord> {
    return this.transactions.run(em, async (tx) => {
      const charity = await tx.findOne(Charity, id);
      if (!charity) throw notFound(`Charity ${id} was not found.`);
      if (charity.isActive !== isActive) {
        await this.audit.record(tx, actor, {
          entityType: 'charity',
          entityId: id,
          action: isActive ? 'activate' : 'deactivate',
          before: { isActive: charity.isActive },
          after: { isActive },
        });
      }
      charity.isActive = isActive;
      await tx.flush();
      return presentCharity(charity);
    });
  }

  /** The signed-in charity's own record (null when the account has none). */
  async mine(em: EntityManager, userId: number): Promise<CharityRecord | null> {
    const charity = await em.findOne(Charity, { user: userId });
    return charity ? presentCharity(charity) : null;
  }

  /**
   * Verify or reject. Verifying re-reads the registry (refused unless it says registered), copies
   * its record into the row and gives the charity a sign-in with a set-password link. Rejecting
   * keeps the account, but a rejected charity's portal is closed (charity-portal.service.ts).
   */
  async setVerification(
    em: EntityManager,
    id: number,
    next: Exclude<CharityVerificationStatus, 'pending'>,
    actor: AuditActor,
  ): Promise<CharityRecord> {
    let invite: User | undefined;
    const charity = await this.transactions.run(em, async (tx, _publish, webhook) => {
      const charity = await tx.findOne(Charity, id, { populate: ['user'] });
      if (!charity) throw notFound(`Charity ${id} was not found.`);
      const current = charity.verificationStatus as CharityVerificationStatus;
      if (!CHARITY_TRANSITIONS[current]?.includes(next)) throw conflict(`A ${current} charity cannot become ${next}.`);
      if (next === 'verified') {
        const number = parseCharityNumber(charity.registrationNumber);
        const record = number ? await this.registry.find(tx, number) : null;
        if (!record?.registered) {
          const status = record?.status ?? NOT_FOUND_STATUS;
          throw conflict(
            `The registry lists ${charity.registrationNumber} as ${status}: only a registered charity can be verified.`,
          );
        }
        applyRegistryRecord(charity, record, this.now());
        charity.lastVerified = this.now();
        charity.lastSyncDate = this.now();
        charity.syncStatus = 'synced';
        if (!charity.user && charity.email) {
          invite = await this.accounts.grant(tx, { email: charity.email, name: charity.name, role: 'charity' });
          if (await tx.count(Charity, { user: invite, id: { $ne: charity.id } })) {
            throw conflict(`The e-mail ${charity.email} already signs in for another charity.`);
          }
          charity.user = ref(invite);
        }
      }
      await this.audit.record(tx, actor, {
        entityType: 'charity',
        entityId: id,
        // rejecting a verified charity is a revocation (CHARITY_TRANSITIONS)
        action: next === 'verified' ? 'verify' : current === 'verified' ? 'revoke' : 'reject',
        before: { verificationStatus: current },
        after: { verificationStatus: next },
      });
      charity.verificationStatus = next;
      if (next === 'verified') {
        webhook('charity.verified', { charityId: id, name: charity.name, registrationNumber: charity.registrationNumber });
      }
      return charity;
    });
    if (invite && charity.email) {
      await this.accounts.sendSetPasswordLink(invite, charity.email, {
        subject: 'Your charity is verified',
        paragraphs: [
          `Hello ${charity.name},`,
          'Your charity is now verified. Set your password to see the donations made to you, their receipts and auctions.',
        ],
        path: '/charity-registration/set-password',
      });
    }
    return presentCharity(charity);
  }
}
