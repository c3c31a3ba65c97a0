import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { badInput, notFound } from '../../core/errors';
import type { RateLimit } from '../../core/rate-limits';
import { DonationCommunication } from './donation-communication.entity';
import { DonationStatusHistory } from './donation-status-history.entity';
import { DONATION_MESSAGES as M, EMAIL_PATTERN } from '@vdp/shared/donations/donation.constants';
import { Donation } from './donation.entity';
import { TrackingViews } from './tracking-views';
import type { AppPubSub } from '../../core/events/pubsub';

/** Shown on the tracking page (spec 000 §9: latest 3 updates, 3 communications). */
export const RECENT_UPDATES = 3;
export const RECENT_COMMUNICATIONS = 3;
/** Most donations one e-mail lookup lists. */
export const EMAIL_LOOKUP_LIMIT = 50;

const ACCESS_CODE_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

/** What the tracking page shows of a status update and of a communication. */
export type StatusUpdateSource = Pick<
  DonationStatusHistory,
  'id' | 'status' | 'previousStatus' | 'notes' | 'updatedByName' | 'createdAt'
>;
export type CommunicationSource = Pick<DonationCommunication, 'id' | 'type' | 'method' | 'subject' | 'message' | 'sentAt'>;

export interface DonorPortalResult {
  donation: Donation;
  /** The registered charity assigned, when there is one. */
  charityName: string | null;
  statusHistory: StatusUpdateSource[];
  communications: CommunicationSource[];
  accessInfo: { accessCount: number; lastAccessedAt: Date };
  /** The tracking code the donor used. */
  accessCode: string;
}

export interface EmailLookupResult {
  donation: Donation;
  statusHistory: DonationStatusHistory[];
}

type TrackingView = Omit<DonorPortalResult, 'accessInfo' | 'accessCode'>;

/** What a donor sees: by tracking code (everything) or by e-mail (status, vehicle, dates only). */
export class DonorPortalService {
  private readonly views: TrackingViews<TrackingView>;

  constructor(
    private readonly limiter: RateLimit,
    orm: MikroORM,
    pubSub: AppPubSub | undefined,
  ) {
    this.views = new TrackingViews<TrackingView>(
      (counts) =>
        orm.em.getConnection().execute<Array<{ code: string; count: number }>>(WRITE_COUNTS_SQL, [JSON.stringify(counts)]),
      pubSub,
    );
  }

  /** Writes the lookups counted in memory now (they are written every 100 ms anyway). */
  flushCounts(): Promise<void> {
    return this.views.flush();
  }

  /** Stops counting in memory, writing what is counted: at shutdown. */
  close(): Promise<void> {
    return this.views.close();
  }

  /** Throws BAD_USER_INPUT when the code is missing, RATE_LIMITED, or NOT_FOUND "Invalid access code". */
  async byCode(em: EntityManager, rawCode: string | undefined, clientKey: string): Promise<DonorPortalResult> {
    const code = (rawCode ?? '').trim();
    if (code === '') throw badInput([{ field: 'accessCode', message: M.accessCodeRequired }]);
    await this.limiter.hit(clientKey);
    if (!ACCESS_CODE_PATTERN.test(code)) throw notFound(M.accessCodeInvalid);
    const kept = this.views.lookup(code);
    if (kept)
      return {
        ...kept.view,
        accessInfo: { accessCount: kept.accessCount, lastAccessedAt: kept.lastAccessedAt },
        accessCode: code,
      };
    const [row] = await em.getConnection().execute<LookupRow[]>(LOOKUP_SQL, [code]);
    if (!row) throw notFound(M.accessCodeInvalid);
    const { accessCount, lastAccessedAt, charityName, recentUpdates, recentCommunications, ...columns } = row;
    const view: TrackingView = {
      donation: em.map(Donation, columns),
      charityName,
      statusHistory: recentUpdates.map((update) => ({ ...update, createdAt: new Date(update.createdAt) })),
      communications: recentCommunications.map((message) => ({ ...message, sentAt: new Date(message.sentAt) })),
    };
    const shown = this.views.keep(code, view.donation.id, view, accessCount);
    return { ...view, accessInfo: { accessCount: shown, lastAccessedAt: new Date(lastAccessedAt) }, accessCode: code };
  }

  /** The donation id of a tracking code, for live updates: rate-limited, not counted as an access. */
  async donationIdOf(em: EntityManager, rawCode: string | undefined, clientKey: string): Promise<number> {
    const code = (rawCode ?? '').trim();
    if (code === '') throw badInput([{ field: 'accessCode', message: M.accessCodeRequired }]);
    await this.limiter.hit(clientKey);
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
    await this.limiter.hit(clientKey);
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
}

interface LookupRow extends Record<string, unknown> {
  accessCount: number;
  lastAccessedAt: string | Date;
  charityName: string | null;
  recentUpdates: Array<Omit<StatusUpdateSource, 'createdAt'> & { createdAt: string }>;
  recentCommunications: Array<Omit<CommunicationSource, 'sentAt'> & { sentAt: string }>;
}

/** Lookups counted in memory, written together (see TrackingViews); a count is not worth a flush. */
const WRITE_COUNTS_SQL = `
update donor_portal_access a
set access_count = a.access_count + v.n, last_accessed_at = greatest(a.last_accessed_at, v.at)
from jsonb_to_recordset(?::jsonb) as v(code text, n integer, at timestamptz)
where a.access_code = v.code and (select set_config('synchronous_commit', 'off', true)) = 'off'
returning a.access_code as code, a.access_count as count`;

/**
 * A lookup that finds no kept view, in one statement, which is its own transaction: counts the access and reads the
 * donation, its charity's name, its latest updates and communications. A count is not worth a
 * disk flush: set_config(..., true) turns synchronous_commit off for this transaction alone (as
 * SET LOCAL would), so it commits without waiting for its WAL flush. Donations themselves commit
 * with the default, durable setting.
 */
const LOOKUP_SQL = `
with access as (
  update donor_portal_access set access_count = access_count + 1, last_accessed_at = now()
  where access_code = ? and (select set_config('synchronous_commit', 'off', true)) = 'off'
  returning donation_id, access_count, last_accessed_at
)
select d.*, access.access_count as "accessCount", access.last_accessed_at as "lastAccessedAt", c.name as "charityName",
  coalesce((
    select json_agg(h) from (
      select id, status, previous_status as "previousStatus", notes, updated_by_name as "updatedByName", created_at as "createdAt"
      from donation_status_history where donation_id = d.id order by created_at desc, id desc limit ${RECENT_UPDATES}
    ) h), '[]') as "recentUpdates",
  coalesce((
    select json_agg(m) from (
      select id, type, method, subject, message, sent_at as "sentAt"
      from donation_communications where donation_id = d.id order by sent_at desc, id desc limit ${RECENT_COMMUNICATIONS}
    ) m), '[]') as "recentCommunications"
from access join donations d on d.id = access.donation_id left join charities c on c.id = d.charity_id`;
