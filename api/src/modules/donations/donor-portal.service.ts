import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, notFound } from '../../common/errors';
import type { FixedWindowLimiter } from '../../common/fixed-window-limiter';
import { DonationCommunication } from './donation-communication.entity';
import { DonationStatusHistory } from './donation-status-history.entity';
import { DONATION_MESSAGES as M, EMAIL_PATTERN } from './donation.constants';
import { Donation } from './donation.entity';

/** Shown on the tracking page (spec 000 §9: latest 3 updates, 3 communications). */
export const RECENT_UPDATES = 3;
export const RECENT_COMMUNICATIONS = 3;
/** Most donations one e-mail lookup lists. */
export const EMAIL_LOOKUP_LIMIT = 50;

const ACCESS_CODE_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

export interface DonorPortalResult {
  donation: Donation;
  statusHistory: DonationStatusHistory[];
  communications: DonationCommunication[];
  accessInfo: { accessCount: number; lastAccessedAt: Date };
  /** The tracking code the donor used. */
  accessCode: string;
}

export interface EmailLookupResult {
  donation: Donation;
  statusHistory: DonationStatusHistory[];
}

/** What a donor sees: by tracking code (everything) or by e-mail (status, vehicle, dates only). */
export class DonorPortalService {
  constructor(private readonly limiter: FixedWindowLimiter) {}

  /** Throws BAD_USER_INPUT when the code is missing, RATE_LIMITED, or NOT_FOUND "Invalid access code". */
  async byCode(em: EntityManager, rawCode: string | undefined, clientKey: string): Promise<DonorPortalResult> {
    const code = (rawCode ?? '').trim();
    if (code === '') throw badInput([{ field: 'accessCode', message: M.accessCodeRequired }]);
    this.limiter.hit(clientKey);
    if (!ACCESS_CODE_PATTERN.test(code)) throw notFound(M.accessCodeInvalid);
    const access = await this.countAccess(em, code);
    if (!access) throw notFound(M.accessCodeInvalid);
    const loaded = await this.load(em, access.donationId, {
      accessCount: access.accessCount,
      lastAccessedAt: new Date(access.lastAccessedAt),
    });
    return { ...loaded, accessCode: code };
  }

  /** The donation id of a tracking code, for live updates: rate-limited, not counted as an access. */
  async donationIdOf(em: EntityManager, rawCode: string | undefined, clientKey: string): Promise<number> {
    const code = (rawCode ?? '').trim();
    if (code === '') throw badInput([{ field: 'accessCode', message: M.accessCodeRequired }]);
    this.limiter.hit(clientKey);
    if (!ACCESS_CODE_PATTERN.test(code)) throw notFound(M.accessCodeInvalid);
    const rows = await em
      .getConnection()
      .execute<Array<{ donation_id: number }>>('select donation_id from donor_portal_access where access_code = ?', [code]);
    if (rows.length === 0) throw notFound(M.accessCodeInvalid);
    return rows[0].donation_id;
  }

  async byEmail(em: EntityManager, rawEmail: string | undefined, clientKey: string): Promise<EmailLookupResult[]> {
    const email = (rawEmail ?? '').trim().toLowerCase();
    if (!EMAIL_PATTERN.test(email) || email.length > 255) {
      throw badInput([{ field: 'email', message: M.emailLookupInvalid }]);
    }
    this.limiter.hit(clientKey);
    const donations = await em.find(
      Donation,
      { email },
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit: EMAIL_LOOKUP_LIMIT },
    );
    if (donations.length === 0) return [];
    const history = await em.find(
      DonationStatusHistory,
      { donation: { $in: donations.map((d) => d.id) } },
      { orderBy: { createdAt: 'desc', id: 'desc' } },
    );
    return donations.map((donation) => ({
      donation,
      statusHistory: history.filter((entry) => entry.donation.id === donation.id),
    }));
  }

  /**
   * Counts the lookup in one statement, which is its own transaction. A count is not worth a disk
   * flush: set_config(..., true) turns synchronous_commit off for this transaction alone (as SET
   * LOCAL would), so it commits without waiting for its WAL flush, and the row lock it takes is
   * released inside the server without a round trip to this process. Donations themselves commit
   * with the default, durable setting.
   */
  private async countAccess(
    em: EntityManager,
    code: string,
  ): Promise<{ donationId: number; accessCount: number; lastAccessedAt: string } | null> {
    const rows = await em.getConnection().execute<Array<{ donation_id: number; access_count: number; last_accessed_at: string }>>(
      `update donor_portal_access set access_count = access_count + 1, last_accessed_at = now()
        where access_code = ? and (select set_config('synchronous_commit', 'off', true)) = 'off'
        returning donation_id, access_count, last_accessed_at`,
      [code],
    );
    const row = rows[0];
    return row ? { donationId: row.donation_id, accessCount: row.access_count, lastAccessedAt: row.last_accessed_at } : null;
  }

  private async load(
    em: EntityManager,
    donationId: number,
    accessInfo: DonorPortalResult['accessInfo'],
  ): Promise<Omit<DonorPortalResult, 'accessCode'>> {
    const donation = await em.findOneOrFail(Donation, donationId, { populate: ['charity'] });
    const statusHistory = await em.find(
      DonationStatusHistory,
      { donation: donationId },
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit: RECENT_UPDATES },
    );
    const communications = await em.find(
      DonationCommunication,
      { donation: donationId },
      { orderBy: { sentAt: 'desc', id: 'desc' }, limit: RECENT_COMMUNICATIONS },
    );
    return { donation, statusHistory, communications, accessInfo };
  }
}
